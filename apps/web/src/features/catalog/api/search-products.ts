import * as paths from '@haat/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callContract, defineCall } from '../../../lib/api-client';

/** GET /public/products?search= — suggestion hits with the ids of a type-7 listing path. */
const searchProducts = defineCall(paths.searchProducts);

/** The same letters typed again within this time reuse the answer instead of asking again. */
const SUGGESTION_STALE_TIME_MS = 5 * 60_000;

export function searchProductsQueryOptions(text: string) {
  const search = text.trim();
  return queryOptions({
    queryKey: ['catalog', 'search', search],
    queryFn: ({ signal }) => callContract(searchProducts, { query: { search }, signal }),
    select: (answer) => answer.data,
    staleTime: SUGGESTION_STALE_TIME_MS,
    // docs/spec.md §4: the search starts only when the input is non-empty.
    enabled: search !== '',
  });
}

/** Suggestions for `text` (already debounced); the last list stays up while the next one loads. */
export function useSearchSuggestions(text: string) {
  return useQuery({ ...searchProductsQueryOptions(text), placeholderData: keepPreviousData });
}
