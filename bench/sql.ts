// The listing's and the suggestions' own SQL, run in this process on the same data as the server
// (PGlite admits one process: this runs while no server holds the DATA_DIR), timed one at a time,
// and explained: which plan nodes and indexes each statement uses.
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ListProductsQuerySchema } from '@haat/contract';
import { PGLITE_OPTIONS, type Database } from '../apps/api/src/db/client.ts';
import { oneTripQueries } from '../apps/api/src/db/pglite-one-trip.ts';
import { prepareStatementsOnPool } from '../apps/api/src/db/statement-cache.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import * as schema from '../apps/api/src/db/schema/index.ts';
import { listProducts } from '../apps/api/src/modules/catalog/catalog.service.ts';
import { selectHindiNames } from '../apps/api/src/modules/catalog/catalog.repository.ts';
import { createSynonymCache, suggestProducts } from '../apps/api/src/modules/search/index.ts';
import type { Target } from './data.ts';

export interface Percentiles {
  p50: number;
  p99: number;
  count: number;
}

export interface PlanSummary {
  label: string;
  statement: string;
  executionMs: number;
  nodes: string[];
  indexes: string[];
}

export interface SqlFigures {
  listing: Percentiles;
  /** The listings filtered by country of origin alone (absent from runs before it was timed). */
  originListing?: Percentiles;
  suggestions: Percentiles;
  plans: PlanSummary[];
}

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
  return { p50: round(at(0.5)), p99: round(at(0.99)), count: sorted.length };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

interface Captured {
  query: string;
  params: unknown[];
}

interface Connection {
  db: Database;
  /** The same connection, logging every statement into `captured`. */
  loggingDb: Database;
  captured: Captured[];
  explain(statement: Captured): Promise<unknown>;
  close(): Promise<void>;
}

async function connect(target: Target): Promise<Connection> {
  const captured: Captured[] = [];
  const logger: Logger = { logQuery: (query, params) => void captured.push({ query, params }) };
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 4 });
    // The server's own way to PostgreSQL: its statements prepared per connection.
    prepareStatementsOnPool(pool, loadConfig({}).databasePreparedStatements);
    return {
      db: drizzlePostgres(pool, { schema }) as unknown as Database,
      loggingDb: drizzlePostgres(pool, { schema, logger }) as unknown as Database,
      captured,
      explain: async ({ query, params }) =>
        (await pool.query(`explain (analyze, format json) ${query}`, params)).rows[0]['QUERY PLAN'],
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(path.join(target.dataDir, 'db'), {
    ...PGLITE_OPTIONS,
  });
  // The server's own way to PGlite: each query in one trip (apps/api/src/db/pglite-one-trip.ts).
  const queries = oneTripQueries(client) as unknown as PGlite;
  return {
    db: drizzlePglite(queries, { schema }) as unknown as Database,
    loggingDb: drizzlePglite(queries, { schema, logger }) as unknown as Database,
    captured,
    explain: async ({ query, params }) => {
      const result = await client.query<Record<string, unknown>>(
        `explain (analyze, format json) ${query}`,
        params as unknown[],
      );
      const plan = result.rows[0]?.['QUERY PLAN'];
      return typeof plan === 'string' ? JSON.parse(plan) : plan;
    },
    close: () => client.close(),
  };
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, nodes: Set<string>, indexes: Set<string>): void {
  const relation = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  nodes.add(`${node['Node Type']}${relation}`);
  if (node['Index Name']) indexes.add(node['Index Name']);
  for (const child of node.Plans ?? []) walk(child, nodes, indexes);
}

function summarisePlan(label: string, statement: Captured, explained: unknown): PlanSummary {
  const root = (Array.isArray(explained) ? explained[0] : explained) as {
    Plan: PlanNode;
    'Execution Time': number;
  };
  const nodes = new Set<string>();
  const indexes = new Set<string>();
  walk(root.Plan, nodes, indexes);
  return {
    label,
    statement: statement.query.replace(/\s+/g, ' ').slice(0, 160),
    executionMs: round(root['Execution Time']),
    nodes: [...nodes],
    indexes: [...indexes],
  };
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const startedAt = performance.now();
  await run();
  return performance.now() - startedAt;
}

export interface SqlOptions {
  listingQueries: string[];
  /** Listing queries with the country-of-origin filter, timed on their own as well. */
  originQueries?: string[];
  suggestionTexts: string[];
  /** How many timed calls of each kind (after one untimed pass over every query). */
  samples: number;
}

