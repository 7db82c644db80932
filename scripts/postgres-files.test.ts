// The PostgreSQL pass runs only the API files listed in apps/api/test/postgres-files.ts. This
// finds, from the code, every API test file whose behaviour depends on the database and fails if
// one is missing from the list, so a new file of that kind cannot drop out of the PostgreSQL run
// unseen. A file is of that kind when it (or a test helper it imports) matches one of MARKERS.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  POSTGRES_FEATURE_FILES,
  POSTGRES_ROUTE_FILES,
  POSTGRES_TEST_FILES,
} from '../apps/api/test/postgres-files.ts';
import { ROOT } from './source-files.ts';

const API = path.join(ROOT, 'apps/api');

/** What makes a test file's behaviour depend on the database it runs on, each with a reason. */
const MARKERS: ReadonlyArray<[string, RegExp]> = [
  ['skips or branches on PGlite', /inject\(\s*'templateKind'\s*\)|\bisOnPostgres\b|\bisPostgres\b/],
  [
    'opens PostgreSQL itself',
    /inject\(\s*'databaseUrl'\s*\)|\bclonePostgresTemplate\b|\bcreatePostgresDatabase\b|\bwrapPostgresPool\b/,
  ],
  ['sets or reads DATABASE_URL (the database switch)', /\bDATABASE_URL\b/],
  ['pg-boss jobs', /\bpg-boss\b|\bPgBoss\b/],
  ['LISTEN/NOTIFY', /\bLISTEN\b|\bNOTIFY\b|\bpg_notify\b/],
  [
    'locking, sessions and the server itself',
    /\bpg_ctl\b|\bpg_stat_activity\b|\bpg_blocking_pids\b|\bpg_backend_pid\b|\bpg_prepared_statements\b|\bpg_advisory|\bFOR UPDATE\b|\bSKIP LOCKED\b/,
  ],
];

/**
 * The helpers every API file goes through: they hold the switch between PGlite and PostgreSQL, so
 * importing them alone says nothing about a file.
 */
const SWITCH_HELPERS = new Set(['helper.ts', 'global-setup.ts']);

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function reasons(text: string): string[] {
  return MARKERS.filter(([, pattern]) => pattern.test(text)).map(([reason]) => reason);
}

/** Test helpers (apps/api/test/*.ts) that use PostgreSQL-only features themselves. */
function postgresHelpers(): string[] {
  const folder = path.join(API, 'test');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !SWITCH_HELPERS.has(name))
    .filter((name) => reasons(readFileSync(path.join(folder, name), 'utf8')).length > 0);
}

/** Every API test file that depends on the database, relative to apps/api, with why. */
function postgresDependentFiles(): Map<string, string[]> {
  const helpers = postgresHelpers();
  const found = new Map<string, string[]>();
  for (const file of testFiles(path.join(API, 'src'))) {
    const text = readFileSync(file, 'utf8');
    const why = [
      ...reasons(text),
      ...helpers
        .filter((helper) =>
          new RegExp(`from '(\\.\\./)+test/${helper.replace('.', '\\.')}'`).test(text),
        )
        .map((helper) => `imports test/${helper}`),
    ];
    if (why.length > 0) found.set(path.relative(API, file).split(path.sep).join('/'), why);
  }
  return found;
}

describe('the PostgreSQL pass (apps/api/test/postgres-files.ts)', () => {
  const found = postgresDependentFiles();

  it('finds the kinds of file it is meant to find', () => {
    // If these stop matching, the markers (or the helpers' names) changed: fix MARKERS.
    expect(postgresHelpers()).toEqual(
      expect.arrayContaining(['processes.ts', 'transfer.ts', 'own-postgres.ts']),
    );
    for (const known of [
      'src/jobs/pg-boss-queue.test.ts',
      'src/db/transfer/move-cli.test.ts',
      'src/db/transfer/backup-object.test.ts',
      'src/database-restart.test.ts',
      'src/two-machines.test.ts',
      'src/db/migrate-cli.test.ts',
      'src/modules/checkout/checkout-deadlock.test.ts',
    ]) {
      expect(found.has(known), known).toBe(true);
    }
    expect(found.size).toBeGreaterThan(15);
  });

  it('lists every API test file that depends on the database', () => {
    const missing = [...found]
      .filter(([file]) => !POSTGRES_FEATURE_FILES.includes(file))
      .map(([file, why]) => `${file} (${why.join('; ')})`);
    expect(missing, 'add these to POSTGRES_FEATURE_FILES').toEqual([]);
  });

  it('lists as such only files that do (route files go in POSTGRES_ROUTE_FILES)', () => {
    expect(POSTGRES_FEATURE_FILES.filter((file) => !found.has(file))).toEqual([]);
  });

  it('names each file once, and only files that exist', () => {
    expect(new Set(POSTGRES_TEST_FILES).size).toBe(POSTGRES_TEST_FILES.length);
    expect(POSTGRES_TEST_FILES.filter((file) => !existsSync(path.join(API, file)))).toEqual([]);
    expect(POSTGRES_ROUTE_FILES.length).toBeGreaterThan(0);
  });
});
