// Search rules: normalise what the shopper typed, expand Hinglish words, correct typos against
// the catalog's own vocabulary, and ask for a bounded, ranked list of suggestions.
import type { SearchHit } from '@haat/contract';
import type { Executor } from '../../db/client.ts';
import { expandWithSynonyms } from './hinglish.ts';
import {
  hasWord,
  selectSearchHits,
  selectSimilarWords,
  type SearchRow,
} from './search.repository.ts';

export const SUGGESTION_LIMIT = 10;
const CANDIDATE_LIMIT = 400;
const MAX_WORDS = 6;

/** Lower-case words of letters and digits only: whatever else was typed is just a separator. */
export function splitSearchWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS);
}

/** One tsquery group per typed word: the word (as a prefix when it is the last one) or a synonym. */
export function buildTsquery(groups: string[][], lastIsPrefix: boolean): string {
  return groups
    .map((alternatives, index) => {
      const isLast = index === groups.length - 1;
      const terms = alternatives.map((word) => (isLast && lastIsPrefix ? `${word}:*` : word));
      return `(${terms.join(' | ')})`;
    })
    .join(' & ');
}

function toHit(row: SearchRow): SearchHit {
  return {
    title: row.title,
    mainCategoryID: row.main_category_id,
    categoryID: row.category_id,
    subCategoryID: row.sub_category_id,
    brandID: row.brand_id,
    productID: row.id,
    fileUrl: row.image_url ?? '',
  };
}

export async function suggestProducts(db: Executor, text: string): Promise<SearchHit[]> {
  const words = splitSearchWords(text);
  if (words.length === 0) return [];
  const groups = words.map(expandWithSynonyms);

  const exact = await selectSearchHits(
    db,
    buildTsquery(groups, true),
    SUGGESTION_LIMIT,
    CANDIDATE_LIMIT,
  );
  if (exact.length > 0) return exact.map(toHit);

  // Nothing matched as typed: replace each unknown word (not the prefix being typed, if short)
  // by the closest words of the catalog's vocabulary, e.g. 'teracota' → 'terracotta'.
  const corrected: string[][] = [];
  for (const [index, word] of words.entries()) {
    const isLast = index === words.length - 1;
    const alternatives = groups[index] ?? [word];
    if ((isLast && word.length < 3) || (await hasWord(db, word))) {
      corrected.push(alternatives);
      continue;
    }
    const similar = await selectSimilarWords(db, word, 3);
    corrected.push(similar.length > 0 ? [...new Set([...alternatives, ...similar])] : alternatives);
  }
  const fuzzy = await selectSearchHits(
    db,
    buildTsquery(corrected, true),
    SUGGESTION_LIMIT,
    CANDIDATE_LIMIT,
  );
  return fuzzy.map(toHit);
}
