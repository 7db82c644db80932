// All SQL of search: the full-text suggestion query and the vocabulary used for typo correction
// and phonetic matching.
import { asc, desc, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { prefixPattern } from '../../lib/like-pattern.ts';
import { readRows, type Executor } from '../../db/client.ts';
import { PLANNED_PER_VALUE } from '../../db/statement-cache.ts';
import { searchWords } from './search.schema.ts';

export interface SearchRow {
  id: string;
  title: string;
  title_hi: string | null;
  main_category_id: string;
  category_id: string;
  sub_category_id: string;
  brand_id: string;
  image_url: string | null;
}

/**
 * How a suggestion gathers the candidates it ranks:
 * - `popular`: the most reviewed matches, read in popularity order (products_popularity_idx)
 *   until enough match. Cheap for a word much of the catalogue has ('s', 'cotton': a few rows
 *   read), but a rarer word is checked against 50 × (catalogue ÷ its matches) rows: 88 ms for
 *   'chakki' (1,960 of a million products). `nulls last` as the index has it (the count is never
 *   null): an order the index does not have sorted every match instead, 400 ms.
 * - `matches`: every match, from the text index, then the most reviewed of them: for 'chakki'
 *   1,960 rows, 19 ms. suggestWay() chooses between the two by the vocabulary's counts.
 * - `any`: any `candidateLimit` matches from the text index, where reading stops once there are
 *   enough (several words; ordering all the matches of two common words costs more).
 */
export type CandidateWay = 'popular' | 'matches' | 'any';

/**
 * Ranks a bounded set of candidates of a prefix tsquery: a one-letter prefix may match half the
 * catalogue, so ranking happens on `candidateLimit` matches, never on every match. The statement
 * is planned for each query (never prepared once for all words).
 */
export async function selectSearchHits(
  db: Executor,
  tsquery: string,
  limit: number,
  candidateLimit: number,
  way: CandidateWay = 'any',
): Promise<SearchRow[]> {
  const matching = sql`p.is_published and p.search_vector @@ to_tsquery('simple', ${tsquery})`;
  const candidates =
    way === 'matches'
      ? sql`matches as materialized (select p.id, p.rating_count from products p where ${matching}),
        candidates as (
          select id from matches order by rating_count desc nulls last, id limit ${candidateLimit}
        )`
      : sql`candidates as (
          select p.id from products p where ${matching}
          ${way === 'popular' ? sql`order by p.rating_count desc nulls last, p.id` : sql``}
          limit ${candidateLimit}
        )`;
  const result = await db.execute(sql`${sql.raw(PLANNED_PER_VALUE)}
    with ${candidates}
    select p.id, p.title, p.title_hi, p.main_category_id, p.category_id, p.sub_category_id, p.brand_id,
      (select pi.url from product_images pi where pi.product_id = p.id order by pi.sort_order limit 1) as image_url
    from candidates c join products p on p.id = c.id
    order by ts_rank(p.search_vector, to_tsquery('simple', ${tsquery})) desc, p.rating_count desc, p.id
    limit ${limit}`);
  return readRows<SearchRow>(result);
}

/**
 * How many products have a word that starts with one of `prefixes`, by the vocabulary's counts
 * (an estimate: a product with two such words counts twice; words added since the vocabulary was
 * built count nothing), and how many products the catalogue has, by the planner's statistics.
 */
export async function estimateMatches(
  db: Executor,
  prefixes: string[],
): Promise<{ matches: number; products: number }> {
  if (prefixes.length === 0) return { matches: 0, products: 0 };
  const result = await db.execute(sql`
    select coalesce(sum(documents), 0)::float8 as matches,
      (select greatest(reltuples, 0) from pg_class where oid = 'products'::regclass)::float8 as products
    from search_words
    where ${or(...prefixes.map((prefix) => like(searchWords.word, prefixPattern(prefix))))}`);
  const [row] = readRows<{ matches: number; products: number }>(result);
  return { matches: Number(row?.matches ?? 0), products: Number(row?.products ?? 0) };
}

/** Known words closest to a (possibly misspelt) word, by trigram similarity. */
export async function selectSimilarWords(
  db: Executor,
  word: string,
  limit: number,
): Promise<string[]> {
  const result = await db.execute(sql`
    select word from search_words
    where word % ${word}
    order by similarity(word, ${word}) desc, word
    limit ${limit}`);
  return readRows<{ word: string }>(result).map((row) => row.word);
}

/**
 * Known words whose phonetic key is closest to `key` by trigram similarity of the keys (Latin
 * letters, so this works whatever the database's LC_CTYPE), the closest only: a Devanagari word
 * spelt otherwise than the catalogue (बनारसी, key 'banarsi') finds its word ('banarasi'), not
 * the words merely near it ('bank').
 */
export async function selectWordsWithSimilarKey(
  db: Executor,
  key: string,
  limit: number,
): Promise<string[]> {
  const result = await db.execute(sql`
    with near as (
      select word, similarity(phonetic_key, ${key}) as score from search_words
      where phonetic_key % ${key}
    )
    select word from near
    where score = (select max(score) from near)
    order by length(word), word
    limit ${limit}`);
  return readRows<{ word: string }>(result).map((row) => row.word);
}

export async function hasWord(db: Executor, word: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from search_words where word = ${word} limit 1`);
  return readRows(result).length > 0;
}

/**
 * Known words whose phonetic key is one of `keys`, shortest first; failing those, words whose key
 * starts with one of `prefixes` (the word being typed: 'sad' → 'sadi', but 'kurta' never
 * 'curtain' while the key 'kurta' has words of its own). Keys are Latin letters and digits only,
 * so no LIKE escaping.
 */
export async function selectWordsByKey(
  db: Executor,
  keys: { exact: string[]; prefixes: string[] },
  limit: number,
): Promise<string[]> {
  const exact = [...new Set([...keys.exact, ...keys.prefixes])];
  if (exact.length === 0) return [];
  const isExact = inArray(searchWords.phoneticKey, exact);
  const rows = await db
    .select({ word: searchWords.word, isExact: sql<boolean>`${isExact}` })
    .from(searchWords)
    .where(
      or(isExact, ...keys.prefixes.map((prefix) => like(searchWords.phoneticKey, `${prefix}%`))),
    )
    .orderBy(desc(sql`${isExact}`), asc(sql`length(${searchWords.word})`), asc(searchWords.word))
    .limit(limit);
  const hasExact = rows.some((row) => row.isExact);
  return rows.filter((row) => row.isExact || !hasExact).map((row) => row.word);
}

/** Rows of keys per UPDATE statement, sent as one JSON document. */
const KEYS_PER_STATEMENT = 5_000;

/** Stores each word's key ('' for a word no key can be made of, so it is not asked again). */
async function updatePhoneticKeys(
  db: Executor,
  words: string[],
  keyOf: (word: string) => string,
): Promise<void> {
  for (let start = 0; start < words.length; start += KEYS_PER_STATEMENT) {
    const rows = words
      .slice(start, start + KEYS_PER_STATEMENT)
      .map((word) => ({ word, key: keyOf(word) }));
    await db.execute(sql`
      update search_words w set phonetic_key = k.key
      from json_to_recordset(${JSON.stringify(rows)}::json) as k(word text, key text)
      where w.word = k.word`);
  }
}

/**
 * Rebuilds the vocabulary from every product's search vector (after a seed or catalog change),
 * each word with its phonetic key.
 */
export async function refreshVocabulary(
  db: Executor,
  keyOf: (word: string) => string,
): Promise<number> {
  await db.execute(sql`delete from search_words`);
  await db.execute(sql`
    insert into search_words (word, documents)
    select word, ndoc from ts_stat('select search_vector from products where is_published')
    where length(word) >= 2
    on conflict do nothing`);
  const rows = await db.select({ word: searchWords.word }).from(searchWords);
  await updatePhoneticKeys(
    db,
    rows.map((row) => row.word),
    keyOf,
  );
  return rows.length;
}

/** Gives their keys to words kept before keys existed (migration 0017); answers how many. */
export async function fillMissingPhoneticKeys(
  db: Executor,
  keyOf: (word: string) => string,
): Promise<number> {
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(isNull(searchWords.phoneticKey));
  await updatePhoneticKeys(
    db,
    rows.map((row) => row.word),
    keyOf,
  );
  return rows.length;
}

/**
 * Counts the products of the words a database kept before counts existed (migration 0025 adds
 * the column empty); answers how many words it counted, none once every word has its count.
 */
export async function fillMissingDocumentCounts(db: Executor): Promise<number> {
  const missing = readRows(
    await db.execute(sql`select 1 from search_words where documents is null limit 1`),
  );
  if (missing.length === 0) return 0;
  const result = await db.execute(sql`
    with counts as (
      select word, ndoc from ts_stat('select search_vector from products where is_published')
    )
    update search_words w set documents = coalesce(c.ndoc, 0)
    from search_words s left join counts c on c.word = s.word
    where w.word = s.word and w.documents is null
    returning w.word`);
  return readRows(result).length;
}
