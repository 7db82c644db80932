import type { FastifyInstance } from 'fastify';
import { endpoints } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../lib/route.ts';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.service.ts';

export function registerWishlistRoutes(app: FastifyInstance, { db, auth }: AppContext): void {
  const signedIn = { authenticate: auth.requireCustomer };

  registerRoute(app, endpoints.wishlist, signedIn, async ({ request }) => ({
    status: 'success',
    data: { productID: await listWishlist(db, auth.getCustomerId(request)) },
  }));

  registerRoute(app, endpoints.wishlistAdd, signedIn, async ({ body, request }) => {
    await addToWishlist(db, auth.getCustomerId(request), body.productID);
    return { status: 'success', message: 'Item successfully added.' };
  });

  registerRoute(app, endpoints.wishlistRemove, signedIn, async ({ query, request }) => {
    await removeFromWishlist(db, auth.getCustomerId(request), query.productID);
    return { status: 'success', message: 'Successfully removed.' };
  });
}
