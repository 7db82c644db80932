// The repository's own files as the repo tests read them: sources, tests, styles and docs, never
// installed packages, build output or the benchmark's results.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

const FOLDERS = ['apps', 'packages', 'e2e', 'scripts', 'bench', 'docs'];
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'build',
  '.react-router',
  '.cache',
  'results',
  'migrations',
  'test-results',
  'playwright-report',
]);

/**
 * Folders another piece of work is moving and will clean: the comment checks skip them until it
 * lands. Empty this list then; the checks cover every file after that.
 */
export const NOT_YET_CLEANED: string[] = [];

function walk(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return walk(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/** Paths relative to the root, with `/` separators, of the files whose name matches `pattern`. */
export function listRepoFiles(pattern: RegExp): string[] {
  const rootFiles = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(ROOT, entry.name));
  return [...rootFiles, ...FOLDERS.flatMap((folder) => walk(path.join(ROOT, folder), pattern))].map(
    (file) => path.relative(ROOT, file).split(path.sep).join('/'),
  );
}

export function isNotYetCleaned(file: string): boolean {
  return NOT_YET_CLEANED.some((folder) => file.startsWith(folder));
}
