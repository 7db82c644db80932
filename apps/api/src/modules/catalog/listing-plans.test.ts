// A listing's statements are planned for their values every time (db/statement-cache.ts,
// docs/decisions/catalogue.md "One plan for every listing, after five"); a product page's related
// cards, read by their ids, keep their prepared plan.
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/helper.ts';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { isPlannedPerValue } from '../../db/statement-cache.ts';
import { listProducts } from './catalog.service.ts';
import { loadCardsInOrder } from './product.service.ts';

let database: TestDatabase;
let recording: Database;
const statements: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const logger = { logQuery: (query: string) => void statements.push(query) };
  // The same connection as the app's, with every statement's text recorded.
  const client = (database.handle.db as unknown as { $client: unknown }).$client;
  recording = (
    database.handle.kind === 'pglite'
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzlePostgres(client as pg.Pool, { schema, logger })
  ) as unknown as Database;
});
afterAll(async () => {
  await database.close();
});

const recorded = async (run: () => Promise<unknown>) => {
  statements.length = 0;
  await run();
  return [...statements];
};

describe('how the listing’s statements are planned', () => {
  it('plans the cards and the facets of a listing for their values', async () => {
    const ran = await recorded(() =>
      listProducts(recording, { sellerID: 'sl_kashi_puja', minPrice: 100, limit: 28 }, 'en'),
    );
    const cards = ran.find((text) => text.includes('"rating_sum"'));
    const facets = ran.find((text) => text.includes('count(*)'));
    expect(cards && isPlannedPerValue(cards)).toBe(true);
    expect(facets && isPlannedPerValue(facets)).toBe(true);
  });

  it('keeps the plan of related cards read by their ids', async () => {
    const ran = await recorded(() => loadCardsInOrder(recording, ['p_000001', 'p_000002'], 'en'));
    const cards = ran.find((text) => text.includes('"rating_sum"'));
    expect(cards).toBeDefined();
    expect(isPlannedPerValue(cards!)).toBe(false);
  });
});
