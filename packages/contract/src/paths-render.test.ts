import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backOfficeEndpointCollections, backOfficeEndpointMap } from './back-office-endpoints.ts';
import { endpoints } from './endpoints.ts';
import {
  BACK_OFFICE_PATHS_FILE,
  PATHS_FILE,
  formatBackOfficePaths,
  formatPaths,
} from './paths-format.ts';
import * as backOfficePaths from './back-office-paths.ts';
import * as paths from './paths.ts';

const routesOf = (declarations: Record<string, { method: string; path: string }>) =>
  Object.fromEntries(
    Object.entries(declarations).map(([name, { method, path }]) => [name, { method, path }]),
  );

describe('paths.ts, derived from the endpoint declarations', () => {
  it('is what `npm run generate` writes now (run it after changing an endpoint)', async () => {
    expect(readFileSync(PATHS_FILE, 'utf8')).toBe(await formatPaths());
  });

  it('gives every storefront endpoint its declared method and path, and nothing else', () => {
    const routes = Object.entries(paths).filter(([name]) => name !== 'buildPath');
    expect(Object.fromEntries(routes)).toEqual(routesOf(endpoints));
  });
});

describe('back-office-paths.ts, derived from the back office endpoint declarations', () => {
  it('is what `npm run generate` writes now (run it after changing an endpoint)', async () => {
    expect(readFileSync(BACK_OFFICE_PATHS_FILE, 'utf8')).toBe(await formatBackOfficePaths());
  });

  it('gives every back-office endpoint its declared method and path, and nothing else', () => {
    expect({ ...backOfficePaths }).toEqual(routesOf(backOfficeEndpointMap));
  });

  it('names each endpoint in one collection only, so a route stands for one declaration', () => {
    const names = Object.values(backOfficeEndpointCollections).flatMap((collection) =>
      Object.keys(collection),
    );
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(Object.keys(backOfficeEndpointMap)).toHaveLength(names.length);
  });
});
