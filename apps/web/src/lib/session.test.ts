import * as paths from '@haat/contract/paths';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLiveToken, makeToken } from '../test/tokens';
import { mockFetch } from '../test/mock-fetch';
import { callContract } from './api-client';
import {
  completeLogin,
  endSession,
  getSession,
  onLogin,
  readSession,
  readTokenClaims,
  useSession,
} from './session';
import { STORAGE_KEYS, getGuestCart, getToken, setGuestCart, setToken } from './storage';

const NOW_MS = Date.UTC(2025, 0, 15, 10, 0, 0);
const inOneHour = NOW_MS / 1000 + 3600;

describe('readSession (docs/spec.md §4 logged-in state)', () => {
  it('is logged in with an unexpired token whose unique_name is not empty', () => {
    const token = makeToken({ unique_name: 'c_42', exp: inOneHour });
    expect(readSession(token, NOW_MS)).toEqual({
      isLoggedIn: true,
      customerId: 'c_42',
      token,
      expiresAtMs: inOneHour * 1000,
    });
  });

  it('is logged out when the token has expired', () => {
    const token = makeToken({ unique_name: 'c_42', exp: NOW_MS / 1000 - 1 });
    expect(readSession(token, NOW_MS).isLoggedIn).toBe(false);
  });

  it('is logged out at the very second the token expires', () => {
    const token = makeToken({ unique_name: 'c_42', exp: NOW_MS / 1000 });
    expect(readSession(token, NOW_MS).isLoggedIn).toBe(false);
  });

  it.each([
    ['missing', { exp: inOneHour }],
    ['empty', { unique_name: '', exp: inOneHour }],
    ['blank', { unique_name: '   ', exp: inOneHour }],
    ['not a string', { unique_name: 42, exp: inOneHour }],
  ])('is logged out when unique_name is %s', (_, claims) => {
    expect(readSession(makeToken(claims), NOW_MS).isLoggedIn).toBe(false);
  });

  it('is logged out when the token carries no expiry', () => {
    expect(readSession(makeToken({ unique_name: 'c_42' }), NOW_MS).isLoggedIn).toBe(false);
  });

  it.each([null, '', 'not-a-jwt', 'a.b.c', 'a.bnVsbA.c'])(
    'is logged out with no token or a broken one (%s)',
    (token) => {
      expect(readSession(token, NOW_MS).isLoggedIn).toBe(false);
    },
  );

  it('reads a base64url payload holding non-ASCII text', () => {
    const token = makeToken({ unique_name: 'c_1', exp: inOneHour, name: 'अनाया' });
    expect(readTokenClaims(token)).toMatchObject({ unique_name: 'c_1', name: 'अनाया' });
  });
});

describe('session store', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows the stored token', () => {
    expect(getSession().isLoggedIn).toBe(false);
    setToken(makeLiveToken('c_7'));
    expect(getSession()).toMatchObject({ isLoggedIn: true, customerId: 'c_7' });
  });

  it('logs the header out when a call answers 401', async () => {
    setToken(makeLiveToken());
    const { result } = renderHook(() => useSession());
    expect(result.current.isLoggedIn).toBe(true);
    mockFetch({ 'GET /api/customer/profile': { status: 401, body: { message: 'Log in again.' } } });
    await act(async () => {
      await expect(callContract(paths.profile)).rejects.toThrow('Log in again.');
    });
    expect(getToken()).toBeNull();
    expect(result.current.isLoggedIn).toBe(false);
  });

  it('logs out by itself when the token expires while the page is open', () => {
    vi.useFakeTimers({ now: NOW_MS });
    setToken(makeToken({ unique_name: 'c_1', exp: NOW_MS / 1000 + 60 }));
    const { result } = renderHook(() => useSession());
    expect(result.current.isLoggedIn).toBe(true);
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(result.current.isLoggedIn).toBe(false);
  });

  it('runs the onLogin callbacks after a login, and a failing one does not undo it', async () => {
    const merged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const offMerge = onLogin((session) => {
      merged.push(session.customerId);
    });
    const offBroken = onLogin(() => {
      throw new Error('wishlist down');
    });
    const session = await completeLogin(makeLiveToken('c_9'));
    offMerge();
    offBroken();
    expect(session.isLoggedIn).toBe(true);
    expect(merged).toEqual(['c_9']);
    await completeLogin(makeLiveToken('c_10'));
    expect(merged).toEqual(['c_9']);
  });

  it('does not run the callbacks for a token that fails docs/spec.md §4', async () => {
    const callback = vi.fn();
    const off = onLogin(callback);
    const session = await completeLogin(makeToken({ unique_name: '', exp: inOneHour }));
    off();
    expect(session.isLoggedIn).toBe(false);
    expect(callback).not.toHaveBeenCalled();
  });

  it('ends the session by wiping the token and the guest cart (docs/spec.md §4)', () => {
    setToken(makeLiveToken());
    setGuestCart([
      {
        productID: 'p1',
        colorID: 0,
        sizeID: 0,
        pieces: 1,
        name: 'Diya',
        mrprice: 100,
        price: 90,
        color: '',
        size: '',
        img: '',
        total: 90,
      },
    ]);
    endSession();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(getGuestCart()).toEqual([]);
    expect(getSession().isLoggedIn).toBe(false);
  });
});
