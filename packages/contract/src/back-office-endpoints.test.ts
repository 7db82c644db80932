import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backOfficeEndpointCollections, backOfficeEndpointMap } from './back-office-endpoints.ts';
import type { Endpoint } from './endpoint.ts';

const declared = Object.entries(backOfficeEndpointMap) as Array<[string, Endpoint]>;

describe("the back office's endpoint map", () => {
  it('gathers one map per resource, each named <resource>BackOfficeEndpoints', () => {
    for (const name of Object.keys(backOfficeEndpointCollections)) {
      expect(name).toMatch(/^[a-z][A-Za-z]*BackOfficeEndpoints$/);
    }
  });

  it('lives under /admin and /seller', () => {
    for (const [name, endpoint] of declared) {
      expect(endpoint.path, name).toMatch(/^\/(admin|seller)\//);
    }
  });

  it('lets anyone call only the two sign-ins, and no call asks for a customer', () => {
    const open = declared.filter(([, endpoint]) => endpoint.auth === 'public');
    expect(open.map(([name]) => name).sort()).toEqual(['adminLogin', 'sellerLogin']);
    expect(declared.filter(([, endpoint]) => endpoint.auth === 'customer')).toEqual([]);
  });

  it('names every :param of a path in its params schema', () => {
    for (const [name, endpoint] of declared) {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]);
      const inSchema =
        endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape) : [];
      expect(inSchema.sort(), name).toEqual(inPath.sort());
    }
  });
});
