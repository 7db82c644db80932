import { describe, expect, it } from 'vitest';
import { createVerifiedTokens } from './verified-tokens.ts';

describe('createVerifiedTokens', () => {
  it('answers a remembered token until its expiry, then forgets it', () => {
    const tokens = createVerifiedTokens<{ id: string }>(10);
    tokens.remember('a.b.c', { claims: { id: 'cus_1' }, expiresAtMs: 5_000 });
    expect(tokens.get('a.b.c', 4_999)).toEqual({ id: 'cus_1' });
    expect(tokens.get('a.b.c', 5_000)).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('answers only the exact token string it was given', () => {
    const tokens = createVerifiedTokens<{ id: string }>(10);
    tokens.remember('a.b.c', { claims: { id: 'cus_1' }, expiresAtMs: 5_000 });
    expect(tokens.get('a.b.C', 0)).toBeUndefined();
    expect(tokens.get('a.b.c ', 0)).toBeUndefined();
  });

  it('keeps at most its bound, dropping the oldest first', () => {
    const tokens = createVerifiedTokens<number>(2);
    tokens.remember('one', { claims: 1, expiresAtMs: 9_000 });
    tokens.remember('two', { claims: 2, expiresAtMs: 9_000 });
    tokens.remember('one', { claims: 1, expiresAtMs: 9_000 });
    tokens.remember('three', { claims: 3, expiresAtMs: 9_000 });
    expect(tokens.size).toBe(2);
    expect(tokens.get('one', 0)).toBe(1);
    expect(tokens.get('two', 0)).toBeUndefined();
    expect(tokens.get('three', 0)).toBe(3);
  });

  it('remembers nothing with a bound of 0', () => {
    const tokens = createVerifiedTokens<number>(0);
    tokens.remember('one', { claims: 1, expiresAtMs: 9_000 });
    expect(tokens.get('one', 0)).toBeUndefined();
  });
});
