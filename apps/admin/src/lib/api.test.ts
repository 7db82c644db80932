// The back office's client: the contract's paths and queries, the token sent, the error envelope
// read back as a message with field messages, and a 401 ending the session.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as paths from '@haat/contract/back-office-paths';
import { ApiError, call, session } from './api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function answering(status: number, body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('calling the back-office API', () => {
  it('fills the path, drops empty query values and sends the session token', async () => {
    session.start('t0ken');
    const fetch = answering(200, { status: 'success', data: { productID: 'p_1' } });
    await call(paths.product, { params: { productID: 'p 1' } });
    await call(paths.products, { query: { q: '', page: 2 } });
    const [first, second] = fetch.mock.calls as unknown as Array<[string, RequestInit]>;
    expect(new URL(first![0]).pathname).toBe('/api/admin/products/p%201');
    expect((first![1].headers as Record<string, string>).authorization).toBe('Bearer t0ken');
    expect(new URL(second![0]).search).toBe('?page=2');
  });

  it("a proxy's HTML error page is not read as an answer: the status speaks", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<html>Bad gateway</html>', {
            status: 502,
            headers: { 'content-type': 'text/html' },
          }),
      ),
    );
    const failure = await call(paths.products, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 502, message: 'The server answered 502.' });
  });

  it('a JSON answer that cannot be read says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"status":', {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    await expect(call(paths.products, {})).rejects.toThrow('could not be read');
  });

  it('reads the error envelope into an ApiError with its field messages', async () => {
    answering(400, {
      status: 'error',
      code: 'VALIDATION_FAILED',
      message: 'Check the form.',
      validation: { price: 'The price cannot be above the MRP.' },
    });
    const failure = await call(paths.productCreate, { body: {} as never }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      message: 'Check the form.',
      validation: { price: 'The price cannot be above the MRP.' },
    });
  });

  it('a 401 ends the session and says so to the app', async () => {
    session.start('old');
    answering(401, { status: 'error', code: 'UNAUTHENTICATED', message: 'Please log in again.' });
    const signedOut = vi.fn();
    window.addEventListener('haat:signed-out', signedOut);
    await expect(call(paths.me)).rejects.toThrow('Please log in again.');
    expect(session.token()).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('a refused sign-in, as the operator or as a seller, is a wrong password: nothing ends', async () => {
    session.start('kept');
    answering(401, { status: 'error', code: 'UNAUTHENTICATED', message: 'Wrong password.' });
    const signedOut = vi.fn();
    window.addEventListener('haat:signed-out', signedOut);
    const body = { email: 'shop@example.in', password: 'not-it' };
    await expect(call(paths.sellerLogin, { body })).rejects.toThrow('Wrong password.');
    await expect(call(paths.adminLogin, { body })).rejects.toThrow('Wrong password.');
    window.removeEventListener('haat:signed-out', signedOut);
    expect(session.token()).toBe('kept');
    expect(signedOut).not.toHaveBeenCalled();
  });
});
