// All SQL of search: the full-text suggestion query and the vocabulary used for typo correction.
import { sql } from 'drizzle-orm';
import { readRows, type Executor } from '../../db/client.ts';

export interface SearchRow {
  id: string;
  title: string;
  main_category_id: string;
  category_id: string;
  sub_category_id: string;
  brand_id: string;
  image_url: string | null;
}

/**
 * Ranks at most `candidateLimit` matches of a prefix tsquery: a one-letter prefix may match half
 * the catalog, so ranking happens on a bounded candidate set, never on every match.
 */
export async function selectSearchHits(
  db: Executor,
  tsquery: string,
  limit: number,
  candidateLimit: number,
): Promise<SearchRow[]> {
  const result = await db.execute(sql`
    with query as (select to_tsquery('simple', ${tsquery}) as q),
    candidates as (
      select p.id from products p, query
      where p.is_published and p.search_vector @@ query.q
      limit ${candidateLimit}
    )
    select p.id, p.title, p.main_category_id, p.category_id, p.sub_category_id, p.brand_id,
      (select pi.url from product_images pi where pi.product_id = p.id order by pi.sort_order limit 1) as image_url
    from candidates c join products p on p.id = c.id, query
    order by ts_rank(p.search_vector, query.q) desc, p.rating_count desc, p.id
    limit ${limit}`);
  return readRows<SearchRow>(result);
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

export async function hasWord(db: Executor, word: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from search_words where word = ${word} limit 1`);
  return readRows(result).length > 0;
}

/** Rebuilds the vocabulary from every product's search vector (after a seed or catalog change). */
export async function refreshVocabulary(db: Executor): Promise<number> {
  await db.execute(sql`delete from search_words`);
  await db.execute(sql`
    insert into search_words (word)
    select word from ts_stat('select search_vector from products where is_published')
    where length(word) >= 2
    on conflict do nothing`);
  const result = await db.execute(sql`select count(*)::int as count from search_words`);
  return readRows<{ count: number }>(result)[0]?.count ?? 0;
}
