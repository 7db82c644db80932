import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findImportCycles, readImportGraph } from './import-graph.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const relative = (cycles: string[][]) =>
  cycles.map((cycle) => cycle.map((file) => path.relative(ROOT, file)));

function writeTree(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
  return folder;
}

describe('the import graph', () => {
  it('of the API has no cycle: the composition root sits above every module', () => {
    expect(relative(findImportCycles(readImportGraph(path.join(ROOT, 'apps/api/src'))))).toEqual(
      [],
    );
  });

  it.each(['apps/web/src', 'apps/admin/src', 'packages/contract/src', 'packages/client/src'])(
    'of %s has no cycle',
    (folder) => {
      expect(relative(findImportCycles(readImportGraph(path.join(ROOT, folder))))).toEqual([]);
    },
  );

  it('finds a circle made only of type imports, through a folder index', () => {
    const folder = writeTree({
      'app.ts':
        "import { register } from './modules/cart/index.ts';\nexport interface Clock { now(): Date }\nregister();\n",
      'modules/cart/index.ts': "export { register } from './cart.routes';\n",
      'modules/cart/cart.routes.ts':
        "import type { Clock } from '../../app.ts';\nexport function register(clock?: Clock) { return clock; }\n",
      'lib/free.ts': "import { z } from 'zod';\nexport const free = z;\n",
    });
    const cycles = findImportCycles(readImportGraph(folder));
    expect(cycles.map((cycle) => cycle.map((file) => path.relative(folder, file)))).toEqual([
      ['app.ts', 'modules/cart/cart.routes.ts', 'modules/cart/index.ts'],
    ]);
  });

  it('finds no cycle in a tree whose arrows point one way', () => {
    const folder = writeTree({
      'a.ts': "import { b } from './b';\nexport const a = b;\n",
      'b.tsx': "import type { C } from './c/index.ts';\nexport const b = 1 as unknown as C;\n",
      'c/index.ts': 'export type C = number;\n',
    });
    expect(findImportCycles(readImportGraph(folder))).toEqual([]);
  });
});
