import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, LOAD_TIMEOUT_ID, timed } from './chunk-timeout';
import { LOAD_TIMEOUT_SCRIPT } from './load-timeout-script';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  delete window.haatLoadTimeout;
  delete document.documentElement.dataset.hydrated;
  document.getElementById(LOAD_TIMEOUT_ID)?.remove();
});

describe('a chunk that never arrives (docs/spec.md §9: 120 s)', () => {
  it('is 120 s', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('shows the notice once 120 s have passed without it', () => {
    const show = vi.fn();
    window.haatLoadTimeout = show;
    void timed(new Promise(() => {}));
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('says nothing of a chunk that arrived, or failed, in time', async () => {
    const show = vi.fn();
    window.haatLoadTimeout = show;
    await timed(Promise.resolve('module'));
    await timed(Promise.reject(new Error('offline'))).catch(() => {});
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS * 2);
    expect(show).not.toHaveBeenCalled();
  });
});

describe("the page's own notice (written into its module script by the server)", () => {
  const run = () => new Function(LOAD_TIMEOUT_SCRIPT)();

  it('tells the shopper and offers to try again when the page has not come alive in 120 s', () => {
    run();
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
    expect(document.getElementById(LOAD_TIMEOUT_ID)).toBeNull();
    vi.advanceTimersByTime(1);
    const notice = document.getElementById(LOAD_TIMEOUT_ID)!;
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.querySelector('p')?.textContent).toBe(
      'This page did not load. Your connection may have dropped. Check it and try again.',
    );
    expect(notice.querySelector('button')?.textContent).toBe('Try again');
  });

  it('stays away from a page that hydrated', () => {
    run();
    document.documentElement.dataset.hydrated = 'true';
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    expect(document.getElementById(LOAD_TIMEOUT_ID)).toBeNull();
  });

  it('is shown once, however many parts time out', () => {
    run();
    window.haatLoadTimeout?.('/cart');
    window.haatLoadTimeout?.('/wishlist');
    expect(document.querySelectorAll(`#${LOAD_TIMEOUT_ID}`)).toHaveLength(1);
  });
});
