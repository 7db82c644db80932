// /robots.txt, /sitemap.xml and /sitemaps/{name}.xml: real answers for crawlers (they were the
// storefront's shell before, with status 200). Kept with the catalogue's answers, so a catalogue
// write drops them; absolute URLs use PUBLIC_URL, or the request's own origin when it is unset.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ANSWER_CACHE_HEADER, sendAnswer, type AnswerHeaders } from '../../lib/answer-cache.ts';
import { notFound } from '../../lib/app-error.ts';
import { createCatalogCache } from '../catalog/index.ts';
import { createOgCardStore } from './og-card.service.ts';
import { selectProductCard } from './seo.repository.ts';
import {
  buildListingsSitemap,
  buildPagesSitemap,
  buildProductsSitemap,
  buildRobotsTxt,
  buildSitemapIndex,
} from './sitemap.service.ts';

const XML: AnswerHeaders = {
  cacheControl: 'public, max-age=3600',
  vary: 'Accept-Encoding',
  contentType: 'application/xml; charset=utf-8',
};
const TEXT: AnswerHeaders = { ...XML, contentType: 'text/plain; charset=utf-8' };

class MissingSitemap extends Error {}

export function registerSeoRoutes(app: FastifyInstance, { db, config, storage }: AppContext): void {
  const cache = createCatalogCache(config, { name: 'seo', log: app.log });
  const cards = createOgCardStore(config.dataDir, storage.media);
  const baseOf = (request: FastifyRequest) =>
    config.publicUrl ?? `${request.protocol}://${request.host}`;

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    headers: AnswerHeaders,
    build: (base: string) => Promise<string | null> | string | null,
  ) => {
    const base = baseOf(request);
    try {
      const entry = await cache.get(
        `seo:${base}:${name}`,
        async () => {
          const text = await build(base);
          if (text === null) throw new MissingSitemap();
          return text;
        },
        (outcome) => reply.header(ANSWER_CACHE_HEADER, outcome),
      );
      return sendAnswer(request, reply, entry, headers, cache);
    } catch (error) {
      if (error instanceof MissingSitemap) throw notFound('Sitemap');
      throw error;
    }
  };

  app.get('/robots.txt', (request, reply) =>
    send(request, reply, 'robots', TEXT, (base) => buildRobotsTxt(base)),
  );
  app.get('/sitemap.xml', (request, reply) =>
    send(request, reply, 'index', XML, (base) => buildSitemapIndex(db, base)),
  );
  app.get<{ Params: { name: string } }>('/sitemaps/:name', (request, reply) => {
    const name = request.params.name;
    if (name === 'pages.xml') return send(request, reply, name, XML, buildPagesSitemap);
    if (name === 'listings.xml') {
      return send(request, reply, name, XML, (base) => buildListingsSitemap(db, base));
    }
    const page = /^products-([1-9][0-9]{0,5})\.xml$/.exec(name)?.[1];
    if (page === undefined) throw notFound('Sitemap');
    return send(request, reply, name, XML, (base) => buildProductsSitemap(db, base, Number(page)));
  });

  // The Open Graph picture of a product page: a PNG card a chat app can show (og-card.service.ts).
  app.get<{ Params: { file: string } }>('/og/product/:file', async (request, reply) => {
    const productId = /^([A-Za-z0-9_-]{1,64})\.png$/.exec(request.params.file)?.[1];
    const card = productId ? await selectProductCard(db, productId) : null;
    if (!card) throw notFound('Product');
    const { png, hash } = await cards.cardFor(card);
    const etag = `"${hash}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=3600, stale-while-revalidate=86400');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/png').send(png);
  });
}
