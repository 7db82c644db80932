// The shared client's own rules, whatever app configures it: paths filled from the declaration,
// the envelope read back, the options each app sets, and aborts that are not failures.
import { ordersBackOfficeEndpoints, productsBackOfficeEndpoints, endpoints } from '@haat/contract';
import * as backOfficePaths from '@haat/contract/back-office-paths';
import * as paths from '@haat/contract/paths';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  ApiError,
  createClient,
  type ClientOptions,
  type EndpointOf,
  type Transport,
} from './index.ts';

const messages: ClientOptions['messages'] = {
  unreachable: 'unreachable',
  unreadable: 'unreadable',
  failed: (status) => `failed ${status}`,
  sessionEnded: 'session ended',
};

function answering(status: number, body: string, contentType = 'application/json') {
  return vi.fn<Transport>(
    async () => new Response(body, { status, headers: { 'content-type': contentType } }),
  );
}

describe('the shared API client', () => {
  it('fills the path, sends the token and the JSON body, and resolves with the answer', async () => {
    const transport = answering(200, '{"status":"success","data":{"productID":"p 1"}}');
    const client = createClient({ token: () => 't0ken', messages });
    const answer = await client.call(productsBackOfficeEndpoints.productStatus, {
      params: { productID: 'p 1' },
      body: { status: 'published' },
      fetch: transport,
    });
    expect(answer).toEqual({ status: 'success', data: { productID: 'p 1' } });
    const [url, init] = transport.mock.calls[0]!;
    expect(url).toBe('/api/admin/products/p%201/status');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"status":"published"}');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer t0ken');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('asks for the page’s language when given one, and leaves the browser’s otherwise', async () => {
    const transport = answering(200, '{"status":"success","data":[]}');
    await createClient({ token: () => null, messages, language: 'hi-IN' }).call(paths.cart, {
      fetch: transport,
    });
    await createClient({ token: () => null, messages }).call(paths.cart, { fetch: transport });
    expect(new Headers(transport.mock.calls[0]![1].headers).get('accept-language')).toBe('hi-IN');
    expect(new Headers(transport.mock.calls[1]![1].headers).get('accept-language')).toBeNull();
  });

  it('takes a zod-free storefront route as well as a declaration', async () => {
    const transport = answering(200, '{"status":"success","data":[]}');
    const client = createClient({ token: () => null, messages, baseUrl: () => 'http://shop.in' });
    await client.call(paths.trackOrder, { params: { trakingid: 'TRK/1' }, fetch: transport });
    expect(transport.mock.calls[0]![0]).toBe('http://shop.in/api/public/order/TRK%2F1');
    expect(new Headers(transport.mock.calls[0]![1].headers).has('authorization')).toBe(false);
  });

  it('drops empty query values only when told to', async () => {
    const transport = answering(200, '{}');
    const query = { q: '', page: 2 } as never;
    await createClient({ token: () => null, messages }).call(productsBackOfficeEndpoints.products, {
      query,
      fetch: transport,
    });
    await createClient({ token: () => null, messages, omitEmptyQuery: true }).call(
      productsBackOfficeEndpoints.products,
      { query, fetch: transport },
    );
    expect(transport.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/products?q=&page=2',
      '/api/admin/products?page=2',
    ]);
  });

  it('reads a refusal into an ApiError: message (or docs/spec.md Message), code, field messages', async () => {
    const client = createClient({ token: () => null, messages });
    const refused = await client
      .call(endpoints.contact, {
        body: {} as never,
        fetch: answering(
          400,
          '{"code":"VALIDATION_FAILED","Message":"Check","validation":{"email":"Bad"}}',
        ),
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 400,
      message: 'Check',
      code: 'VALIDATION_FAILED',
      validation: { email: 'Bad' },
    });
  });

  it("lets the status speak for a proxy's HTML page, and says when JSON cannot be read", async () => {
    const client = createClient({ token: () => null, messages });
    await expect(
      client.call(paths.menus, { fetch: answering(502, '<html>Bad gateway</html>', 'text/html') }),
    ).rejects.toMatchObject({ status: 502, message: 'failed 502' });
    await expect(
      client.call(paths.menus, { fetch: answering(200, '{"status":') }),
    ).rejects.toMatchObject({ status: 200, message: 'unreadable' });
  });

  it('tells the app of a 401 with the route that got it', async () => {
    const onUnauthorized = vi.fn();
    const client = createClient({ token: () => 'old', messages, onUnauthorized });
    await expect(
      client.call(endpoints.profile, { fetch: answering(401, '{"message":"Log in"}') }),
    ).rejects.toMatchObject({ status: 401, message: 'Log in' });
    expect(onUnauthorized).toHaveBeenCalledWith(endpoints.profile);
  });

  it('checks for Status 3 only for an app that handles it', async () => {
    const ended = answering(200, '{"status":"success","data":{"Status":3}}');
    expect(
      await createClient({ token: () => null, messages }).call(paths.cart, { fetch: ended }),
    ).toEqual({ status: 'success', data: { Status: 3 } });
    const onSessionEnded = vi.fn();
    await expect(
      createClient({ token: () => null, messages, onSessionEnded }).call(paths.cart, {
        fetch: ended,
      }),
    ).rejects.toMatchObject({ message: 'session ended' });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('an unreachable server is status 0; a call given up on rejects with the abort itself', async () => {
    const client = createClient({ token: () => null, messages });
    const down = vi.fn<Transport>(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(client.call(paths.menus, { fetch: down })).rejects.toMatchObject({
      status: 0,
      message: 'unreachable',
    });
    const controller = new AbortController();
    const hangUp = vi.fn<Transport>(async () => {
      controller.abort();
      throw new TypeError('socket hang up');
    });
    const failure = await client
      .call(paths.menus, { fetch: hangUp, signal: controller.signal })
      .catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ name: 'AbortError' });
  });

  it('reads a JSON answer whole through a transport that can (the server render’s), parsed or not', async () => {
    const client = createClient({ token: () => null, messages });
    const shared = Object.freeze({ status: 'success', data: [] });
    const fetchNever = vi.fn<Transport>(async () => {
      throw new Error('a transport that reads whole is not fetched from for JSON');
    });
    const read = vi.fn<NonNullable<Transport['read']>>(async () => ({
      status: 200,
      contentType: 'application/json',
      json: shared,
    }));
    const parsed = await client.call(paths.menus, { fetch: Object.assign(fetchNever, { read }) });
    // The transport's own JSON, as it is: not parsed again, not copied.
    expect(parsed).toBe(shared);
    expect(read.mock.calls[0]![0]).toBe('/api/public/menus');
    expect(new Headers(read.mock.calls[0]![1].headers).get('accept')).toBe('application/json');
    const asText = (status: number, text: string, contentType = 'application/json') =>
      Object.assign(fetchNever, {
        read: async () => ({ status, contentType, text }),
      });
    expect(await client.call(paths.menus, { fetch: asText(200, '{"data":[1]}') })).toEqual({
      data: [1],
    });
    await expect(
      client.call(paths.menus, { fetch: asText(404, '{"message":"No such menu"}') }),
    ).rejects.toMatchObject({ status: 404, message: 'No such menu' });
    await expect(
      client.call(paths.menus, { fetch: asText(200, '{"status":') }),
    ).rejects.toMatchObject({ status: 200, message: 'unreadable' });
    const down = Object.assign(fetchNever, {
      read: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(client.call(paths.menus, { fetch: down })).rejects.toMatchObject({
      status: 0,
      message: 'unreachable',
    });
    expect(fetchNever).not.toHaveBeenCalled();
  });

  it('answers a file as its bytes, and a refused file with the envelope', async () => {
    const client = createClient({ token: () => 't', messages });
    const pdf = vi.fn<Transport>(async () => new Response('%PDF-1.7', { status: 200 }));
    const blob = await client.callBlob(paths.invoice, { params: { orderID: 'OD1' }, fetch: pdf });
    expect(await blob.text()).toBe('%PDF-1.7');
    await expect(
      client.callBlob(paths.invoice, {
        params: { orderID: 'OD1' },
        fetch: answering(404, '{"message":"No invoice"}'),
      }),
    ).rejects.toMatchObject({ status: 404, message: 'No invoice' });
  });

  it('types a call through a route as through the declaration it was generated from', async () => {
    // A name both maps use stands for each map's own declaration.
    expectTypeOf<EndpointOf<typeof paths.product>>().toEqualTypeOf<typeof endpoints.product>();
    expectTypeOf<EndpointOf<typeof backOfficePaths.product>>().toEqualTypeOf<
      typeof productsBackOfficeEndpoints.product
    >();
    expectTypeOf<EndpointOf<typeof backOfficePaths.orders>>().toEqualTypeOf<
      typeof ordersBackOfficeEndpoints.orders
    >();
    expectTypeOf<EndpointOf<typeof ordersBackOfficeEndpoints.orders>>().toEqualTypeOf<
      typeof ordersBackOfficeEndpoints.orders
    >();
    const transport = answering(200, '{"status":"success","data":{"productID":"p 1"}}');
    const client = createClient({ token: () => 't', messages });
    await client.call(backOfficePaths.productStatus, {
      params: { productID: 'p 1' },
      body: { status: 'published' },
      fetch: transport,
    });
    expect(transport.mock.calls[0]![0]).toBe('/api/admin/products/p%201/status');
    expect(transport.mock.calls[0]![1].method).toBe('PUT');
  });
});
