// Registers one contract endpoint: its zod schemas validate the request and serialise the answer,
// so a route file only maps wire names to a service call.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Endpoint } from '@haat/contract';
import { readSessionToken } from './session-token.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /**
   * Who may call: runs as an onRequest hook, before the body is read or validated, so a caller
   * without the right session learns nothing of the route's schema (401/403 before 400).
   */
  authenticate?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * Per-route rate limit. Signed-in calls count per session (the bearer token), not per IP:
   * many Indian mobile users share one carrier-grade NAT address.
   */
  rateLimit?: { max: number; timeWindow: string };
  statusCode?: number;
}

export function registerRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  /** Answers the object to serialise, or the reply after sending bytes itself (a cached answer). */
  handler: NoInfer<(input: RouteInput<E>) => Promise<z.input<E['answer']> | FastifyReply>>,
): void {
  const schema: Record<string, z.ZodType> = {
    response: { 200: endpoint.answer },
  } as unknown as Record<string, z.ZodType>;
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body && !endpoint.multipart) schema.body = endpoint.body;
  app.route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    schema,
    ...(options.authenticate ? { onRequest: options.authenticate } : {}),
    ...(options.rateLimit
      ? {
          config: {
            rateLimit: {
              ...options.rateLimit,
              keyGenerator: endpoint.auth === 'public' ? ipKey : sessionKey,
            },
          },
        }
      : {}),
    handler: async (request, reply) =>
      handler({
        params: request.params as Out<E['params']>,
        query: request.query as Out<E['query']>,
        body: request.body as Out<E['body']>,
        request,
        reply,
      }),
  });
}

const ipKey = (request: FastifyRequest): string => `ip:${request.ip}`;

/**
 * Signed-in calls count per session: a made-up header only reaches a 401, so it buys nothing,
 * while public calls always count per address.
 */
function sessionKey(request: FastifyRequest): string {
  const token = readSessionToken(request);
  return token
    ? `session:${createHash('sha256').update(token).digest('base64url')}`
    : ipKey(request);
}
