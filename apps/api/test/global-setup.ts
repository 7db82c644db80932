// Builds one migrated, seeded template database per test run; every test file clones it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGLITE_OPTIONS, wrapPglite, wrapPostgresPool } from '../src/db/client.ts';
import { seedDemoData } from '../src/seed/index.ts';
import { buildApi } from '../scripts/build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    templateKind: 'pglite' | 'postgres';
    /** PGlite: path of a data-dir dump; PostgreSQL: the template database's name. */
    template: string;
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The tests that start a server or a command start its bundle (scripts/build.mjs), as
  // `npm start` and the package scripts do: built afresh, so it is never older than the sources.
  await buildApi({ force: true });
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `haat_template_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const pool = new pg.Pool({ connectionString: withDatabase(databaseUrl, name), max: 4 });
    const handle = wrapPostgresPool(pool);
    await handle.migrate();
    await seedDemoData(handle.db, { media: null });
    await handle.close();
    project.provide('templateKind', 'postgres');
    project.provide('template', name);
    project.provide('databaseUrl', databaseUrl);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'haat-template-'));
  const client = await PGlite.create(PGLITE_OPTIONS);
  const handle = wrapPglite(client);
  await handle.migrate();
  await seedDemoData(handle.db, { media: null });
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('templateKind', 'pglite');
  project.provide('template', file);
  project.provide('databaseUrl', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
