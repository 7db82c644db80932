import * as paths from '@haat/contract/paths';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/mock-fetch';
import { ApiError, callContract, defineCall, navigation } from './api-client';
import { getToken, setToken } from './storage';

// The storefront's configuration of the shared client: its token, its messages, a 401 forgetting
// the token and Status 3 sending the browser home.
describe('api client', () => {
  it('clears the stored token when the server answers 401', async () => {
    setToken('expired.jwt.token');
    mockFetch({
      'GET /api/customer/profile': {
        status: 401,
        body: {
          status: 'error',
          code: 'UNAUTHENTICATED',
          message: 'Please log in.',
          Message: 'Please log in.',
        },
      },
    });
    await expect(callContract(paths.profile)).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: 'Please log in.',
    });
    expect(getToken()).toBeNull();
  });

  it('sends the stored token as a Bearer header', async () => {
    setToken('good.jwt.token');
    const fetchMock = mockFetch({
      'GET /api/public/menus': { body: { status: 'success', data: [] } },
    });
    await callContract(paths.menus);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer good.jwt.token');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = mockFetch({
      'GET /api/public/menus': { body: { status: 'success', data: [] } },
    });
    await callContract(paths.menus);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('keeps the token on other failures', async () => {
    setToken('good.jwt.token');
    mockFetch({
      'GET /api/public/menus': { status: 500, body: { message: 'Something went wrong.' } },
    });
    await expect(callContract(paths.menus)).rejects.toMatchObject({ status: 500 });
    expect(getToken()).toBe('good.jwt.token');
  });

  it('rejects a 400 answer with the server message and its validation map', async () => {
    mockFetch({
      'POST /api/public/contact': {
        status: 400,
        body: {
          status: 'error',
          code: 'VALIDATION_FAILED',
          message: 'Please check the form.',
          Message: 'Please check the form.',
          validation: { email: 'Enter a valid e-mail address.' },
        },
      },
    });
    await expect(callContract(paths.contact, { body: {} as never })).rejects.toMatchObject({
      status: 400,
      message: 'Please check the form.',
      code: 'VALIDATION_FAILED',
      validation: { email: 'Enter a valid e-mail address.' },
    });
  });

  it('sends the browser home when a 200 answer carries data.Status 3', async () => {
    const goHome = vi.spyOn(navigation, 'goHome').mockImplementation(() => {});
    mockFetch({ 'GET /api/customer/cart': { body: { status: 'success', data: { Status: 3 } } } });
    await expect(callContract(paths.cart)).rejects.toBeInstanceOf(ApiError);
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('sends the browser home when a 200 answer carries Status 3 at the top', async () => {
    const goHome = vi.spyOn(navigation, 'goHome').mockImplementation(() => {});
    mockFetch({ 'GET /api/customer/cart': { body: { Status: 3 } } });
    await expect(callContract(paths.cart)).rejects.toBeInstanceOf(ApiError);
    expect(goHome).toHaveBeenCalledTimes(1);
  });

  it('rejects with Internal Server Error. when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(callContract(paths.menus)).rejects.toMatchObject({
      status: 0,
      message: 'Internal Server Error.',
    });
  });

  it('builds the query string and JSON body', async () => {
    const fetchMock = mockFetch({
      'POST /api/public/subscribe': { body: { status: 'success', message: 'ok' } },
    });
    await callContract(paths.subscribe, {
      query: { a: 1, b: undefined, c: 'x y' } as never,
      body: { email: 'a@b.in' },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/public/subscribe?a=1&c=x+y');
    expect(init?.body).toBe('{"email":"a@b.in"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('fills path parameters of a contract call', async () => {
    const fetchMock = mockFetch({
      'GET /api/public/order/TRK%2F1': { body: { status: 'success' } },
    });
    await callContract(defineCall(paths.trackOrder), {
      params: { trakingid: 'TRK/1' },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/order/TRK%2F1');
  });

  it('answers an unreachable server as a server failure', async () => {
    const transport = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(callContract(paths.menus, { fetch: transport })).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
    });
  });

  it('rejects a call its caller gave up on with the abort, whatever the transport threw', async () => {
    const controller = new AbortController();
    const transport = vi.fn(async () => {
      controller.abort();
      throw new TypeError('socket hang up');
    });
    const failure = await callContract(paths.menus, {
      fetch: transport,
      signal: controller.signal,
    }).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ name: 'AbortError' });
  });
});
