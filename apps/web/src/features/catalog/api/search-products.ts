import { useEffect, useState } from 'react';
import type { SearchHit } from '@haat/contract';
import * as paths from '@haat/contract/paths';
import { callContract, defineCall } from '../../../lib/api-client';

/** GET /public/products?search= — suggestion hits with the ids of a type-7 listing path. */
const searchProducts = defineCall(paths.searchProducts);

/** The same letters typed again within this time reuse the answer instead of asking again. */
const SUGGESTION_STALE_TIME_MS = 5 * 60_000;
/** Answers kept for going back over letters: a search session's worth. */
const KEPT_ANSWERS = 50;

const kept = new Map<string, { at: number; hits: Promise<SearchHit[]> }>();

/**
 * The hits for `text`: one call per text while its answer is fresh (the box and its Enter share
 * it). A failed call is logged and forgotten, so the next wish asks again.
 */
export function fetchSuggestions(text: string): Promise<SearchHit[]> {
  const search = text.trim();
  const entry = kept.get(search);
  if (entry && Date.now() - entry.at <= SUGGESTION_STALE_TIME_MS) return entry.hits;
  const hits = callContract(searchProducts, { query: { search } }).then((answer) => answer.data);
  kept.delete(search);
  kept.set(search, { at: Date.now(), hits });
  if (kept.size > KEPT_ANSWERS) kept.delete(kept.keys().next().value as string);
  hits.catch((error: unknown) => {
    // docs/spec.md §8: a failed loading call is only logged.
    console.error('Loading failed', 'search', search, error);
    if (kept.get(search)?.hits === hits) kept.delete(search);
  });
  return hits;
}

/** Forgets every kept answer (tests start each case afresh). */
export function forgetSuggestions(): void {
  kept.clear();
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
