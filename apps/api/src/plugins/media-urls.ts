// MEDIA_PUBLIC_URL on the storefront's answers (lib/media-urls.ts): the public catalogue and the
// shopper's own calls (cart, orders, wishlist). The back office keeps '/media/…', the address its
// forms save and the contract accepts. Cached catalogue answers are rewritten once, when made
// (catalog-answers.service.ts), and arrive here already compressed or already rewritten.
import type { FastifyInstance } from 'fastify';
import { publishMediaUrls } from '../lib/media-urls.ts';

const STOREFRONT_CALLS = /^\/api\/(public|customer)\//;

/** Registered before compression, whose onSend hook must see the rewritten bytes. */
export function registerMediaUrls(app: FastifyInstance, publicUrl: string | undefined): void {
  if (!publicUrl) return;
  app.addHook('onSend', async (request, reply, payload) => {
    if (!STOREFRONT_CALLS.test(request.url)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    const text = payload.toString();
    const published = publishMediaUrls(text, publicUrl);
    return published === text ? payload : published;
  });
}
