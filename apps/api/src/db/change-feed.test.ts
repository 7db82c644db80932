// A change counter's tags: what a change names outdates only what shows it, in this process and,
// through a feed, in the others; a change naming nothing, or a feed that may have missed notices,
// outdates everything.
import { describe, expect, it } from 'vitest';
import {
  createChangeCounter,
  RESYNC,
  type ChangeFeed,
  type ChangeListener,
} from './change-feed.ts';

/** Two processes' feeds joined as PostgreSQL joins them: each hears what the other publishes. */
function joinedFeeds(): [ChangeFeed & { resync(): void }, ChangeFeed & { resync(): void }] {
  const listeners: Array<Map<string, ChangeListener[]>> = [new Map(), new Map()];
  const feed = (self: 0 | 1) => ({
    publish(channel: string, payload = '') {
      for (const listener of listeners[1 - self]!.get(channel) ?? []) listener(payload);
    },
    subscribe(channel: string, listener: ChangeListener) {
      listeners[self]!.set(channel, [...(listeners[self]!.get(channel) ?? []), listener]);
    },
    resync() {
      for (const all of listeners[self]!.values()) for (const listener of all) listener(RESYNC);
    },
    close: async () => undefined,
  });
  return [feed(0), feed(1)];
}

describe('a change counter', () => {
  it('a tagged change outdates only what shows one of its tags', () => {
    const changes = createChangeCounter('test_tags');
    const stamp = changes.read();
    changes.mark(['stock:p14', 'unkept']);
    expect(changes.isCurrent(stamp, ['stock:p14'])).toBe(false);
    expect(changes.isCurrent(stamp, ['stock:p20', 'unkept'])).toBe(false);
    expect(changes.isCurrent(stamp, ['stock:p20'])).toBe(true);
    expect(changes.isCurrent(stamp, [])).toBe(true);
    // Computed after the change: current.
    expect(changes.isCurrent(changes.read(), ['stock:p14'])).toBe(true);
  });

  it('a change naming nothing outdates everything; an empty list of tags changes nothing', () => {
    const changes = createChangeCounter('test_tags');
    const stamp = changes.read();
    changes.mark([]);
    expect(changes.read()).toBe(stamp);
    changes.mark();
    expect(changes.isCurrent(stamp, [])).toBe(false);
    expect(changes.isCurrent(changes.read(), ['stock:p14'])).toBe(true);
  });

  it("another process's tagged change reaches this one as tags; a resync outdates everything", () => {
    const [here, there] = joinedFeeds();
    const writer = createChangeCounter('test_tags');
    const reader = createChangeCounter('test_tags');
    writer.share(here);
    reader.share(there);
    const stamp = reader.read();
    writer.mark(['stock:p14', 'unkept']);
    expect(reader.isCurrent(stamp, ['stock:p14'])).toBe(false);
    expect(reader.isCurrent(stamp, ['stock:p20'])).toBe(true);
    writer.mark();
    expect(reader.isCurrent(stamp, ['stock:p20'])).toBe(false);

    const later = reader.read();
    there.resync();
    expect(reader.isCurrent(later, [])).toBe(false);
  });

  it('a list of tags too long for one notice reaches the others as a change of everything', () => {
    const [here, there] = joinedFeeds();
    const writer = createChangeCounter('test_tags');
    const reader = createChangeCounter('test_tags');
    writer.share(here);
    reader.share(there);
    const [writerStamp, readerStamp] = [writer.read(), reader.read()];
    const many = Array.from(
      { length: 1000 },
      (_, index) => `stock:p_${String(index).padStart(6, '0')}`,
    );
    writer.mark(many);
    expect(writer.isCurrent(writerStamp, ['stock:elsewhere'])).toBe(true);
    expect(reader.isCurrent(readerStamp, ['stock:elsewhere'])).toBe(false);
  });
});
