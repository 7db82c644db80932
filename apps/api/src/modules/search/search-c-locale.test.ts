// The PostgreSQL trap of docs/decisions/search-languages.md: on a database whose LC_CTYPE is C,
// pg_trgm makes no trigrams of Devanagari (PGlite's C.UTF-8 does). Search reads Devanagari by its
// Latin phonetic key, so it finds the same products there. PostgreSQL only: PGlite's locale is
// fixed.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { readRows, wrapPostgresPool, type DatabaseHandle } from '../../db/client.ts';
import { seedDemoData } from '../../seed/index.ts';
import { withDatabase } from '../../../test/global-setup.ts';
import { createSynonymCache } from './search-synonyms.service.ts';
import { suggestProducts } from './search.service.ts';

const isPostgres = inject('templateKind') === 'postgres';

describe.skipIf(!isPostgres)('search on a database whose LC_CTYPE is C', () => {
  const name = `haat_c_locale_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: inject('databaseUrl') });
    await admin.connect();
    // A locale other than the server's needs template0 (template1 may hold another one).
    await admin.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`,
    );
    const pool = new pg.Pool({ connectionString: withDatabase(inject('databaseUrl'), name) });
    handle = wrapPostgresPool(pool);
    await handle.migrate();
    await seedDemoData(handle.db, { media: null });
  });

  afterAll(async () => {
    await handle?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const suggest = async (text: string) => {
    const version = { read: () => 0, isCurrent: () => true };
    const synonyms = await createSynonymCache(version).read(handle.db);
    return suggestProducts(handle.db, text, synonyms);
  };

  it('has the trap: no trigrams of Devanagari, trigrams of Latin words', async () => {
    const result = await handle.db.execute(
      sql`select show_trgm('साड़ी')::text as devanagari, show_trgm('saree')::text as latin`,
    );
    const [row] = readRows<{ devanagari: string; latin: string }>(result);
    expect(row?.devanagari).toBe('{}');
    expect(row?.latin).toContain('sar');
  });

  it.each([
    ['साड़ी', 'saree'],
    ['साडी', 'saree'],
    ['कुर्ता', 'kurta'],
    ['चाय', 'chai'],
  ])('%s finds what %s finds', async (devanagari, latin) => {
    const hits = await suggest(devanagari);
    expect(hits.length).toBeGreaterThan(0);
    expect(new Set(hits.map((hit) => hit.productID))).toEqual(
      new Set((await suggest(latin)).map((hit) => hit.productID)),
    );
  });

  it('a Devanagari word spelt unlike the catalogue is corrected by its key: बनारसी', async () => {
    const hits = await suggest('बनारसी');
    expect(hits.map((hit) => hit.title)).toEqual([expect.stringMatching(/banarasi silk saree/i)]);
  });
});
