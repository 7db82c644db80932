// Who may keep an answer. A personal answer (the caller's cart, orders, addresses, tokens, the
// operator's views, payment pages) must never be stored by a browser or proxy cache, whatever a
// route set; any other /api answer that did not choose a policy is not stored either. Public
// catalogue answers choose theirs (lib/answer-cache.ts: public with ETag, Vary on the session
// headers where a signed-in copy differs).
import type { FastifyInstance } from 'fastify';

const PERSONAL_PREFIXES = ['/api/customer/', '/api/admin/', '/api/auth/', '/api/payments/'];
const NO_STORE = 'no-store';

export function isPersonalPath(url: string): boolean {
  const path = url.split('?', 1)[0]!.toLowerCase();
  return PERSONAL_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export function registerCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const url = request.url;
    if (url.startsWith('/api/')) {
      const current = reply.getHeader('cache-control');
      if (isPersonalPath(url)) {
        if (typeof current !== 'string' || !/\bno-store\b/.test(current)) {
          reply.header('cache-control', NO_STORE);
        }
      } else if (current === undefined) {
        reply.header('cache-control', NO_STORE);
      }
    }
    done(null, payload);
  });
}
