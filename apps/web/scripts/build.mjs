// Builds the storefront once per language (docs/decisions/hindi.md): the default's into build/,
// every other one's into build/<code>/ with its pages under /<code>. The languages are the
// shell message files in src/messages (en.ts, hi.ts…), English first. Each language's browser
// files are hashed by their content, so its assets are put beside the default's in
// build/client/assets, where the server serves them all (a file both builds make is the same file).
// Arguments go to each `react-router build`: `npm start` passes `--logLevel warn` (scripts/start.mjs),
// so a build says only its warnings, its errors and the line below.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MESSAGES_DIR = path.join(WEB_ROOT, 'src', 'messages');

const languages = readdirSync(MESSAGES_DIR)
  .map((name) => /^([a-z]{2})\.ts$/.exec(name)?.[1])
  .filter((code) => code !== undefined)
  .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));

for (const code of languages) {
  const started = performance.now();
  const result = spawnSync('npx', ['react-router', 'build', ...process.argv.slice(2)], {
    cwd: WEB_ROOT,
    stdio: 'inherit',
    env: { ...process.env, HAAT_LANGUAGE: code },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  if (code !== 'en') {
    cpSync(
      path.join(WEB_ROOT, 'build', code, 'client', 'assets'),
      path.join(WEB_ROOT, 'build', 'client', 'assets'),
      { recursive: true },
    );
  }
  console.log(`storefront (${code}) built in ${Math.round(performance.now() - started)} ms`);
}
