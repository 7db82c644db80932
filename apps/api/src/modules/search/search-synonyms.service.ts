// Synonyms: what a typed word also finds, read by every suggestion from a copy kept in memory that
// hangs off the catalogue's version (docs/decisions/processes.md "Caches that agree"): an
// operator's change here, or heard from another process, makes it stale with every kept answer.
// And the operator's list, add and remove, each word checked the way search reads it.
import type { SearchSynonym, SearchSynonymBody, SearchSynonymsQuery } from '@haat/contract';
import type { Executor } from '../../db/client.ts';
import type { ChangeCounter } from '../../db/change-feed.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { DEFAULT_SEARCH_SYNONYMS } from './hinglish.ts';
import { DEVANAGARI } from './devanagari.ts';
import { phoneticKeysOf } from './phonetic-key.ts';
import {
  deleteSynonym,
  insertMissingSynonyms,
  selectAllSynonyms,
  selectSynonymForUpdate,
  selectSynonymPage,
  upsertSynonym,
  type SynonymRow,
} from './search-synonyms.repository.ts';
import { splitSearchWords } from './search-words.ts';

/** A word search can put in a text-search query as it is. */
const QUERY_WORD = /^[a-z0-9]+$/;

export interface SearchSynonyms {
  /** The words a typed word also finds, by the word as typed. */
  of(word: string): readonly string[];
  /** The same, by phonetic key: 'saadi' (key 'sadi') finds what the entry 'sadi' finds. */
  ofKey(key: string): readonly string[];
}

/** Looks up entries by word and by each of the word's phonetic keys; one word's entries merge. */
export function indexSynonyms(
  rows: ReadonlyArray<{ word: string; synonyms: readonly string[] }>,
): SearchSynonyms {
  const byWord = new Map<string, readonly string[]>();
  const byKey = new Map<string, Set<string>>();
  for (const { word, synonyms } of rows) {
    byWord.set(word, [...new Set([...(byWord.get(word) ?? []), ...synonyms])]);
    // The entry's own word is found by its key too, when a query can hold it.
    const found = QUERY_WORD.test(word) ? [word, ...synonyms] : synonyms;
    for (const key of phoneticKeysOf(word)) {
      const words = byKey.get(key) ?? new Set<string>();
      for (const synonym of found) words.add(synonym);
      byKey.set(key, words);
    }
  }
  return {
    of: (word) => byWord.get(word) ?? [],
    ofKey: (key) => [...(byKey.get(key) ?? [])],
  };
}

/** A catalogue name in English with its Hindi name: a category's, a brand's. */
export interface HindiName {
  name: string;
  nameHi: string | null;
}

/** Words a name's Hindi says beside its nouns ("घर और रसोई", "Home & Kitchen"). */
const HINDI_JOINING_WORDS = new Set(['और', 'के', 'की', 'का', 'एवं', 'व', 'में', 'से', 'तथा']);
const ENGLISH_JOINING_WORDS = new Set(['and', 'for', 'of', 'the', 'with', 'in']);

/** True when a Hindi word is the English one in Devanagari (कुर्ता, kurta; जार, jars). */
function soundsAlike(hindi: string, english: string): boolean {
  const [key = ''] = phoneticKeysOf(english);
  return phoneticKeysOf(hindi).some(
    (hindiKey) =>
      hindiKey === key ||
      (Math.min(hindiKey.length, key.length) >= 3 &&
        (hindiKey.startsWith(key) || key.startsWith(hindiKey))),
  );
}

/**
 * The catalogue's Hindi names as synonyms, so a Hindi word finds what its name's English words
 * find (पर्दे → curtains; दीवार घड़ियां → wall, clocks) and by its key a Latin spelling of it does
 * too ("divar"). A Hindi word that is the English word in Devanagari needs nothing: its key finds
 * it. Of the rest, word for word when both names have as many left (as compound names read in
 * both languages: घर और रसोई, Home & Kitchen), else each Hindi word finds every English word
 * left. English words are never given Hindi ones, so English queries read as they did.
 */
export function synonymsOfNames(names: readonly HindiName[]): SynonymEntry[] {
  const entries: SynonymEntry[] = [];
  for (const { name, nameHi } of names) {
    if (!nameHi) continue;
    let english = splitSearchWords(name).filter(
      (word) => QUERY_WORD.test(word) && word.length > 1 && !ENGLISH_JOINING_WORDS.has(word),
    );
    const hindi: string[] = [];
    for (const word of splitSearchWords(nameHi)) {
      if (!DEVANAGARI.test(word) || HINDI_JOINING_WORDS.has(word)) continue;
      const alike = english.find((candidate) => soundsAlike(word, candidate));
      if (alike === undefined) hindi.push(word);
      else english = english.filter((candidate) => candidate !== alike);
    }
    if (english.length === 0) continue;
    hindi.forEach((word, index) => {
      const pair = english[index];
      const synonyms = hindi.length === english.length && pair !== undefined ? [pair] : english;
      entries.push({ word, synonyms });
    });
  }
  return entries;
}

