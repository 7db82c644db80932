// Times every answer for the metrics (lib/metrics.ts), labelled by the route's pattern as
// registered — `/api/public/product`, `/*` for storefront pages — never by the address asked for.
import type { FastifyInstance } from 'fastify';
import { observeRequest, UNMATCHED_ROUTE } from '../lib/metrics.ts';

export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    observeRequest(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
