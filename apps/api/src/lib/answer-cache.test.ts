import { describe, expect, it } from 'vitest';
import { createChangeCounter } from '../db/change-feed.ts';
import { AnswerCache, answerBytes, type Computed } from './answer-cache.ts';

function createCache(
  options: Partial<{ maxEntries: number; maxBytes: number; ttlMs: number; compact: boolean }> = {},
) {
  const changes = createChangeCounter('test_answers');
  let now = 0;
  const cache = new AnswerCache({
    maxEntries: options.maxEntries ?? 10,
    maxBytes: options.maxBytes ?? 1_000_000,
    ttlMs: options.ttlMs ?? 30_000,
    changes,
    now: () => now,
    compact: options.compact ?? false,
  });
  return {
    cache,
    bump: (tags?: string[]) => changes.mark(tags),
    advance: (ms: number) => (now += ms),
  };
}

function counter(value = 'x') {
  let calls = 0;
  return {
    compute: async () => {
      calls += 1;
      return JSON.stringify({ value, calls });
    },
    get calls() {
      return calls;
    },
  };
}

/** `key` being computed by `compute`, which starts once `release` is called. */
function computing(cache: AnswerCache, key: string, compute: () => Promise<Computed>) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const answer = cache.get(key, async () => {
    await gate;
    return compute();
  });
  return { answer, release };
}

describe('the answer cache', () => {
  it('computes an answer once and then serves the same bytes and validator', async () => {
    const { cache } = createCache();
    const source = counter();
    const first = await cache.get('a', source.compute);
    const second = await cache.get('a', source.compute);
    expect(source.calls).toBe(1);
    expect(answerBytes(second).equals(answerBytes(first))).toBe(true);
    expect(second.etag).toBe(first.etag);
  });

  it('a burst of identical misses computes once', async () => {
    const { cache } = createCache();
    const source = counter();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cache.get('a', source.compute)),
    );
    expect(source.calls).toBe(1);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
  });

  it('a change of version makes every entry stale', async () => {
    const { cache, bump } = createCache();
    const source = counter();
    await cache.get('a', source.compute);
    bump();
    const after = await cache.get('a', source.compute);
    expect(source.calls).toBe(2);
    expect(JSON.parse(answerBytes(after).toString()).calls).toBe(2);
  });

  it('an answer computed while a write happened is used once but not kept', async () => {
    const { cache, bump } = createCache();
    const source = counter();
    await cache.get('a', async () => {
      const json = await source.compute();
      bump(); // the write lands while the answer is being read
      return json;
    });
    await cache.get('a', source.compute);
    expect(source.calls).toBe(2);
    expect(cache.size).toBe(1);
  });

  it('a change naming tags outdates only the entries showing one of them', async () => {
    const { cache, bump } = createCache();
    const shown = (tags: string[]) => {
      const source = counter();
      const compute = async () => ({ json: await source.compute(), tags });
      return { source, compute };
    };
    const p14 = shown(['stock:p14']);
    const p20 = shown(['stock:p20']);
    const home = shown([]);
    const keys = ['p14', 'p20', 'home'] as const;
    const pages = { p14, p20, home };
    for (const key of keys) await cache.get(key, pages[key].compute);
    bump(['stock:p14', 'unkept']);
    for (const key of keys) await cache.get(key, pages[key].compute);
    expect(keys.map((key) => pages[key].source.calls)).toEqual([2, 1, 1]);
    bump([]); // names nothing: nothing changed
    bump(); // names nothing at all: everything changed
    for (const key of keys) await cache.get(key, pages[key].compute);
    expect(keys.map((key) => pages[key].source.calls)).toEqual([3, 2, 2]);
  });

  it('an answer in flight when a change names one of its tags is used once but not kept', async () => {
    const { cache, bump } = createCache();
    const source = counter();
    const compute = async () => ({ json: await source.compute(), tags: ['stock:p14'] });
    await cache.get('p14', async () => {
      const computed = await compute();
      bump(['stock:p14']);
      return computed;
    });
    await cache.get('p14', compute);
    await cache.get('p14', compute);
    expect(source.calls).toBe(2);
    await cache.get('p20', async () => {
      const json = await source.compute();
      bump(['stock:p14']); // another product's order: this answer stays
      return { json, tags: ['stock:p20'] };
    });
    await cache.get('p20', compute);
    expect(source.calls).toBe(3);
  });

  it('a request after a change does not take the answer of a computation begun before it that the change outdates', async () => {
    const { cache, bump } = createCache();
    const source = counter();
    const compute = async () => ({ json: await source.compute(), tags: ['stock:p14'] });
    const before = computing(cache, 'p14', compute);
    bump(['stock:p14']);
    const after = cache.get('p14', compute);
    before.release();
    const [first, second] = await Promise.all([before.answer, after]);
    expect(source.calls).toBe(2);
    expect(first.etag).not.toBe(second.etag);
    // The second, computed after the change, is the one kept.
    expect((await cache.get('p14', compute)).etag).toBe(second.etag);
    expect(source.calls).toBe(2);
  });

  it('a request joins a computation under way across a change that names none of its tags', async () => {
    const { cache, bump } = createCache();
    const source = counter();
    const before = computing(cache, 'listing', async () => ({
      json: await source.compute(),
      tags: [],
    }));
    bump(['stock:p14']); // an order of a product this listing does not show the stock of
    const after = cache.get('listing', source.compute);
    before.release();
    const [first, second] = await Promise.all([before.answer, after]);
    expect(source.calls).toBe(1);
    expect(second.etag).toBe(first.etag);
  });

  it('a request after a change of everything does not join a computation begun before it', async () => {
    const { cache, bump } = createCache();
    const source = counter();
    const before = computing(cache, 'listing', source.compute);
    bump();
    const after = cache.get('listing', source.compute);
    before.release();
    await Promise.all([before.answer, after]);
    expect(source.calls).toBe(2);
  });

  it('past its TTL an entry is answered once more while a fresh copy is computed', async () => {
    const { cache, advance } = createCache({ ttlMs: 1_000 });
    const source = counter();
    const heard: string[] = [];
    const hear = (outcome: string) => heard.push(outcome);
    await cache.get('a', source.compute, hear);
    advance(999);
    await cache.get('a', source.compute, hear);
    expect(source.calls).toBe(1);
    advance(1);
    const stale = await cache.get('a', source.compute, hear);
    expect(JSON.parse(answerBytes(stale).toString()).calls).toBe(1);
    expect(source.calls).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    const fresh = await cache.get('a', source.compute, hear);
    expect(JSON.parse(answerBytes(fresh).toString()).calls).toBe(2);
    expect(source.calls).toBe(2);
    // What the routes send as x-answer-cache.
    expect(heard).toEqual(['MISS', 'HIT', 'STALE', 'HIT']);
  });

  it('a failed refresh behind a stale answer is reported, and the stale copy still answers', async () => {
    const failures: Array<{ key: string; error: unknown }> = [];
    let now = 0;
    const cache = new AnswerCache({
      maxEntries: 10,
      maxBytes: 1_000_000,
      ttlMs: 1_000,
      changes: createChangeCounter('test_answers'),
      now: () => now,
      onRefreshError: (key, error) => failures.push({ key, error }),
    });
    await cache.get('a', async () => '{"v":1}');
    now = 1_500;
    const broken = new Error('database down');
    const stale = await cache.get('a', () => Promise.reject(broken));
    expect(answerBytes(stale).toString()).toBe('{"v":1}');
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toEqual([{ key: 'a', error: broken }]);
    const again = await cache.get('a', async () => '{"v":2}');
    expect(answerBytes(again).toString()).toBe('{"v":1}');
  });

  it('past twice its TTL an entry is computed before answering', async () => {
    const { cache, advance } = createCache({ ttlMs: 1_000 });
    const source = counter();
    await cache.get('a', source.compute);
    advance(2_000);
    const answer = await cache.get('a', source.compute);
    expect(JSON.parse(answerBytes(answer).toString()).calls).toBe(2);
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const { cache } = createCache({ maxEntries: 2 });
    const a = counter('a');
    const b = counter('b');
    const c = counter('c');
    await cache.get('a', a.compute);
    await cache.get('b', b.compute);
    await cache.get('a', a.compute); // a is now the most recently used
    await cache.get('c', c.compute); // b goes
    await cache.get('a', a.compute);
    await cache.get('b', b.compute);
    expect([a.calls, b.calls, c.calls]).toEqual([1, 2, 1]);
    expect(cache.size).toBe(2);
  });

  it('holds at most maxBytes', async () => {
    const { cache } = createCache({ maxBytes: 50 });
    const big = async () => JSON.stringify({ text: 'x'.repeat(30) });
    await cache.get('a', big);
    await cache.get('b', big);
    expect(cache.size).toBe(1);
  });

  it('with maxEntries 0 it keeps nothing but still answers', async () => {
    const { cache } = createCache({ maxEntries: 0 });
    const source = counter();
    const answer = await cache.get('a', source.compute);
    await cache.get('a', source.compute);
    expect(source.calls).toBe(2);
    expect(answer.etag).toMatch(/^W\//);
    expect(cache.size).toBe(0);
  });

  it('a failed computation is not kept: the next request tries again', async () => {
    const { cache } = createCache();
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    const source = counter();
    await cache.get('a', source.compute);
    expect(source.calls).toBe(1);
  });
});