interface SynonymEntry {
  word: string;
  synonyms: string[];
}

/** The catalogue's version, as far as the synonyms need it (modules/catalog/catalog-cache.ts). */
export type CatalogueVersion = Pick<ChangeCounter, 'read' | 'isCurrent'>;

export interface SynonymCache {
  read(db: Executor): Promise<SearchSynonyms>;
}

/**
 * The synonyms, with the catalogue's Hindi names (`names`, read by the catalogue's owner), read
 * once and kept until the catalogue changes as a whole (an operator's write anywhere, a rename
 * too); a change of some products' stock leaves them kept. A failed read is not kept.
 */
export function createSynonymCache(
  version: CatalogueVersion,
  {
    names = async () => [],
    load = selectAllSynonyms,
  }: {
    names?: (db: Executor) => Promise<readonly HindiName[]>;
    load?: (db: Executor) => Promise<SynonymRow[]>;
  } = {},
): SynonymCache {
  let kept: { stamp: number; synonyms: Promise<SearchSynonyms> } | undefined;
  return {
    read(db) {
      if (kept && version.isCurrent(kept.stamp, [])) return kept.synonyms;
      const stamp = version.read();
      const synonyms = Promise.all([load(db), names(db)]).then(([rows, named]) =>
        indexSynonyms([...rows, ...synonymsOfNames(named)]),
      );
      const entry = { stamp, synonyms };
      kept = entry;
      synonyms.catch(() => {
        if (kept === entry) kept = undefined;
      });
      return synonyms;
    },
  };
}

/** A typed word as search reads it ('Saree' → 'saree', nukta dropped), or a 400 on `word`. */
export function normalizeSynonymWord(word: string): string {
  const words = splitSearchWords(word);
  if (words.length !== 1 || words[0] === undefined || phoneticKeysOf(words[0]).length === 0) {
    const message = 'One word: Latin letters and digits, or Devanagari, with no spaces.';
    throw new AppError('VALIDATION_FAILED', message, { word: message });
  }
  return words[0];
}

const toWire = (row: SynonymRow): SearchSynonym => ({
  word: row.word,
  synonyms: row.synonyms,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listSearchSynonyms(
  db: Executor,
  query: SearchSynonymsQuery,
  page: { limit: number; offset: number },
): Promise<{ items: SearchSynonym[]; total: number }> {
  const { rows, total } = await selectSynonymPage(db, query.q || undefined, page);
  return { items: rows.map(toWire), total };
}

/** Adds a word, or replaces the words of one already kept; answers it before and after. */
export async function saveSearchSynonym(
  tx: Executor,
  body: SearchSynonymBody,
  now: Date,
): Promise<{ before: SearchSynonym | null; after: SearchSynonym }> {
  const word = normalizeSynonymWord(body.word);
  const synonyms = [...new Set(body.synonyms)].filter((synonym) => synonym !== word);
  if (synonyms.length === 0) {
    const message = 'Give at least one word other than the word itself.';
    throw new AppError('VALIDATION_FAILED', message, { synonyms: message });
  }
  const before = await selectSynonymForUpdate(tx, word);
  const after = await upsertSynonym(tx, { word, synonyms, updatedAt: now });
  return { before: before && toWire(before), after: toWire(after) };
}

/** Removes a word's entry; answers what it was, or 404 when there is none. */
export async function removeSearchSynonym(tx: Executor, word: string): Promise<SearchSynonym> {
  const normalized = normalizeSynonymWord(word);
  const before = await selectSynonymForUpdate(tx, normalized);
  if (!before) throw notFound(`A synonym entry for "${word}"`);
  await deleteSynonym(tx, normalized);
  return toWire(before);
}

/** The synonyms a new shop starts with (the seed; after a reset too). */
export async function seedSearchSynonyms(db: Executor): Promise<void> {
  await insertMissingSynonyms(
    db,
    Object.entries(DEFAULT_SEARCH_SYNONYMS).map(([word, synonyms]) => ({
      word,
      synonyms: [...synonyms],
    })),
  );
}
