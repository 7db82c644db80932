import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import {
  describeRetry,
  hitRateLimit,
  releaseRateLimitHit,
  resetRateLimit,
} from './rate-limiter.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const start = new Date('2026-03-05T10:00:00.000Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('fixed-window rate limits in the database', () => {
  it('counts hits, refuses past the limit and starts again when the window ends', async () => {
    const rule = { key: 'test:window', max: 2, windowSeconds: 60 };
    expect(await hitRateLimit(t.db, rule, at(0))).toEqual({
      count: 1,
      isAllowed: true,
      retryAfterSeconds: 60,
    });
    expect((await hitRateLimit(t.db, rule, at(10))).isAllowed).toBe(true);
    expect(await hitRateLimit(t.db, rule, at(20))).toEqual({
      count: 3,
      isAllowed: false,
      retryAfterSeconds: 40,
    });
    expect(await hitRateLimit(t.db, rule, at(60))).toEqual({
      count: 1,
      isAllowed: true,
      retryAfterSeconds: 60,
    });
  });

  it('counts parallel hits exactly once each', async () => {
    const rule = { key: 'test:parallel', max: 100, windowSeconds: 60 };
    const states = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit(t.db, rule, at(0))),
    );
    expect(states.map((state) => state.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it('takes a hit back and resets a key', async () => {
    const rule = { key: 'test:release', max: 5, windowSeconds: 60 };
    await hitRateLimit(t.db, rule, at(0));
    await hitRateLimit(t.db, rule, at(0));
    await releaseRateLimitHit(t.db, rule.key);
    expect((await hitRateLimit(t.db, rule, at(1))).count).toBe(2);
    await resetRateLimit(t.db, rule.key);
    expect((await hitRateLimit(t.db, rule, at(2))).count).toBe(1);
  });

  it('says how long to wait in whole minutes', () => {
    expect(describeRetry(1)).toBe('Please try again in 1 minute.');
    expect(describeRetry(61)).toBe('Please try again in 2 minutes.');
    expect(describeRetry(900)).toBe('Please try again in 15 minutes.');
  });
});
