import { describe, expect, it } from 'vitest';
import { RESYNC, type ChangeFeed, type ChangeListener } from '../db/change-feed.ts';
import {
  SESSIONS_CHANNEL,
  createSessionVersions,
  markSessionsChanged,
  shareSessionChanges,
} from './session-versions.ts';

/** A feed whose notices the test delivers by hand, as another process's would arrive. */
function manualFeed() {
  const listeners: ChangeListener[] = [];
  const published: string[] = [];
  const feed: ChangeFeed = {
    publish: (channel) => published.push(channel),
    subscribe: (channel, listener) => {
      if (channel === SESSIONS_CHANNEL) listeners.push(listener);
    },
    close: async () => undefined,
  };
  return { feed, published, hear: (payload = '') => listeners.forEach((l) => l(payload)) };
}

function counter(values: Array<number | undefined>) {
  let calls = 0;
  return {
    load: async () => values[Math.min(calls++, values.length - 1)],
    get calls() {
      return calls;
    },
  };
}

describe('createSessionVersions', () => {
  it('reads an account once, then keeps its version until the TTL runs out', async () => {
    let clock = 0;
    const versions = createSessionVersions({ ttlMs: 5_000, maxEntries: 10, now: () => clock });
    const source = counter([3, 4]);
    expect(await versions.read('customer:c1', source.load)).toBe(3);
    clock = 4_999;
    expect(await versions.read('customer:c1', source.load)).toBe(3);
    expect(source.calls).toBe(1);
    clock = 5_000;
    expect(await versions.read('customer:c1', source.load)).toBe(4);
    expect(source.calls).toBe(2);
  });

  it('reads again at once after markSessionsChanged, and tells the other processes', async () => {
    const { feed, published } = manualFeed();
    const leave = shareSessionChanges(feed);
    try {
      const versions = createSessionVersions({ ttlMs: 60_000, maxEntries: 10 });
      const source = counter([0, 1]);
      expect(await versions.read('customer:c1', source.load)).toBe(0);
      markSessionsChanged();
      expect(await versions.read('customer:c1', source.load)).toBe(1);
      expect(published).toEqual([SESSIONS_CHANNEL]);
    } finally {
      leave();
    }
  });

  it("reads again at once when another process's change (or a resync) is heard", async () => {
    const { feed, hear } = manualFeed();
    const leave = shareSessionChanges(feed);
    try {
      const versions = createSessionVersions({ ttlMs: 60_000, maxEntries: 10 });
      const source = counter([0, 1, 2]);
      expect(await versions.read('seller:s1', source.load)).toBe(0);
      hear();
      expect(await versions.read('seller:s1', source.load)).toBe(1);
      hear(RESYNC);
      expect(await versions.read('seller:s1', source.load)).toBe(2);
    } finally {
      leave();
    }
  });

  it('does not keep a version read while a change was under way', async () => {
    const versions = createSessionVersions({ ttlMs: 60_000, maxEntries: 10 });
    let calls = 0;
    const racing = async () => {
      calls += 1;
      // The change commits while this read is in flight: what it read may predate it.
      if (calls === 1) markSessionsChanged();
      return calls;
    };
    expect(await versions.read('admin:a1', racing)).toBe(1);
    expect(await versions.read('admin:a1', racing)).toBe(2);
    expect(await versions.read('admin:a1', racing)).toBe(2);
  });

  it('keeps an account that cannot sign in (undefined) like any other, and reads every call with a TTL of 0', async () => {
    const kept = createSessionVersions({ ttlMs: 60_000, maxEntries: 10 });
    const gone = counter([undefined, 5]);
    expect(await kept.read('seller:s2', gone.load)).toBeUndefined();
    expect(await kept.read('seller:s2', gone.load)).toBeUndefined();
    expect(gone.calls).toBe(1);
    const strict = createSessionVersions({ ttlMs: 0, maxEntries: 10 });
    const source = counter([7]);
    await strict.read('customer:c1', source.load);
    await strict.read('customer:c1', source.load);
    expect(source.calls).toBe(2);
  });

  it('keeps at most its bound, dropping the oldest first', async () => {
    const versions = createSessionVersions({ ttlMs: 60_000, maxEntries: 2, now: () => 0 });
    const a = counter([1]);
    const b = counter([2]);
    const c = counter([3]);
    await versions.read('a', a.load);
    await versions.read('b', b.load);
    await versions.read('c', c.load);
    await versions.read('b', b.load);
    await versions.read('a', a.load);
    expect([a.calls, b.calls, c.calls]).toEqual([2, 1, 1]);
  });
});
