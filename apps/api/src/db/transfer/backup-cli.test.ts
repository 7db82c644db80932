// `npm run db:backup` and `npm run db:restore` as an operator runs them, on the seeded demo shop:
// PGlite → PGlite on every run; PGlite → PostgreSQL → PGlite when the suite has DATABASE_URL.
import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  isOnPostgres,
  makeDataDir,
  makeSeededDataDir,
  readContents,
  runTransferCommand,
  type Contents,
} from '../../../test/transfer.ts';
import { openEmbeddedSession } from './session.ts';
import { findPopulatedTables } from './tables.ts';
import { shippedMigrationLevel } from './migration-level.ts';

const cleanUps: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

function dataDirForTest() {
  const made = makeDataDir();
  cleanUps.push(made.cleanUp);
  return made.dataDir;
}

let shop: string;
let shopContents: Contents;
let backupFile: string;

beforeAll(async () => {
  const seeded = await makeSeededDataDir();
  cleanUps.push(seeded.cleanUp);
  shop = seeded.dataDir;
  shopContents = await readContents({ dataDir: shop });
  backupFile = path.join(dataDirForTest(), 'shop.jsonl.gz');
  const backup = await runTransferCommand('backup-cli', ['--out', backupFile], {
    DATA_DIR: shop,
  });
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  expect(backup.stdout).toContain(`Wrote ${backupFile}: ${shopContents.sums.length} tables`);
});

