import * as paths from '@haat/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract, defineCall, type Transport } from '../../../lib/api-client';
import { CATALOG_STALE_TIME_MS } from '../../../lib/query-client';

/** GET /public/home/offer — banners, collections, brands, sellers, offers and offer banners. */
const getHomeOffer = defineCall(paths.homeOffer);

export function homeOfferQueryOptions(transport?: Transport) {
  return queryOptions({
    queryKey: ['catalog', 'home-offer'],
    queryFn: ({ signal }) => callContract(getHomeOffer, { signal, fetch: transport }),
    select: (answer) => answer.data,
    staleTime: CATALOG_STALE_TIME_MS,
  });
}

export function useHomeOffer() {
  return useQuery(homeOfferQueryOptions());
}
