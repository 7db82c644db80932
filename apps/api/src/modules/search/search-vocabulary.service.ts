// The catalogue's vocabulary (search_words) with each word's phonetic key, computed here in
// TypeScript: the words typo correction and phonetic matching choose from.
import type { Executor } from '../../db/client.ts';
import { phoneticKeysOf } from './phonetic-key.ts';
import {
  fillMissingDocumentCounts,
  fillMissingPhoneticKeys,
  refreshVocabulary,
} from './search.repository.ts';

/** Words of one script only can be keyed; a Devanagari word by its first reading. */
const KEYED_WORD = /^(?:[a-z0-9]+|[\u0900-\u097f]+)$/;

/** A vocabulary word's key, or '' for one of other letters ('t-shirt', '5.5'). */
export function vocabularyKeyOf(word: string): string {
  return KEYED_WORD.test(word) ? (phoneticKeysOf(word)[0] ?? '') : '';
}

/** Rebuilds the vocabulary from the published products (after a seed); answers its size. */
export function refreshSearchVocabulary(db: Executor): Promise<number> {
  return refreshVocabulary(db, vocabularyKeyOf);
}

/**
 * Keys for the words a database kept before keys existed (migration 0017 adds the column
 * empty); run at start, it finds none once they have theirs. Answers how many it keyed.
 */
export function completeVocabularyKeys(db: Executor): Promise<number> {
  return fillMissingPhoneticKeys(db, vocabularyKeyOf);
}

/**
 * Product counts for the words a database kept before counts existed (migration 0025); run at
 * start, it finds none once they have theirs. Answers how many it counted.
 */
export function completeVocabularyCounts(db: Executor): Promise<number> {
  return fillMissingDocumentCounts(db);
}
