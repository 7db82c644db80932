// Search: the words of the catalogue, for typo correction and phonetic matching, and the words
// shoppers type that stand for other words (synonyms).
// Owned by this module (docs/decisions/foundation.md): only it writes these tables; other
// modules read them through db/schema and write them by calling its index.ts.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every word of every product's search vector, so a misspelt word can be corrected by trigram
 * similarity against a small table instead of the whole catalog (bounded work per keystroke),
 * and a Hinglish or Devanagari word found by its phonetic key (phonetic-key.ts). The key is
 * computed here, in TypeScript, never by pg_trgm: a database whose LC_CTYPE is C has no
 * trigrams for Devanagari (docs/decisions/search-languages.md).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** Null for a word of other letters (punctuation, other scripts): never matched by key. */
    phoneticKey: text('phonetic_key'),
    /**
     * How many published products have the word, as counted when the vocabulary was last built
     * (null until counted: at start, search-vocabulary.service.ts). It tells a one-word
     * suggestion how to find its most reviewed matches (search.repository.ts).
     */
    documents: integer('documents'),
  },
  (t) => [
    index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
    // text_pattern_ops: a key prefix (`like 'sad%'`) uses the index under any collation.
    index('search_words_phonetic_key_idx').using('btree', t.phoneticKey.op('text_pattern_ops')),
    // Keys are Latin letters, which have trigrams under every LC_CTYPE: a Devanagari word's key
    // is corrected against them ('banarsi' → the key of 'banarasi').
    index('search_words_phonetic_key_trgm_idx').using('gin', sql`${t.phoneticKey} gin_trgm_ops`),
  ],
);

/**
 * A word shoppers type (Hinglish, another spelling, Devanagari) and the catalogue words it also
 * finds: 'sari' → ['saree']. The operator keeps the list in the back office.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  word: text('word').primaryKey(),
  synonyms: text('synonyms').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
