import type { FastifyInstance } from 'fastify';
import { endpoints } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../lib/route.ts';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.service.ts';

export function registerWishlistRoutes(app: FastifyInstance, { db, auth }: AppContext): void {
  registerRoute(app, endpoints.wishlist, async ({ request }) => ({
    status: 'success',
    data: { productID: await listWishlist(db, auth.getCustomerId(request)) },
  }));

  registerRoute(app, endpoints.wishlistAdd, async ({ body, request }) => {
    await addToWishlist(db, auth.getCustomerId(request), body.productID);
    return { status: 'success', message: 'Item successfully added.' };
  });

  registerRoute(app, endpoints.wishlistRemove, async ({ query, request }) => {
    await removeFromWishlist(db, auth.getCustomerId(request), query.productID);
    return { status: 'success', message: 'Successfully removed.' };
  });
}
