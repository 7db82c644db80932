// `npm run db:backup -- --out s3://…` and `npm run db:restore -- s3://…` as an operator runs them,
// against a real S3-compatible server (s3rver on loopback): the seeded demo shop goes into the
// bucket and comes back whole into a fresh data folder; an existing key, a missing one and a store
// that is down are refused with a message; nothing on stderr (the AWS SDK's warning included).
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deadEndpoint,
  s3Environment,
  startObjectStore,
  type TestObjectStore,
} from '../../../test/object-storage.ts';
import {
  makeDataDir,
  makeSeededDataDir,
  readContents,
  runTransferCommand,
  type Contents,
} from '../../../test/transfer.ts';

const cleanUps: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

function dataDirForTest() {
  const made = makeDataDir();
  cleanUps.push(made.cleanUp);
  return made.dataDir;
}

/** The S3_* variables alone: a backup to s3:// needs no STORAGE=s3. */
function s3Variables(endpoint: string, bucket: string) {
  const { STORAGE: _storage, S3_BUCKET: _bucket, ...rest } = s3Environment(endpoint, bucket);
  return rest;
}

const BACKUP_URL = 's3://haat-backups/nightly/haat-20261126.jsonl.gz';
let store: TestObjectStore;
let shop: string;
let shopContents: Contents;

beforeAll(async () => {
  store = await startObjectStore('haat-backups');
  cleanUps.push(() => store.stop());
  const seeded = await makeSeededDataDir();
  cleanUps.push(seeded.cleanUp);
  shop = seeded.dataDir;
  shopContents = await readContents({ dataDir: shop });
});

describe('a backup in an S3-compatible bucket', () => {
  it('is uploaded to the key named, and restores into a fresh data folder whole', async () => {
    const env = s3Variables(store.endpoint, store.bucket);
    const backup = await runTransferCommand('backup-cli', ['--out', BACKUP_URL], {
      DATA_DIR: shop,
      ...env,
    });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Wrote ${BACKUP_URL}: ${shopContents.sums.length} tables`);
    expect(await store.keys('nightly/')).toEqual(['nightly/haat-20261126.jsonl.gz']);
    const header = JSON.parse(
      gunzipSync(await store.read('nightly/haat-20261126.jsonl.gz'))
        .toString('utf8')
        .split('\n')[0] ?? '',
    ) as { format: string };
    expect(header.format).toBe('haat-backup');

    const fresh = dataDirForTest();
    const restore = await runTransferCommand('restore-cli', [BACKUP_URL], {
      DATA_DIR: fresh,
      ...env,
    });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Restoring ${BACKUP_URL} (taken `);
    expect(restore.stdout).not.toContain('DIFFERENT');
    expect(await readContents({ dataDir: fresh })).toEqual(shopContents);
  }, 240_000);

  it('never overwrites a key that holds an object', async () => {
    const before = await store.read('nightly/haat-20261126.jsonl.gz');
    const again = await runTransferCommand('backup-cli', ['--out', BACKUP_URL], {
      DATA_DIR: shop,
      ...s3Variables(store.endpoint, store.bucket),
    });
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(`${BACKUP_URL} already exists: name another key with --out.`);
    expect((await store.read('nightly/haat-20261126.jsonl.gz')).equals(before)).toBe(true);
  });

  it('a key that holds nothing is refused before any database is opened', async () => {
    const fresh = dataDirForTest();
    const missing = await runTransferCommand(
      'restore-cli',
      ['s3://haat-backups/nightly/none.jsonl.gz'],
      { DATA_DIR: fresh, ...s3Variables(store.endpoint, store.bucket) },
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe(
      'There is no object s3://haat-backups/nightly/none.jsonl.gz.',
    );
  });

  it('a store that is down is named in the refusal, and no backup is taken', async () => {
    const endpoint = await deadEndpoint();
    const down = await runTransferCommand('backup-cli', ['--out', BACKUP_URL], {
      DATA_DIR: shop,
      ...s3Variables(endpoint, 'haat-backups'),
    });
    expect(down.code).toBe(1);
    expect(down.stdout).not.toContain('Wrote');
    expect(down.stderr).toContain(`${BACKUP_URL} at ${endpoint}:`);
    expect(down.stderr).toContain('ECONNREFUSED');
  });

  it('a malformed s3:// address is refused with what it should be', async () => {
    const wrong = await runTransferCommand('backup-cli', ['--out', 's3://x/'], {
      DATA_DIR: shop,
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('is not an s3://bucket/key address');
  });
});
