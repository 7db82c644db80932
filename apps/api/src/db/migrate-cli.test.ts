import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { withDatabase } from '../../test/global-setup.ts';
import { apiBundle } from '../../scripts/build.mjs';
import { openDatabase } from './client.ts';
import { countAppliedMigrations } from './migrate-cli.ts';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from './client.ts';

const run = promisify(execFile);
const API_ROOT = path.resolve(import.meta.dirname, '../..');
const onPostgres = inject('templateKind') === 'postgres';

// `npm run db:migrate` on an empty database: on a fresh DATA_DIR (PGlite) in the embedded run, on
// a fresh PostgreSQL database when the suite runs with DATABASE_URL (CI runs both).
describe(`npm run db:migrate on an empty ${onPostgres ? 'PostgreSQL database' : 'data folder'}`, () => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let admin: pg.Client | undefined;
  let name: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'haat-migrate-'));
    if (onPostgres) {
      name = `haat_migrate_${randomBytes(6).toString('hex')}`;
      admin = new pg.Client({ connectionString: inject('databaseUrl') });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      databaseUrl = withDatabase(inject('databaseUrl'), name);
    }
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  const migrate = () =>
    run(process.execPath, [apiBundle('migrate-cli')], {
      cwd: API_ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
    });

  it('applies every migration, then a second run finds none pending', async () => {
    const total = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;
    const first = await migrate();
    expect(first.stdout).toContain(`Applied ${total} migration(s); ${total} in all.`);
    const second = await migrate();
    expect(second.stdout).toContain(`Up to date: ${total} migrations applied, none pending.`);

    const handle = await openDatabase({ databaseUrl, dataDir });
    try {
      expect(await countAppliedMigrations(handle.db)).toBe(total);
      // The tables are there and empty: the migration made the schema, nothing else.
      const { rows } = (await handle.db.execute('select count(*)::int as n from products')) as {
        rows: { n: number }[];
      };
      expect(rows[0]?.n).toBe(0);
    } finally {
      await handle.close();
    }
  });

  it('says what went wrong and exits 1 when the database cannot be opened', async () => {
    const failing = run(process.execPath, [apiBundle('migrate-cli')], {
      cwd: API_ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      },
    });
    await expect(failing).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Cannot open the database'),
    });
  });
});
