// Comments cite the spec as `docs/spec.md §N`; each citation must name a section that exists, a
// document they name must be in docs/, and nothing may cite a document outside the repository
// (the old SPEC.md, DECISIONS.md, ARCHITECTURE.md, STYLE.md).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isNotYetCleaned } from './source-files.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['apps', 'packages', 'e2e', 'scripts', 'bench', 'docs'];
const TEXT = /\.(ts|tsx|js|mjs|css|md|json|html)$/;

function listFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', 'results', 'migrations'].includes(entry.name)) return [];
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return TEXT.test(entry.name) ? [full] : [];
  });
}

const files = [
  ...FOLDERS.flatMap((folder) => listFiles(path.join(ROOT, folder))),
  path.join(ROOT, 'README.md'),
]
  .filter((file) => !file.endsWith(path.join('docs', 'spec.md')))
  .filter((file) => file !== path.join(ROOT, 'scripts', 'doc-citations.test.ts'));
const spec = readFileSync(path.join(ROOT, 'docs/spec.md'), 'utf8');
const sections = new Set([...spec.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]));

describe('citations of the spec', () => {
  it('name sections that docs/spec.md has', () => {
    const broken: string[] = [];
    let count = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/docs\/spec\.md(?:'s)?,? §\s?(\d+)/g)) {
        count += 1;
        if (!sections.has(match[1]!)) broken.push(`${path.relative(ROOT, file)}: §${match[1]}`);
      }
    }
    expect(sections.size).toBeGreaterThanOrEqual(9);
    expect(count).toBeGreaterThan(300);
    expect(broken).toEqual([]);
  });

  it('never point at a document outside the repository', () => {
    const outside = files.filter((file) =>
      // `../shared/X.md` is the guides' folder beside the checkout; `../shared/x.ts` an import.
      /(?<![\w/])(SPEC|DECISIONS|ARCHITECTURE|STYLE)\.md|\.\.\/shared\/[\w-]+\.md/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(outside.map((file) => path.relative(ROOT, file))).toEqual([]);
  });

  it('name documents that docs/ has', () => {
    const missing: string[] = [];
    let count = 0;
    for (const file of files) {
      const relative = path.relative(ROOT, file).split(path.sep).join('/');
      if (isNotYetCleaned(relative)) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(/\bdocs\/[\w./-]+\.md\b/g)) {
        count += 1;
        if (!existsSync(path.join(ROOT, match[0]))) missing.push(`${relative}: ${match[0]}`);
      }
    }
    expect(count).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});

describe('docs/decisions/README.md', () => {
  it('lists every decisions file once, and only those', () => {
    const folder = path.join(ROOT, 'docs/decisions');
    const index = readFileSync(path.join(folder, 'README.md'), 'utf8');
    const listed = [...index.matchAll(/^- \[([\w-]+\.md)\]\(\1\)/gm)].map((match) => match[1]);
    const present = readdirSync(folder).filter(
      (name) => name.endsWith('.md') && name !== 'README.md',
    );
    expect([...listed].sort()).toEqual([...present].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });
});
