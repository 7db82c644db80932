import * as paths from '@haat/contract/paths';
import { describe, expect, it, vi } from 'vitest';
import { callBlob } from './api-client';
import { getToken, setToken } from './storage';

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('callBlob (a file such as the invoice PDF)', () => {
  it('resolves with the bytes and sends the token', async () => {
    setToken('good.jwt.token');
    const fetchMock = stubFetch(
      () => new Response(new TextEncoder().encode('%PDF-1.7'), { status: 200 }),
    );
    const blob = await callBlob(paths.invoice, { params: { orderID: 'OD1' } });
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/customer/invoice/OD1');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer good.jwt.token',
    );
  });

  it('rejects a refusal with the server message, and a 401 forgets the token', async () => {
    setToken('old.jwt.token');
    stubFetch(
      () => new Response(JSON.stringify({ message: 'Please log in again.' }), { status: 401 }),
    );
    await expect(callBlob(paths.invoice, { params: { orderID: 'OD1' } })).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: 'Please log in again.',
    });
    expect(getToken()).toBeNull();
  });

  it('an unreachable server is an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(callBlob(paths.invoice, { params: { orderID: 'OD1' } })).rejects.toMatchObject({
      status: 0,
      message: 'Internal Server Error.',
    });
  });
});
