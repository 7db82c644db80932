import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptCalls } from './kept-calls';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('answers kept a while', () => {
  it('shares one call per key while fresh, and asks again once it is not', async () => {
    vi.useFakeTimers();
    const kept = keptCalls<string>('test', 1000);
    const call = vi.fn(async () => 'answer');
    await Promise.all([kept.get('a', call), kept.get('a', call)]);
    await kept.get('b', call);
    expect(call).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1001);
    await kept.get('a', call);
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('logs a failed call and forgets it, so the next wish asks again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const kept = keptCalls<string>('test', 60_000);
    await expect(kept.get('a', () => Promise.reject(new Error('offline')))).rejects.toThrow();
    await expect(kept.get('a', async () => 'back')).resolves.toBe('back');
    expect(logged).toHaveBeenCalledWith('Loading failed', 'test', 'a', expect.any(Error));
  });

  it('keeps the fifty newest, dropping the oldest first', async () => {
    const kept = keptCalls<number>('test', 60_000);
    for (let index = 0; index <= 50; index += 1) await kept.get(`k${index}`, async () => index);
    const again = vi.fn(async () => -1);
    await expect(kept.get('k50', again)).resolves.toBe(50);
    await expect(kept.get('k0', again)).resolves.toBe(-1);
    expect(again).toHaveBeenCalledTimes(1);
  });
});
