import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { createTurns } from './turns.ts';

/** A task that runs until `finish` is called, noting when it started. */
function openTask(started: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
    fail: (error: Error) => fail(error),
  };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('pages rendered in turn', () => {
  it('runs at most the given number at once, the others in the order they asked', async () => {
    const turns = createTurns(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => openTask(started, name));
    const answers = tasks.map(({ task }) => turns(task));
    await nextTurn();
    await nextTurn();
    expect(started).toEqual(['a', 'b']);
    expect(turns.state()).toEqual({ running: 2, waiting: 2 });

    tasks[1]!.finish();
    await expect(answers[1]).resolves.toBe('b');
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c']);

    tasks[0]!.finish();
    tasks[2]!.finish();
    tasks[3]!.finish();
    await expect(Promise.all(answers)).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect(turns.state()).toEqual({ running: 0, waiting: 0 });
  });

  it('starts each task on a turn of the event loop of its own, so what arrived meanwhile is queued first', async () => {
    const turns = createTurns(1);
    const order: string[] = [];
    const first = turns(async () => {
      order.push('first');
    });
    // Asked for within the same turn: nothing has started yet.
    expect(order).toEqual([]);
    // Work that arrives on the next turn (as a request read from a socket does) comes before the
    // second task, which waits for a turn after the first has finished.
    const second = turns(async () => {
      order.push('second');
    });
    setImmediate(() => order.push('arrived meanwhile'));
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'arrived meanwhile', 'second']);
  });

  it('frees the slot of a task that failed, thrown or rejected, and passes the error on', async () => {
    const turns = createTurns(1);
    const started: string[] = [];
    const failing = openTask(started, 'failing');
    const failed = turns(failing.task);
    const thrown = turns(() => {
      throw new Error('at once');
    });
    const after = turns(async () => 'after');
    await nextTurn();
    failing.fail(new Error('later'));
    await expect(failed).rejects.toThrow('later');
    await expect(thrown).rejects.toThrow('at once');
    await expect(after).resolves.toBe('after');
    expect(turns.state()).toEqual({ running: 0, waiting: 0 });
  });

  it('runs each task in the async context it was asked for in, not the last task’s', async () => {
    const turns = createTurns(1);
    const store = new AsyncLocalStorage<string>();
    const seen: Array<string | undefined> = [];
    const ask = (page: string) =>
      store.run(page, () =>
        turns(async () => {
          await nextTurn();
          seen.push(store.getStore());
        }),
      );
    await Promise.all([ask('home'), ask('listing'), ask('product')]);
    expect(seen).toEqual(['home', 'listing', 'product']);
  });
});
