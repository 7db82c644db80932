// Pages rendered in turn, first come first served. A render is CPU work on the one thread: fifty
// at once finish no sooner than fifty in a row, but each waits for all the others and their
// half-made pages crowd the heap. And a request's place in line must be the order it arrived in.
// Node reads new requests only between turns of its event loop; work started straight from a
// request's callback, or chained from one finished render to the next in the same turn (as a
// promise pool such as p-limit does), keeps the loop from reading the others, and under load some
// connections then wait for seconds while others are served again and again (measured: a 5 ms
// handler at 50 connections, p99 5.1 s; started one per turn, 351 ms;
// docs/decisions/page-weight.md "One string per page").
import { AsyncResource } from 'node:async_hooks';

/** Runs a task when one of the slots is free, in the order asked. */
export type Turns = <T>(task: () => Promise<T>) => Promise<T>;

export interface TurnsState {
  running: number;
  waiting: number;
}

/**
 * At most `slots` tasks at a time; each waiting task starts on a turn of the event loop of its
 * own (`setImmediate`), so requests that arrived meanwhile are read and queued behind it first,
 * and in the async context it was asked for in.
 */
export function createTurns(slots: number): Turns & { state: () => TurnsState } {
  const waiting: Array<() => void> = [];
  let running = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || waiting.length === 0 || running >= slots) return;
    scheduled = true;
    setImmediate(startNext);
  };
  const startNext = () => {
    scheduled = false;
    if (running >= slots) return;
    const start = waiting.shift();
    if (start === undefined) return;
    running += 1;
    start();
    schedule();
  };

  const turns = <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      // A task runs in the asker's async context (its AsyncLocalStorage stores: the answers a
      // page shows are gathered in one), not in that of whichever task ended before it.
      waiting.push(
        AsyncResource.bind(() => {
          const finish = () => {
            running -= 1;
            schedule();
          };
          let result: Promise<T>;
          try {
            result = task();
          } catch (error) {
            finish();
            reject(error);
            return;
          }
          result.then(
            (value) => {
              finish();
              resolve(value);
            },
            (error: unknown) => {
              finish();
              reject(error);
            },
          );
        }),
      );
      schedule();
    });
  return Object.assign(turns, { state: () => ({ running, waiting: waiting.length }) });
}