describe('a backup of the embedded shop', () => {
  it('is gzip’d JSON lines: a header with the migration level and each table’s count and checksum, the rows, a trailer', () => {
    const lines = gunzipSync(readFileSync(backupFile)).toString('utf8').trimEnd().split('\n');
    const header = JSON.parse(lines[0] ?? '') as {
      format: string;
      migrations: { count: number };
      tables: { name: string; rows: number; checksum: string }[];
    };
    expect(header.format).toBe('haat-backup');
    expect(header.migrations.count).toBe(shippedMigrationLevel().count);
    expect(
      header.tables.map(({ name, rows, checksum }) => ({ table: name, rows, checksum })),
    ).toEqual(expect.arrayContaining(shopContents.sums));
    expect(header.tables).toHaveLength(shopContents.sums.length);
    const totalRows = shopContents.sums.reduce((total, sum) => total + sum.rows, 0);
    expect(totalRows).toBeGreaterThan(1000);
    expect(lines).toHaveLength(1 + totalRows + 1);
    expect(JSON.parse(lines.at(-1) ?? '')).toEqual({
      end: 'haat-backup',
      tables: shopContents.sums.length,
      rows: totalRows,
    });
  });

  it('restores into a fresh data folder with every table’s rows and checksum equal', async () => {
    const fresh = dataDirForTest();
    const restore = await runTransferCommand('restore-cli', [backupFile], { DATA_DIR: fresh });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/products\s+[\d,]+\s+[\d,]+\s+[0-9a-f]{12}\s+same/);
    expect(restore.stdout).not.toContain('DIFFERENT');
    expect(await readContents({ dataDir: fresh })).toEqual(shopContents);
  });

  it('is refused by a shop that has rows unless --replace, which puts the backup in their place', async () => {
    const target = dataDirForTest();
    expect((await runTransferCommand('restore-cli', [backupFile], { DATA_DIR: target })).code).toBe(
      0,
    );
    // The shop goes on selling after its backup: a row the backup does not have.
    const session = await openEmbeddedSession(target, { create: false });
    await session.query(`insert into subscribers (email) values ('new@example.in')`);
    await session.close();
    const changed = await readContents({ dataDir: target });
    expect(changed).not.toEqual(shopContents);

    const refused = await runTransferCommand('restore-cli', [backupFile], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not empty: .* already hold rows\. Give --replace/);
    expect(await readContents({ dataDir: target })).toEqual(changed);

    const replaced = await runTransferCommand('restore-cli', [backupFile, '--replace'], {
      DATA_DIR: target,
    });
    expect(replaced.stderr).toBe('');
    expect(replaced.code).toBe(0);
    expect(await readContents({ dataDir: target })).toEqual(shopContents);
  }, 180_000);

  it('from another migration level is refused before any database is opened', async () => {
    const lines = gunzipSync(readFileSync(backupFile)).toString('utf8').split('\n');
    const header = JSON.parse(lines[0] ?? '') as { migrations: { count: number; hash: string } };
    header.migrations = { count: header.migrations.count - 1, hash: 'an-older-one' };
    const older = path.join(dataDirForTest(), 'older.jsonl.gz');
    writeFileSync(older, gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')));
    const fresh = dataDirForTest();

    const refused = await runTransferCommand('restore-cli', [older], { DATA_DIR: fresh });
    const shipped = shippedMigrationLevel().count;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `was taken at ${shipped - 1} migrations (the last one unknown to this version of Haat); ` +
        `this version of Haat ships ${shipped} migrations`,
    );
    expect(existsSync(path.join(fresh, 'db'))).toBe(false);
  });

  it('cut short changes nothing: the restore is rolled back', async () => {
    const whole = gunzipSync(readFileSync(backupFile)).toString('utf8').split('\n');
    const cut = path.join(dataDirForTest(), 'cut.jsonl.gz');
    writeFileSync(cut, gzipSync(whole.slice(0, Math.floor(whole.length / 2)).join('\n')));
    const fresh = dataDirForTest();

    const refused = await runTransferCommand('restore-cli', [cut], { DATA_DIR: fresh });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /cut\.jsonl\.gz is not a whole Haat backup: it ends inside \w+\./,
    );

    const bytes = readFileSync(backupFile);
    const cutBytes = path.join(dataDirForTest(), 'cut-bytes.jsonl.gz');
    writeFileSync(cutBytes, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const broken = await runTransferCommand('restore-cli', [cutBytes], { DATA_DIR: fresh });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('cut-bytes.jsonl.gz is not a whole Haat backup: ');

    const session = await openEmbeddedSession(fresh, { create: false });
    try {
      expect(await findPopulatedTables(session)).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('is refused while a server runs on the data folder, and never overwrites a file', async () => {
    const serving = dataDirForTest();
    mkdirSync(serving, { recursive: true });
    // This test process stands for the server: alive, and not answering on that port.
    writeFileSync(
      path.join(serving, 'server.json'),
      JSON.stringify({ pid: process.pid, port: 9, startedAt: new Date().toISOString() }),
    );
    const refused = await runTransferCommand('backup-cli', [], { DATA_DIR: serving });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`A server (pid ${process.pid}) is running on ${serving}`);

    const again = await runTransferCommand('backup-cli', ['--out', backupFile], {
      DATA_DIR: shop,
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${backupFile} already exists`);
  });
});

describe.skipIf(!isOnPostgres())('backups between PGlite and PostgreSQL', () => {
  it('a PGlite backup restores into PostgreSQL, and a PostgreSQL backup into PGlite, with equal checksums', async () => {
    const server = await createPostgresDatabase();
    cleanUps.push(server.drop);
    const intoServer = await runTransferCommand('restore-cli', [backupFile], {
      DATA_DIR: dataDirForTest(),
      DATABASE_URL: server.url,
    });
    expect(intoServer.stderr).toBe('');
    expect(intoServer.code).toBe(0);
    expect(await readContents({ url: server.url })).toEqual(shopContents);

    const serverBackup = path.join(dataDirForTest(), 'server.jsonl.gz');
    const backup = await runTransferCommand('backup-cli', ['--out', serverBackup], {
      DATA_DIR: dataDirForTest(),
      DATABASE_URL: server.url,
    });
    expect(backup.code).toBe(0);
    const back = dataDirForTest();
    const intoPglite = await runTransferCommand('restore-cli', [serverBackup], {
      DATA_DIR: back,
    });
    expect(intoPglite.stderr).toBe('');
    expect(intoPglite.code).toBe(0);
    expect(await readContents({ dataDir: back })).toEqual(shopContents);
  }, 240_000);

  it('a backup of the PostgreSQL test shop restores into an empty PostgreSQL database', async () => {
    const seeded = await createPostgresDatabase({ seeded: true });
    const empty = await createPostgresDatabase();
    cleanUps.push(seeded.drop, empty.drop);
    const file = path.join(dataDirForTest(), 'seeded.jsonl.gz');
    const dir = dataDirForTest();
    const backup = await runTransferCommand('backup-cli', ['--out', file], {
      DATA_DIR: dir,
      DATABASE_URL: seeded.url,
    });
    expect(backup.code).toBe(0);
    const restore = await runTransferCommand('restore-cli', [file], {
      DATA_DIR: dir,
      DATABASE_URL: empty.url,
    });
    expect(restore.code).toBe(0);
    expect(await readContents({ url: empty.url })).toEqual(await readContents({ url: seeded.url }));
  }, 240_000);
});
