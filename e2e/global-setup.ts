// Seeds the demo marketplace once per run into a template DATA_DIR (the database, pictures and
// invoices the server would write on its first start); each worker's server starts on a copy of
// it (start-server.mjs) instead of seeding its own: four seeds of ~10 s of CPU became one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiBundle, buildApi } from '../apps/api/scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default async function globalSetup(): Promise<() => void> {
  // Every server of the run starts the API's bundle (start-server.mjs), built here from the
  // sources as they are now.
  await buildApi({ force: true });
  const template = mkdtempSync(path.join(tmpdir(), 'haat-e2e-seeded-'));
  const child = spawn(process.execPath, [apiBundle('seed-cli')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: template, DATABASE_URL: '' },
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    rmSync(template, { recursive: true, force: true });
    throw new Error(`seeding the journeys' template DATA_DIR exited with ${code}`);
  }
  // Read by start-server.mjs in every worker's server (workers inherit this process's env).
  process.env.E2E_SEEDED_DATA_DIR = template;
  return () => rmSync(template, { recursive: true, force: true });
}
