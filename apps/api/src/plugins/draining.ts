// While the process shuts down (lib/lifecycle.ts), every answer closes its connection: a keep-alive
// client then opens a new one, which reaches a process that stays, and this one's HTTP server can
// finish closing as soon as its last in-flight request is answered.
import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from '../lib/lifecycle.ts';

export function registerDraining(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.isShuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });
}
