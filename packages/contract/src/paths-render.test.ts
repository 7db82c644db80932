import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { PATHS_FILE, formatPaths } from './paths-format.ts';
import * as paths from './paths.ts';

describe('paths.ts, derived from the endpoint declarations', () => {
  it('is what `npm run generate` writes now (run it after changing an endpoint)', async () => {
    expect(readFileSync(PATHS_FILE, 'utf8')).toBe(await formatPaths());
  });

  it('gives every storefront endpoint its declared method and path, and nothing else', () => {
    const routes = Object.entries(paths).filter(([name]) => name !== 'buildPath');
    expect(Object.fromEntries(routes)).toEqual(
      Object.fromEntries(
        Object.entries(endpoints).map(([name, { method, path }]) => [name, { method, path }]),
      ),
    );
  });
});
