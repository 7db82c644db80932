import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalJobQueue } from './local-job-queue.ts';
import { UNTIL } from '../../test/waiting.ts';

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

afterEach(() => {
  vi.useRealTimers();
});

async function settle(): Promise<void> {
  for (let index = 0; index < 10; index += 1) await Promise.resolve();
}

describe('the in-process job queue', () => {
  it('runs jobs of one name one after another, never two at once', async () => {
    const queue = createLocalJobQueue({ log });
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const seen: number[] = [];
    // Each job runs until the test lets it finish, so a second one started beside it would show.
    const finish = new Map<number, () => void>();
    queue.register<{ n: number }>({
      name: 'test.serial',
      async run({ n }) {
        running += 1;
        most = Math.max(most, running);
        started.push(n);
        await new Promise<void>((resolve) => finish.set(n, resolve));
        seen.push(n);
        running -= 1;
      },
    });
    await queue.start();
    await Promise.all([1, 2, 3].map((n) => queue.send('test.serial', { n })));
    for (const n of [1, 2, 3]) {
      await vi.waitFor(() => expect(finish.has(n)).toBe(true), UNTIL);
      await settle();
      expect(started).toEqual([1, 2, 3].slice(0, n));
      finish.get(n)!();
    }
    await vi.waitFor(() => expect(seen).toEqual([1, 2, 3]), UNTIL);
    expect(most).toBe(1);
    await queue.stop();
  });

  it('retries a failing job with a doubling delay, then gives up after its limit', async () => {
    vi.useFakeTimers();
    const queue = createLocalJobQueue({ log });
    let calls = 0;
    queue.register({
      name: 'test.flaky',
      retryLimit: 2,
      retryDelaySeconds: 1,
      async run() {
        calls += 1;
        throw new Error('provider down');
      },
    });
    await queue.start();
    await queue.send('test.flaky');
    await settle();
    expect(calls).toBe(1);
    expect(await queue.depth()).toEqual({ 'test.flaky': 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(3);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'test.flaky' }),
      'job failed for good',
    );
    await queue.stop();
  });

  it('a keyed job waiting to run is not queued twice', async () => {
    const queue = createLocalJobQueue({ log });
    const runs: string[] = [];
    queue.register({
      name: 'test.keyed',
      async run() {
        runs.push('ran');
      },
    });
    // Not started: jobs wait.
    await queue.send('test.keyed', {}, { key: 'k' });
    await queue.send('test.keyed', {}, { key: 'k' });
    await queue.send('test.keyed', {}, { key: 'other' });
    expect(await queue.depth()).toEqual({ 'test.keyed': 2 });
    await queue.start();
    await vi.waitFor(() => expect(runs).toHaveLength(2), UNTIL);
    await queue.stop();
  });

  it('runs a clocked job at start and on its clock, and stop ends the clock', async () => {
    vi.useFakeTimers();
    const queue = createLocalJobQueue({ log });
    let calls = 0;
    queue.register({
      name: 'test.clock',
      everySeconds: 60,
      async run() {
        calls += 1;
      },
    });
    await queue.start();
    await settle();
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(2);
    await queue.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(calls).toBe(2);
  });

  it('stop waits for the running job', async () => {
    const queue = createLocalJobQueue({ log });
    let finished = false;
    let finish = () => {};
    const running = new Promise<void>((isRunning) => {
      queue.register({
        name: 'test.slow',
        async run() {
          isRunning();
          // Runs until the test lets it finish, however long stop has been waiting.
          await new Promise<void>((resolve) => (finish = resolve));
          finished = true;
        },
      });
    });
    await queue.start();
    await queue.send('test.slow');
    await running;
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(finished).toBe(true);
  });

  it('refuses an unknown job and a bad name', async () => {
    const queue = createLocalJobQueue({ log });
    await expect(queue.send('nope')).rejects.toThrow('No job called nope');
    expect(() => queue.register({ name: 'Bad Name', run: async () => undefined })).toThrow();
  });
});
