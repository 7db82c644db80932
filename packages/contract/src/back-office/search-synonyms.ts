// The operator's search synonyms (docs/decisions/search-languages.md): a word shoppers type —
// Hinglish, another spelling, Devanagari — and the catalogue words it also finds ('sari' →
// 'saree'). Listed, added (or replaced) and removed by the operator only.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { DateTimeSchema, SuccessSchema, optionalQuery } from '../fields.ts';
import { paged, pageQuery, searchText } from './lists.ts';

export const SEARCH_WORD_MAX = 40;
export const SEARCH_SYNONYMS_MAX = 10;

/** A word as a shopper types it: Latin letters and digits, or Devanagari; kept in lower case. */
export const SearchWordSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Type the word shoppers search for.')
  .max(SEARCH_WORD_MAX, `Use at most ${SEARCH_WORD_MAX} characters.`)
  .regex(
    /^(?:[a-z0-9]+|[\u0900-\u097f]+)$/,
    'One word: Latin letters and digits, or Devanagari, with no spaces.',
  );

/** A word of the catalogue's titles and keywords, which is what search matches. */
const CATALOGUE_WORD = new RegExp(`^[a-z0-9]{1,${SEARCH_WORD_MAX}}$`);

/**
 * The catalogue words a word also finds: a list, or one text with the words separated by spaces
 * or commas (the back office's field), read as the same list. A bad word is named on the field
 * as a whole, where the form shows it.
 */
const SynonymListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (typeof value === 'string' ? value.split(/[\s,]+/) : value)
      .map((word) => word.trim().toLowerCase())
      .filter((word) => word.length > 0),
  )
  .pipe(
    z
      .array(z.string())
      .min(1, 'Give at least one word it also finds.')
      .max(SEARCH_SYNONYMS_MAX, `Give at most ${SEARCH_SYNONYMS_MAX} words.`)
      .refine(
        (words) => words.every((word) => CATALOGUE_WORD.test(word)),
        `Use words of Latin letters and digits (at most ${SEARCH_WORD_MAX}), as product titles spell them.`,
      ),
  );

export const SearchSynonymBodySchema = z.object({
  word: SearchWordSchema,
  synonyms: SynonymListSchema,
});
export type SearchSynonymBody = z.infer<typeof SearchSynonymBodySchema>;
export type SearchSynonymBodyInput = z.input<typeof SearchSynonymBodySchema>;

export const SearchSynonymParamsSchema = z.object({ word: SearchWordSchema });

export const SearchSynonymsQuerySchema = z.object({ q: optionalQuery(searchText), ...pageQuery });
export type SearchSynonymsQuery = z.infer<typeof SearchSynonymsQuerySchema>;

export const SearchSynonymSchema = z.object({
  word: z.string(),
  synonyms: z.array(z.string()),
  updatedAt: DateTimeSchema,
});
export type SearchSynonym = z.infer<typeof SearchSynonymSchema>;

export const SearchSynonymsAnswerSchema = paged(SearchSynonymSchema);
export type SearchSynonymsAnswer = z.infer<typeof SearchSynonymsAnswerSchema>;

export const SearchSynonymSavedAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: SearchSynonymSchema,
});
export type SearchSynonymSavedAnswer = z.infer<typeof SearchSynonymSavedAnswerSchema>;

export const searchSynonymsBackOfficeEndpoints = {
  searchSynonyms: defineEndpoint({
    method: 'GET',
    path: '/admin/search-synonyms',
    auth: 'admin',
    query: SearchSynonymsQuerySchema,
    answer: SearchSynonymsAnswerSchema,
  }),
  /** Adds the word, or replaces the words of one already kept. */
  searchSynonymAdd: defineEndpoint({
    method: 'POST',
    path: '/admin/search-synonyms',
    auth: 'admin',
    body: SearchSynonymBodySchema,
    answer: SearchSynonymSavedAnswerSchema,
  }),
  searchSynonymRemove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/search-synonyms/:word',
    auth: 'admin',
    params: SearchSynonymParamsSchema,
    answer: SearchSynonymSavedAnswerSchema,
  }),
} as const;
