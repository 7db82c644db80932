// The API, web and back-office projects run without isolation: a worker goes from one test file
// to the next in the same process (the API keeps its modules; web and admin keep their jsdom and
// evaluate their own modules afresh per file, src/test/setup.ts). That holds only while no file
// changes what the next one imports or reads: a module mock stays in vitest's mock registry, a
// process.env written by hand stays in the process, and fake timers left on in an API file stop
// every later file's clock (web and admin turn them off after each file). vi.stubEnv and
// vi.stubGlobal are fine: they are undone after each test.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, listRepoFiles } from './source-files.ts';

const LEAKS: Array<{ pattern: RegExp; why: string }> = [
  { pattern: /\bvi\.(mock|doMock|unmock|hoisted)\(/, why: 'mocks a module for every later file' },
  {
    pattern: /\bprocess\.env(\.\w+|\[[^\]]+\])\s*(=(?!=)|\?\?=|\|\|=)/,
    why: 'writes process.env by hand (vi.stubEnv is undone after each test)',
  },
  { pattern: /\bdelete\s+process\.env\b/, why: 'deletes from process.env by hand' },
  { pattern: /Object\.assign\(\s*process\.env\b/, why: 'writes process.env by hand' },
];

function leaksIn(source: string, timersUndone = false): string[] {
  const found = LEAKS.filter(({ pattern }) => pattern.test(source)).map(({ why }) => why);
  const timers = /\bvi\.useFakeTimers\(/.test(source) && !/\bvi\.useRealTimers\(/.test(source);
  if (timers && !timersUndone) {
    found.push('turns fake timers on and never back off');
  }
  return found;
}

const APPS = ['apps/api/', 'apps/web/', 'apps/admin/'];

describe('test files of the projects without isolation', () => {
  it('the checks find each way a file could leak into the next, and pass what is fine', () => {
    const leaking = [
      "vi.mock('../db/client.ts')",
      'const mocked = vi.hoisted(() => 1)',
      "process.env.DATABASE_URL = 'postgres://x'",
      "process.env['LOG_LEVEL'] ??= 'warn'",
      'delete process.env.PORT',
      'Object.assign(process.env, { PORT: "1" })',
      'beforeEach(() => vi.useFakeTimers())',
    ];
    const fine = [
      "vi.stubEnv('PORT', '1')",
      "if (process.env.DATABASE_URL === '') return",
      'const env = { ...process.env, PORT: "1" }',
      'vi.useFakeTimers(); vi.useRealTimers();',
    ];
    expect(leaking.filter((source) => leaksIn(source).length === 0)).toEqual([]);
    expect(fine.filter((source) => leaksIn(source).length > 0)).toEqual([]);
  });

  it('leave nothing behind for the next file in the same worker', () => {
    const files = listRepoFiles(/\.tsx?$/).filter((file) =>
      APPS.some((app) => file.startsWith(app)),
    );
    const tests = files.filter((file) => /\.test\.tsx?$/.test(file));
    expect(tests.filter((file) => file.startsWith('apps/api/')).length).toBeGreaterThan(80);
    expect(tests.filter((file) => file.startsWith('apps/web/')).length).toBeGreaterThan(40);
    const helpers = files.filter((file) => /^apps\/\w+\/(test|src\/test)\//.test(file));
    const found = [...tests, ...helpers].flatMap((file) =>
      leaksIn(readFileSync(path.join(ROOT, file), 'utf8'), !file.startsWith('apps/api/')).map(
        (why) => `${file}: ${why}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
