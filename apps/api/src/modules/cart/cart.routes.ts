import type { FastifyInstance } from 'fastify';
import { endpoints } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { answerLanguage } from '../../lib/language.ts';
import { registerRoute } from '../../lib/route.ts';
import { getCart, mergeCart, setCartLine } from './cart.service.ts';

export function registerCartRoutes(app: FastifyInstance, { db, auth }: AppContext): void {
  // Titles and colours are named in the page's language (docs/decisions/hindi.md).
  registerRoute(app, endpoints.cart, async ({ request, reply }) => ({
    status: 'success',
    data: {
      products: await getCart(db, auth.getCustomerId(request), answerLanguage(request, reply)),
    },
  }));

  registerRoute(app, endpoints.cartUpdate, async ({ body, request, reply }) => ({
    status: 'success',
    data: {
      products: await setCartLine(
        db,
        auth.getCustomerId(request),
        { productId: body.productID, colorId: body.colorID, sizeId: body.sizeID },
        body.pieces,
        answerLanguage(request, reply),
      ),
    },
  }));

  registerRoute(app, endpoints.cartMerge, async ({ body, request, reply }) => ({
    status: 'success',
    data: {
      products: await mergeCart(
        db,
        auth.getCustomerId(request),
        body.products.map((line) => ({
          productId: line.productID,
          colorId: line.colorID,
          sizeId: line.sizeID,
          pieces: line.pieces,
        })),
        answerLanguage(request, reply),
      ),
    },
  }));
}
