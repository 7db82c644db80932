// Search rules: normalise what the shopper typed, expand Hinglish words, read Devanagari by its
// phonetic key, correct typos against the catalog's own vocabulary, and ask for a bounded,
// ranked list of suggestions (docs/decisions/search-languages.md).
import type { SearchHit } from '@haat/contract';
import type { LanguageCode } from '@haat/contract/constants';
import type { Executor } from '../../db/client.ts';
import { DEVANAGARI, transliterateDevanagari } from './devanagari.ts';
import { phoneticKeysOf } from './phonetic-key.ts';
import type { SearchSynonyms } from './search-synonyms.service.ts';
import { splitSearchWords } from './search-words.ts';
import {
  estimateMatches,
  hasWord,
  selectSearchHits,
  selectSimilarWords,
  selectWordsByKey,
  selectWordsWithSimilarKey,
  type CandidateWay,
  type SearchRow,
} from './search.repository.ts';

export { splitSearchWords } from './search-words.ts';

export const SUGGESTION_LIMIT = 10;
const CANDIDATE_LIMIT = 400;
/** One word's candidates: its most reviewed matches (search.repository.ts). */
const POPULAR_CANDIDATE_LIMIT = 50;
/** Known words one typed word may stand for by its phonetic key. */
const KEY_MATCH_LIMIT = 8;
/** A shorter key of the word being typed is matched whole, not as a prefix ('sa' is everything). */
const MIN_PREFIX_KEY = 3;

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

/** A hit titled in `language`: the Hindi title on a Hindi page when the product has one. */
function toHit(row: SearchRow, language: LanguageCode): SearchHit {
  return {
    title: language === 'hi' && row.title_hi ? row.title_hi : row.title,
    mainCategoryID: row.main_category_id,
    categoryID: row.category_id,
    subCategoryID: row.sub_category_id,
    brandID: row.brand_id,
    productID: row.id,
    fileUrl: row.image_url ?? '',
  };
}

const unique = (words: string[]) => [...new Set(words)];

/**
 * Words a typed word stands for by its phonetic keys: synonyms' entries and the catalogue's own
 * words with the same key, or, for the word being typed when no word has its key, a key that
 * starts with it.
 */
async function findByKey(
  db: Executor,
  word: string,
  isLast: boolean,
  synonyms: SearchSynonyms,
): Promise<string[]> {
  const keys = phoneticKeysOf(word);
  const prefixes = isLast ? keys.filter((key) => key.length >= MIN_PREFIX_KEY) : [];
  const exact = keys.filter((key) => !prefixes.includes(key));
  const known = await selectWordsByKey(db, { exact, prefixes }, KEY_MATCH_LIMIT);
  return [...keys.flatMap((key) => synonyms.ofKey(key)), ...known];
}

/**
 * A Devanagari word is read in Latin letters and matched by its phonetic key, so nothing depends
 * on pg_trgm or the database's LC_CTYPE; it also goes in as typed (without nukta, as the search
 * vector keeps Hindi titles), which finds the products whose Hindi title has it.
 */
async function expandDevanagari(
  db: Executor,
  word: string,
  isLast: boolean,
  synonyms: SearchSynonyms,
): Promise<string[]> {
  const readings = transliterateDevanagari(word);
  const found = await findByKey(db, word, isLast, synonyms);
  return unique([word, ...readings, ...synonyms.of(word), ...found]);
}

/**
 * How to gather a query's candidates (search.repository.ts): for one word, its most reviewed
 * matches read in popularity order when many products have it, else all its matches from the
 * text index. Reading in popularity order checks about POPULAR_CANDIDATE_LIMIT × catalogue ÷
 * matches rows, the text index about `matches` rows: the first wins once matches² passes
 * POPULAR_CANDIDATE_LIMIT × catalogue (~7,000 matches at a million products).
 */
async function candidateWay(db: Executor, groups: string[][]): Promise<CandidateWay> {
  if (groups.length !== 1) return 'any';
  const { matches, products } = await estimateMatches(db, groups[0] ?? []);
  return matches * matches >= POPULAR_CANDIDATE_LIMIT * products ? 'popular' : 'matches';
}

export async function suggestProducts(
  db: Executor,
  text: string,
  synonyms: SearchSynonyms,
  language: LanguageCode = 'en',
): Promise<SearchHit[]> {
  const hitOf = (row: SearchRow) => toHit(row, language);
  // A Devanagari word of signs alone (a stray matra) reads as nothing and is skipped.
  const words = splitSearchWords(text).filter(
    (word) => !DEVANAGARI.test(word) || transliterateDevanagari(word).length > 0,
  );
  if (words.length === 0) return [];
  const isDevanagari = words.map((word) => DEVANAGARI.test(word));
  const groups: string[][] = [];
  for (const [index, word] of words.entries()) {
    const isLast = index === words.length - 1;
    groups.push(
      isDevanagari[index]
        ? await expandDevanagari(db, word, isLast, synonyms)
        : [word, ...synonyms.of(word)],
    );
  }

  // One word: its most reviewed matches; several: any matches of all of them.
  const candidateLimit = groups.length === 1 ? POPULAR_CANDIDATE_LIMIT : CANDIDATE_LIMIT;
  const exact = await selectSearchHits(
    db,
    buildTsquery(groups, true),
    SUGGESTION_LIMIT,
    candidateLimit,
    await candidateWay(db, groups),
  );
  if (exact.length > 0) return exact.map(hitOf);

  // Nothing matched as typed: to each unknown word (not the prefix being typed, if short) add the
  // words its phonetic key finds ('saadi' → 'sadi', 'saree'; 'chapal' → 'chappal'), or failing
  // those the closest words of the catalog's vocabulary ('kurtha' → 'kurta'); to a Devanagari
  // word, the words whose keys are closest to its key (trigrams of Latin letters, which every
  // LC_CTYPE has: बनारसी → 'banarasi').
  const corrected: string[][] = [];
  for (const [index, word] of words.entries()) {
    const isLast = index === words.length - 1;
    const alternatives = groups[index] ?? [word];
    if (isDevanagari[index]) {
      const [key = ''] = phoneticKeysOf(word);
      const similar = key.length >= 3 ? await selectWordsWithSimilarKey(db, key, 3) : [];
      corrected.push(unique([...alternatives, ...similar]));
      continue;
    }
    if ((isLast && word.length < 3) || (await hasWord(db, word))) {
      corrected.push(alternatives);
      continue;
    }
    const byKey = await findByKey(db, word, isLast, synonyms);
    const similar = byKey.length > 0 ? [] : await selectSimilarWords(db, word, 3);
    corrected.push(unique([...alternatives, ...byKey, ...similar]));
  }
  const fuzzy = await selectSearchHits(
    db,
    buildTsquery(corrected, true),
    SUGGESTION_LIMIT,
    candidateLimit,
    await candidateWay(db, corrected),
  );
  return fuzzy.map(hitOf);
}
