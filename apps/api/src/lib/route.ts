// Registers one contract endpoint: its declaration decides who may call it, its zod schemas validate
// the request and serialise the answer, so a route file only maps wire names to a service call.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// The route options' `config.rateLimit` is declared by the plugin's types, wherever this is compiled.
import type {} from '@fastify/rate-limit';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Endpoint } from '@haat/contract';
import { translateMessage } from '@haat/contract/translations';
import { languageFromHeader } from './language.ts';
import { readSessionToken } from './session-token.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** An async hook run onRequest: it lets the caller through or answers 401/403. */
export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * One guard for each `auth` an endpoint can declare, and `identify` for a public call that reads
 * the customer when a token is sent (the wishlist flags of a product page).
 */
export type Guards = Record<Exclude<Endpoint['auth'], 'public'>, Guard> & { identify: Guard };

declare module 'fastify' {
  interface FastifyInstance {
    endpointGuards: Guards | null;
  }
}

/** Sets the guards every endpoint registered on `app` (and its child contexts) is checked by. */
export function provideGuards(app: FastifyInstance, guards: Guards): void {
  app.decorate('endpointGuards', guards);
}

export interface RouteOptions {
  /**
   * Per-route rate limit. Signed-in calls count per session (the bearer token), not per IP:
   * many Indian mobile users share one carrier-grade NAT address.
   */
  rateLimit?: { max: number; timeWindow: string };
  /** A public call that reads the customer when a valid token is sent, and serves anyone. */
  identifyCustomer?: boolean;
}

/**
 * The back office's calls are limited unless their route says otherwise: an operator's script may
 * walk many orders, but a stolen token cannot hammer us.
 */
export const BACK_OFFICE_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };

type Handler<E extends Endpoint> = (
  input: RouteInput<E>,
) => Promise<z.input<E['answer']> | FastifyReply>;

/**
 * Who may call, from the endpoint's declaration: run as an onRequest hook, before the body is
 * read or validated, so a caller without the right session learns nothing of the route's schema
 * (401/403 before 400).
 */
function guardOf(app: FastifyInstance, endpoint: Endpoint, options: RouteOptions): Guard | null {
  if (endpoint.auth === 'public' && !options.identifyCustomer) return null;
  const guards = app.hasDecorator('endpointGuards') ? app.endpointGuards : null;
  if (!guards) {
    throw new Error(`${endpoint.method} ${endpoint.path}: no guards provided (provideGuards)`);
  }
  return endpoint.auth === 'public' ? guards.identify : guards[endpoint.auth];
}

function rateLimitOf(endpoint: Endpoint, options: RouteOptions): RouteOptions['rateLimit'] {
  if (options.rateLimit) return options.rateLimit;
  return endpoint.auth === 'public' || endpoint.auth === 'customer'
    ? undefined
    : BACK_OFFICE_RATE_LIMIT;
}

/** Registers `endpoint`; the handler answers the object to serialise, or the reply after sending bytes itself. */
export function registerRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: NoInfer<Handler<E>>,
): void;
export function registerRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  handler: NoInfer<Handler<E>>,
): void;
export function registerRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  optionsOrHandler: RouteOptions | Handler<E>,
  maybeHandler?: Handler<E>,
): void {
  const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler!;
  const schema: Record<string, unknown> = {};
  if (!endpoint.produces) schema.response = { 200: endpoint.answer };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body && !endpoint.multipart) schema.body = endpoint.body;
  const guard = guardOf(app, endpoint, options);
  const rateLimit = rateLimitOf(endpoint, options);
  app.route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    schema,
    ...(guard ? { onRequest: guard } : {}),
    ...(rateLimit
      ? {
          config: {
            rateLimit: {
              ...rateLimit,
              keyGenerator: endpoint.auth === 'public' ? ipKey : sessionKey,
            },
          },
        }
      : {}),
    handler: async (request, reply) => {
      const answer = await handler({
        params: request.params as Out<E['params']>,
        query: request.query as Out<E['query']>,
        body: request.body as Out<E['body']>,
        request,
        reply,
      });
      return endpoint.method === 'GET' || answer === reply
        ? answer
        : withMessageInLanguage(request, reply, answer);
    },
  });
}

/**
 * A change's confirmation ('Address successfully added.') in the language the request asks for,
 * through the catalogue the error answers use (docs/decisions/hindi.md); a sentence without a
 * translation stays English. Reads (GET) carry no sentence of ours and may be kept in caches.
 */
function withMessageInLanguage<T>(request: FastifyRequest, reply: FastifyReply, answer: T): T {
  if (typeof answer !== 'object' || answer === null || !('message' in answer)) return answer;
  if (typeof answer.message !== 'string') return answer;
  void reply.header('vary', 'Accept-Language');
  const language = languageFromHeader(request.headers['accept-language']);
  if (language === 'en') return answer;
  return { ...answer, message: translateMessage(answer.message, language) };
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
