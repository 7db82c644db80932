// `npm run db:move -- --to postgres://…` as an operator runs it: the seeded demo shop from a
// DATA_DIR into a fresh PostgreSQL database (when the suite has DATABASE_URL), and the refusals,
// which need no server.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  isOnPostgres,
  makeDataDir,
  makeSeededDataDir,
  readContents,
  runTransferCommand,
  type Contents,
  type ServerDatabase,
} from '../../../test/transfer.ts';
import { openDatabase } from '../client.ts';
import { orders, products, subscribers } from '../schema/index.ts';

const cleanUps: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

describe('db:move refuses', () => {
  it('without --to (usage, exit 2), and a data folder with no embedded database', async () => {
    const empty = makeDataDir();
    cleanUps.push(empty.cleanUp);
    const usage = await runTransferCommand('move-cli', [], { DATA_DIR: empty.dataDir });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run db:move -- --to postgres://');

    const nothing = await runTransferCommand(
      'move-cli',
      ['--to', 'postgres://postgres@127.0.0.1:5432/none'],
      { DATA_DIR: empty.dataDir },
    );
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain(`There is no embedded database in ${empty.dataDir}/db`);
  });

  it('while a server runs on the data folder, before connecting anywhere', async () => {
    const serving = makeDataDir();
    cleanUps.push(serving.cleanUp);
    mkdirSync(path.join(serving.dataDir, 'db'));
    // This test process stands for the server: alive, and not answering on that port.
    writeFileSync(
      path.join(serving.dataDir, 'server.json'),
      JSON.stringify({ pid: process.pid, port: 9, startedAt: new Date().toISOString() }),
    );
    const refused = await runTransferCommand(
      'move-cli',
      ['--to', 'postgres://postgres@127.0.0.1:1/unreachable'],
      { DATA_DIR: serving.dataDir },
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `A server (pid ${process.pid}) is running on ${serving.dataDir}`,
    );
  });
});

describe.skipIf(!isOnPostgres())('db:move of the seeded demo shop into PostgreSQL', () => {
  let shop: string;
  let before: Contents;
  let target: ServerDatabase;
  let targetWithPassword: string;

  beforeAll(async () => {
    const seeded = await makeSeededDataDir();
    cleanUps.push(seeded.cleanUp);
    shop = seeded.dataDir;
    before = await readContents({ dataDir: shop });
    target = await createPostgresDatabase();
    cleanUps.push(target.drop);
    // The test server trusts every local connection, so the password is only there to be hidden.
    const url = new URL(target.url);
    url.password = 'not-for-logs';
    targetWithPassword = url.toString();
  });

  it('copies every table with equal counts and checksums, says the files stay, and leaves the source as it was', async () => {
    const move = await runTransferCommand('move-cli', ['--to', targetWithPassword], {
      DATA_DIR: shop,
    });
    expect(move.stderr).toBe('');
    expect(move.code).toBe(0);
    expect(move.stdout).not.toContain('not-for-logs');
    expect(move.stdout).toContain(':***@127.0.0.1');
    expect(move.stdout).toMatch(/TABLE\s+EMBEDDED\s+POSTGRESQL\s+CHECKSUM/);
    for (const sum of before.sums) {
      expect(move.stdout).toMatch(
        new RegExp(
          `\\n${sum.table}\\s+[\\d,]+\\s+[\\d,]+\\s+${sum.checksum.slice(0, 12)}\\s+same\\n`,
        ),
      );
    }
    expect(move.stdout).toContain(
      `Pictures (media/), invoice PDFs and the signing secret are files: they stay in ${shop}.`,
    );

    expect(await readContents({ url: target.url })).toEqual(before);
    expect(await readContents({ dataDir: shop })).toEqual(before);
    expect(before.sums.find((sum) => sum.table === 'products')?.rows).toBeGreaterThan(100);
  }, 180_000);

  it('gives the same rows through drizzle on both sides, and the moved shop takes new rows', async () => {
    const source = await openDatabase({ dataDir: shop });
    const moved = await openDatabase({ dataDir: shop, databaseUrl: target.url });
    try {
      for (const [table, key] of [
        [products, products.id],
        [orders, orders.id],
      ] as const) {
        const sourceRows = await source.db.select().from(table).orderBy(asc(key));
        const movedRows = await moved.db.select().from(table).orderBy(asc(key));
        expect(movedRows).toEqual(sourceRows);
      }
      await moved.db.insert(subscribers).values({ email: 'after-the-move@example.in' });
      const emails = await moved.db.select({ email: subscribers.email }).from(subscribers);
      expect(emails.map((row) => row.email)).toContain('after-the-move@example.in');
    } finally {
      await source.close();
      await moved.close();
    }
  });

  it('refuses a second move into the now non-empty database and changes nothing there', async () => {
    const contents = await readContents({ url: target.url });
    const again = await runTransferCommand('move-cli', ['--to', target.url], {
      DATA_DIR: shop,
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /is not empty: .* already hold rows\. A move copies only into an empty database/,
    );
    expect(await readContents({ url: target.url })).toEqual(contents);
  });
});
