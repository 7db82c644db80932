import { useEffect, useState } from 'react';
import type { SearchHit } from '@haat/contract';
import * as paths from '@haat/contract/paths';
import { callContract, defineCall } from '../../../lib/api-client';
import { keptCalls } from '../../../lib/kept-calls';

/** GET /public/products?search= — suggestion hits with the ids of a type-7 listing path. */
const searchProducts = defineCall(paths.searchProducts);

/** The same letters typed again within this time reuse the answer instead of asking again. */
const suggestions = keptCalls<SearchHit[]>('search', 5 * 60_000);

/** The hits for `text`: one call per text while its answer is fresh (the box and its Enter share it). */
export function fetchSuggestions(text: string): Promise<SearchHit[]> {
  const search = text.trim();
  return suggestions.get(search, () =>
    callContract(searchProducts, { query: { search } }).then((answer) => answer.data),
  );
}

/** Forgets every kept answer (tests start each case afresh). */
export function forgetSuggestions(): void {
  suggestions.clear();
}

/**
 * Suggestions for `text` (already debounced); docs/spec.md §4: none asked for an empty box. The
 * last list stays up while the next one loads.
 */
export function useSearchSuggestions(text: string): {
  data: SearchHit[] | undefined;
  isFetching: boolean;
} {
  const search = text.trim();
  const [answer, setAnswer] = useState<{ search: string; hits: SearchHit[] }>();
  useEffect(() => {
    if (search === '') return;
    let isCurrent = true;
    fetchSuggestions(search).then(
      (hits) => {
        if (isCurrent) setAnswer({ search, hits });
      },
      () => {
        if (isCurrent) setAnswer({ search, hits: [] });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [search]);
  return { data: answer?.hits, isFetching: search !== '' && answer?.search !== search };
}