describe('a compact cache (rendered pages)', () => {
  const page = (title: string) => async () =>
    `<!doctype html><title>${title}</title>${'<p>Brass diya, hand made in Moradabad.</p>'.repeat(400)}`;

  it('keeps only the compressed copies and gives the same bytes back', async () => {
    const { cache } = createCache({ compact: true });
    const first = await cache.get('p1', page('one'));
    const kept = await cache.get('p1', page('changed'));
    expect(kept).toBe(first);
    expect(kept.body).toBeNull();
    expect(kept.compressed.gzip).toBeDefined();
    expect(kept.compressed.br).toBeDefined();
    expect(answerBytes(kept).toString('utf8')).toBe(await page('one')());
    expect(kept.length).toBe(Buffer.byteLength(await page('one')()));
  });

  it('fits several times the pages of a full cache in the same bytes', async () => {
    const size = Buffer.byteLength(await page('x')());
    const budget = size * 3;
    const full = createCache({ maxBytes: budget, maxEntries: 1000 });
    const compact = createCache({ maxBytes: budget, maxEntries: 1000, compact: true });
    for (let index = 0; index < 20; index += 1) {
      await full.cache.get(`p${index}`, page(String(index)));
      await compact.cache.get(`p${index}`, page(String(index)));
    }
    expect(full.cache.size).toBeLessThanOrEqual(3);
    expect(compact.cache.size).toBe(20);
  });
});
