// Security headers (CSP, frame, sniffing, referrer…) from helmet, worked out once at start-up.
// @fastify/helmet builds a new helmet middleware for every request, re-parsing the CSP each time:
// ~11% of the server's CPU on a cached catalogue answer (measured in a CPU profile). The headers
// never vary per request here, so they are captured once and set on each reply as a plain object.
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export const SECURITY_HEADER_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // The storefront is served over plain HTTP on localhost; HSTS belongs to the TLS proxy.
  strictTransportSecurity: false,
};

/** The headers helmet sets for `options`, read off one run of its middleware. */
export function computeSecurityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let ran = false;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
    ran = true;
  });
  // helmet's middleware is synchronous; a future version that is not must be noticed here.
  if (!ran) throw new Error('helmet did not finish synchronously');
  return headers;
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: Readonly<HelmetOptions> = SECURITY_HEADER_OPTIONS,
): void {
  const headers = computeSecurityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

const BASE_CSP = computeSecurityHeaders(SECURITY_HEADER_OPTIONS)['content-security-policy'] ?? '';

/**
 * The policy for a server-rendered page: the same, with its few inline scripts (React Router's
 * context, scroll restoration) allowed by this response's nonce and nothing else inline.
 */
export function pageContentSecurityPolicy(nonce: string, dev = false): string {
  return scriptPolicy(`'nonce-${nonce}'`, dev);
}

/** The same for a kept page, whose inline scripts never change: each allowed by its hash. */
export function keptPageContentSecurityPolicy(hashes: readonly string[]): string {
  return scriptPolicy(hashes.map((hash) => `'sha256-${hash}'`).join(' '), false);
}

function scriptPolicy(allowed: string, dev: boolean): string {
  const scripts = allowed === '' ? "script-src 'self'" : `script-src 'self' ${allowed}`;
  const policy = BASE_CSP.replace("script-src 'self'", scripts);
  // `npm run dev` only: Vite's hot reload talks over a WebSocket on a port of its own.
  return dev ? policy.replace("connect-src 'self'", "connect-src 'self' ws:") : policy;
}
