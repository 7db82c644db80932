// How API tests wait and measure on a busy machine (docs/decisions/busy-machine-tests.md).

/**
 * Options for vi.waitFor and expect.poll: look every 50 ms, and give up on a condition that never
 * comes after a minute. They return as soon as the condition holds, so the minute costs a passing
 * test nothing; it is a backstop, not a wait.
 */
export const UNTIL: { timeout: number; interval: number } = { timeout: 60_000, interval: 50 };

/**
 * How many times longer than on a quiet machine a measured duration may take here: the tests run
 * on two cores beside other test runs. TEST_LOAD_FACTOR=1 holds a quiet machine to the bounds
 * themselves.
 */
export const LOAD_FACTOR = Math.max(1, Number(process.env.TEST_LOAD_FACTOR ?? 5) || 5);

/**
 * A bound on a product's timing (`ms` on a quiet machine) allowing for load. Each use keeps it far
 * below what the property's absence would take (a five-minute cache, a request that hangs), so
 * the test still tells the two apart.
 */
export function allowingForLoad(ms: number): number {
  return ms * LOAD_FACTOR;
}
