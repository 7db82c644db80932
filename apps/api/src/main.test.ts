import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiBundle } from '../scripts/build.mjs';

const MAIN = apiBundle('main');

function runMain(env: Record<string, string>) {
  return spawnSync(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('starting the server', () => {
  it('a PostgreSQL server that does not answer stops the start with a clear message and exit code 1', () => {
    const result = runMain({ DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:1/haat' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Cannot open the database at postgres://postgres:***@127.0.0.1:1/haat',
    );
    expect(result.stderr).not.toContain('secret');
  });

  it('a DATA_DIR that is a file, not a folder, stops the start with a clear message and exit code 1', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'haat-main-'));
    const file = path.join(dir, 'not-a-folder');
    writeFileSync(file, 'x');
    try {
      const result = runMain({ DATA_DIR: file });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Cannot open the database at');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('several workers on the embedded database are refused at start with exit code 2', () => {
    const result = runMain({ WEB_CONCURRENCY: '2' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      'WEB_CONCURRENCY=2 needs PostgreSQL: the embedded database (PGlite) is opened by one process only.',
    );
  });

  it('an invalid configuration names the setting and exits with code 2', () => {
    const result = runMain({ PORT: 'eighty' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('PORT');
  });
});
