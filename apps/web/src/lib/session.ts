// The signed-in state of docs/spec.md §4 as a tiny external store over the stored token. It lives in
// lib/ rather than features/auth because the cart, wishlist and checkout features read it too,
// and features never import each other (docs/architecture.md).
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, clearAll, readRaw, setToken, subscribeToStorage } from './storage';

export interface TokenClaims {
  /** The customer id (docs/decisions/product-owner.md). */
  unique_name?: unknown;
  /** Expiry, in seconds since 1970 (RFC 7519). */
  exp?: unknown;
}

export type Session =
  | { isLoggedIn: false }
  | { isLoggedIn: true; customerId: string; token: string; expiresAtMs: number };

const GUEST: Session = Object.freeze({ isLoggedIn: false });

/** Base64url → text. atob only reads plain base64 with padding. */
function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  // The payload is UTF-8 JSON; atob hands back one char per byte.
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The payload of a JWT, read without checking its signature: the server checks that. Returns
 * null when the text is not a JWT with a JSON object payload.
 */
export function readTokenClaims(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as TokenClaims)
      : null;
  } catch {
    return null;
  }
}

/**
 * docs/spec.md §4: logged in when a stored token exists, is unexpired and its `unique_name` claim is
 * not empty. A token without a numeric `exp` cannot be shown to be unexpired, so it reads as
 * logged out.
 */
export function readSession(token: string | null, nowMs: number): Session {
  if (token === null || token === '') return GUEST;
  const claims = readTokenClaims(token);
  if (!claims) return GUEST;
  const { unique_name: customerId, exp } = claims;
  if (typeof customerId !== 'string' || customerId.trim() === '') return GUEST;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return GUEST;
  const expiresAtMs = exp * 1000;
  if (expiresAtMs <= nowMs) return GUEST;
  return { isLoggedIn: true, customerId, token, expiresAtMs };
}

let cachedRaw: string | null = null;
let cachedSession: Session = GUEST;

/** The same object while nothing changed: `useSyncExternalStore` compares snapshots by identity. */
export function getSession(): Session {
  const raw = readRaw(STORAGE_KEYS.token);
  const expired = cachedSession.isLoggedIn && cachedSession.expiresAtMs <= Date.now();
  if (raw !== cachedRaw || expired) {
    cachedRaw = raw;
    cachedSession = readSession(raw, Date.now());
  }
  return cachedSession;
}

export function isLoggedIn(): boolean {
  return getSession().isLoggedIn;
}

/** setTimeout fires at once for delays above 2^31 - 1 ms (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Storage changes (login, logout, the api-client forgetting the token on a 401, another tab) and
 * the token's own expiry both notify, so the header changes without a reload.
 */
function subscribeToSession(listener: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const scheduleExpiry = () => {
    clearTimeout(timer);
    const session = getSession();
    if (!session.isLoggedIn) return;
    const delay = Math.min(session.expiresAtMs - Date.now() + 50, MAX_TIMER_MS);
    timer = setTimeout(() => {
      scheduleExpiry();
      listener();
    }, delay);
  };
  const unsubscribe = subscribeToStorage(() => {
    scheduleExpiry();
    listener();
  });
  scheduleExpiry();
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

function getServerSnapshot(): Session {
  return GUEST;
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeToSession, getSession, getServerSnapshot);
}

// ---- Hook points ----

type LoginCallback = (session: Extract<Session, { isLoggedIn: true }>) => void | Promise<void>;
const loginCallbacks = new Set<LoginCallback>();

/**
 * Runs `callback` after every successful login. docs/spec.md §4: on login the guest cart merges into
 * the server cart and the wishlist loads; the cart and wishlist features register those here.
 * Returns the function that unregisters it.
 */
export function onLogin(callback: LoginCallback): () => void {
  loginCallbacks.add(callback);
  return () => {
    loginCallbacks.delete(callback);
  };
}

/**
 * Stores the token the server issued and runs the `onLogin` callbacks. A callback that fails is
 * logged and does not undo the login (docs/spec.md §8: cart and wishlist load errors are only logged).
 * Returns the new session, or a guest one when the token does not pass docs/spec.md §4.
 */
export async function completeLogin(token: string): Promise<Session> {
  setToken(token);
  const session = getSession();
  if (!session.isLoggedIn) return session;
  await Promise.all(
    Array.from(loginCallbacks, async (callback) => {
      try {
        await callback(session);
      } catch (error) {
        console.error('A login callback failed', error);
      }
    }),
  );
  return session;
}

/** Replaces the token without running the login callbacks: a password change issues a new one. */
export function replaceToken(token: string): void {
  setToken(token);
}

const logoutCallbacks = new Set<() => void>();

/** Runs `callback` after every logout (endSession): what the phone held for the customer goes. */
export function onLogout(callback: () => void): () => void {
  logoutCallbacks.add(callback);
  return () => {
    logoutCallbacks.delete(callback);
  };
}

/** docs/spec.md §4: logout clears the cart and ends the session — all local storage goes. */
export function endSession(): void {
  clearAll();
  for (const callback of logoutCallbacks) callback();
}
