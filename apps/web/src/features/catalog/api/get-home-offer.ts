import * as paths from '@haat/contract/paths';
import { callContract, defineCall, type Transport } from '../../../lib/api-client';

/** GET /public/home/offer — banners, collections, brands, sellers, offers and offer banners. */
const getHomeOffer = defineCall(paths.homeOffer);

/** The home page's content, fetched by the loaders that show it (in process on the server). */
export function fetchHomeOffer(transport?: Transport) {
  return callContract(getHomeOffer, { fetch: transport });
}
