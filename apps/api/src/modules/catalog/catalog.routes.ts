// HTTP of the catalogue (docs/spec.md §7 public calls): parse the query, ask catalog-answers for
// the serialised answer, and choose who may keep it. Nothing here computes or caches an answer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ListProductsQuerySchema,
  SearchQuerySchema,
  endpoints,
  selectProductsCall,
} from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import {
  ANSWER_CACHE_HEADER,
  PRIVATE_HEADERS,
  publicHeaders,
  sendAnswer,
  varyOnLanguage,
} from '../../lib/answer-cache.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { registerRoute } from '../../lib/route.ts';
import { hasSessionHeader } from '../../lib/session-token.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { createCatalogAnswers, type CatalogAnswer } from './catalog-answers.service.ts';

export function registerCatalogRoutes(
  app: FastifyInstance,
  { db, clock, auth, config }: AppContext,
): void {
  const answers = createCatalogAnswers({ db, clock, config, log: app.log });

  /**
   * A copy made for the caller is private; so is everyone's copy of an answer that differs when
   * signed in, sent to a caller who sent a session header (even one that failed to verify).
   */
  const send = (request: FastifyRequest, reply: FastifyReply, answer: CatalogAnswer) => {
    const isPrivate = answer.isPersonal || (answer.policy.personal && hasSessionHeader(request));
    const headers = isPrivate ? PRIVATE_HEADERS : publicHeaders(answer.policy);
    const vary = answer.inLanguage ? varyOnLanguage(headers) : headers;
    reply.header(ANSWER_CACHE_HEADER, answer.lookup);
    return sendAnswer(request, reply, answer.entry, vary, answers.cache);
  };
  /** The language the answer names categories, brands and products in (docs/decisions/hindi.md). */
  const languageOf = (request: FastifyRequest) =>
    languageFromHeader(request.headers['accept-language']);

  registerRoute(app, endpoints.categories, async ({ request, reply }) =>
    send(request, reply, await answers.categories(languageOf(request))),
  );
  registerRoute(app, endpoints.menus, async ({ request, reply }) =>
    send(request, reply, await answers.menus(languageOf(request))),
  );
  registerRoute(app, endpoints.homeOffer, async ({ request, reply }) =>
    send(request, reply, await answers.home(languageOf(request))),
  );
  registerRoute(
    app,
    endpoints.product,
    { identifyCustomer: true },
    async ({ query, request, reply }) =>
      send(
        request,
        reply,
        await answers.product(query.productID, auth.findCustomerId(request), languageOf(request)),
      ),
  );

  registerRoute(app, endpoints.sellerPage, async ({ params, request, reply }) =>
    send(request, reply, await answers.sellerPage(params.slug)),
  );

  // docs/spec.md §7 puts three calls on GET /public/products; the query says which one this is.
  app.get(
    `/api${endpoints.listProducts.path}`,
    { onRequest: auth.optionalCustomer },
    async (request, reply) => {
      const rawQuery = (request.query ?? {}) as Record<string, unknown>;
      switch (selectProductsCall(rawQuery)) {
        case 'search': {
          const query = parseOrThrow(SearchQuerySchema, rawQuery);
          return send(request, reply, await answers.suggestions(query.search, languageOf(request)));
        }
        case 'demo':
          return send(request, reply, await answers.demo());
        case 'list': {
          const query = parseOrThrow(ListProductsQuerySchema, rawQuery);
          const customerId = auth.findCustomerId(request);
          const language = languageOf(request);
          return send(request, reply, await answers.listing(query, customerId, language));
        }
      }
    },
  );
}