/** Times the listing and suggestion service calls (their SQL plus the mapping) and explains them. */
export async function measureSql(target: Target, options: SqlOptions): Promise<SqlFigures> {
  const connection = await connect(target);
  try {
    const listingQueries = options.listingQueries.map((text) =>
      ListProductsQuerySchema.parse(Object.fromEntries(new URLSearchParams(text))),
    );
    // Evenly spread over the pools, so every kind of filter and word is in the sample.
    const spread = <T>(items: T[]): T[] =>
      Array.from(
        { length: Math.min(options.samples, items.length) },
        (_, index) =>
          items[Math.floor((index * items.length) / Math.min(options.samples, items.length))]!,
      );
    const timedListings = listingQueries;
    // The synonyms (and the catalogue's Hindi names) as a serving process keeps them: read once.
    const synonyms = await createSynonymCache(
      { read: () => 0, isCurrent: () => true },
      { names: selectHindiNames },
    ).read(connection.db);
    const suggest = (db: Database, text: string) => suggestProducts(db, text, synonyms, 'en');
    const list = (db: Database, query: (typeof listingQueries)[number]) =>
      listProducts(db, query, 'en');
    const timedTexts = spread(options.suggestionTexts);
    // One untimed pass first (the database's buffers warm, as the server's are under load).
    for (const query of timedListings) await list(connection.db, query);
    for (const text of timedTexts) await suggest(connection.db, text);

    const listingTimes: number[] = [];
    const suggestionTimes: number[] = [];
    for (let index = 0; index < options.samples; index += 1) {
      const query = timedListings[index % timedListings.length]!;
      listingTimes.push(await time(() => list(connection.db, query)));
      const text = timedTexts[index % timedTexts.length]!;
      suggestionTimes.push(await time(() => suggest(connection.db, text)));
    }
    // The origin filter's listings alone, as many times, after their own untimed pass.
    const originQueries = (options.originQueries ?? []).map((text) =>
      ListProductsQuerySchema.parse(Object.fromEntries(new URLSearchParams(text))),
    );
    const originTimes: number[] = [];
    for (const query of originQueries) await list(connection.db, query);
    for (let index = 0; originQueries.length > 0 && index < options.samples; index += 1) {
      const query = originQueries[index % originQueries.length]!;
      originTimes.push(await time(() => list(connection.db, query)));
    }

    const plans: PlanSummary[] = [];
    const explainAll = async (label: string, run: (db: Database) => Promise<unknown>) => {
      connection.captured.length = 0;
      await run(connection.loggingDb);
      const statements = [...connection.captured];
      for (const [index, statement] of statements.entries()) {
        const explained = await connection.explain(statement);
        plans.push(summarisePlan(`${label} #${index + 1}`, statement, explained));
      }
    };
    const shapes: Array<[string, (params: URLSearchParams) => boolean]> = [
      [
        'listing, main category, default order',
        (q) =>
          q.has('mainCategoryID') &&
          !q.has('categoryID') &&
          !q.has('orderBy') &&
          !q.has('minPrice'),
      ],
      [
        'listing, sub-category, price low→high',
        (q) => q.has('subCategoryID') && !q.has('brandID') && q.get('orderBy') === '1',
      ],
      [
        'listing, brand, price range',
        (q) => q.has('brandID') && !q.has('subCategoryID') && q.has('minPrice'),
      ],
      [
        'listing, main category, one imported origin',
        (q) =>
          q.has('mainCategoryID') &&
          !q.has('categoryID') &&
          q.has('origin') &&
          q.get('origin') !== 'IN',
      ],
      [
        'listing, main category, origin India',
        (q) => q.has('mainCategoryID') && !q.has('categoryID') && q.get('origin') === 'IN',
      ],
      [
        'listing, every category, one imported origin, price low→high',
        (q) =>
          [...q.keys()].every((key) => ['origin', 'orderBy', 'limit'].includes(key)) &&
          q.get('orderBy') === '1',
      ],
    ];
    const explained = [...options.listingQueries, ...(options.originQueries ?? [])];
    const parsed = [...listingQueries, ...originQueries];
    for (const [label, matches] of shapes) {
      const index = explained.findIndex((text) => matches(new URLSearchParams(text)));
      if (index < 0) continue;
      await explainAll(label, (db) => list(db, parsed[index]!));
    }
    await explainAll('suggestions, prefix "sa"', (db) => suggest(db, 'sa'));
    await explainAll('suggestions, typo "teracota diya"', (db) => suggest(db, 'teracota diya'));
    return {
      listing: percentiles(listingTimes),
      ...(originTimes.length > 0 ? { originListing: percentiles(originTimes) } : {}),
      suggestions: percentiles(suggestionTimes),
      plans,
    };
  } finally {
    await connection.close();
  }
}

/**
 * `node bench/sql.ts <job.json>`: measureSql in a child process that the harness pins to the
 * server's core, so the SQL is timed under the same CPU as the API it is compared with (one core
 * for the main thread, the garbage collector and WebAssembly's compiler alike). Prints the figures
 * as one JSON line.
 */
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
    target: Target;
    options: SqlOptions;
  };
  measureSql(job.target, job.options).then(
    (figures) => {
      process.stdout.write(`${JSON.stringify(figures)}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
