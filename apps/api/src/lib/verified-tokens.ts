// Tokens whose signature this process has checked already. A shopper sends the same token with
// every call, and checking an HS256 signature through WebCrypto (jose) was ~7% of a checkout
// summary's CPU. The memo is keyed by the whole token string, so only the very bytes that passed
// are ever taken again; expiry is checked on every use against the server's clock; and the
// account's token version (logout, password change) is still read from the database each call,
// so nothing about revocation changes. Bounded: the oldest entry goes first.

/** What a checked token said: its claims, and when it stops being valid. */
export interface VerifiedClaims<C> {
  claims: C;
  expiresAtMs: number;
}

export interface VerifiedTokens<C> {
  /** The claims of a token checked before and not yet expired at `nowMs`; undefined otherwise. */
  get(token: string, nowMs: number): C | undefined;
  remember(token: string, verified: VerifiedClaims<C>): void;
  readonly size: number;
}

export function createVerifiedTokens<C>(maxEntries: number): VerifiedTokens<C> {
  const entries = new Map<string, VerifiedClaims<C>>();
  return {
    get(token, nowMs) {
      const entry = entries.get(token);
      if (entry === undefined) return undefined;
      if (nowMs >= entry.expiresAtMs) {
        entries.delete(token);
        return undefined;
      }
      return entry.claims;
    },
    remember(token, verified) {
      if (maxEntries <= 0) return;
      entries.delete(token); // a token remembered again counts as the newest
      if (entries.size >= maxEntries) {
        // Maps iterate in insertion order: the first key is the oldest.
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(token, verified);
    },
    get size() {
      return entries.size;
    },
  };
}
