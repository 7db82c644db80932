import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

type Handler = MockAnswer | ((init: RequestInit | undefined) => MockAnswer);

export const EMPTY_CATALOG: Record<string, Handler> = {
  'GET /api/public/menus': { body: { status: 'success', data: [] } },
  'GET /api/public/categories': { body: { status: 'success', data: [] } },
  // The policy pages' figures, as the server's defaults set them.
  'GET /api/public/shop-policy': {
    body: {
      status: 'success',
      data: {
        returnWindowDays: 15,
        codLimit: 5000,
        freeShippingFrom: 1000,
        shippingPerItem: 80,
        cancelFeeShipped: 99,
        cancelFeeOutForDelivery: 149,
      },
    },
  },
};

/**
 * Replaces fetch with answers keyed by `METHOD /path` (query ignored). An unknown call fails
 * the test loudly rather than hanging.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected call in test: ${key}`);
    const answer = typeof handler === 'function' ? handler(init) : handler;
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
