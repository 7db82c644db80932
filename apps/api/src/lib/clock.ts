// The clock every service reads the time from; tests pass a fixed or stepping one. A server started
// for the journeys with HAAT_TEST_CLOCK=true reads a test clock instead (docs/decisions/test-clock.md).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The system's time plus an offset that only grows: a journey moves it past a return window and
 * the server, its jobs and its settlement run all read the later time, while time keeps flowing.
 */
export interface TestClock extends Clock {
  /** How far ahead of the system's time this clock is, in milliseconds (never below 0). */
  offsetMs(): number;
  /** Moves the clock `ms` forward (a whole number above 0); answers the new time. */
  advance(ms: number): Date;
  /** Moves the clock to `at`, which must be later than now; answers the new time. */
  moveTo(at: Date): Date;
}

/** A move the test clock refuses: backwards, to now, or not a whole number of milliseconds. */
export class ClockMoveError extends Error {}

export function createTestClock(base: Clock = systemClock): TestClock {
  let offset = 0;
  const now = () => new Date(base.now().getTime() + offset);
  const advance = (ms: number) => {
    if (!Number.isSafeInteger(ms) || ms <= 0) {
      throw new ClockMoveError(
        'The test clock moves forward only, by a whole number of ms above 0.',
      );
    }
    offset += ms;
    return now();
  };
  return {
    now,
    offsetMs: () => offset,
    advance,
    moveTo(at) {
      if (Number.isNaN(at.getTime()))
        throw new ClockMoveError('The test clock needs a valid time.');
      const by = at.getTime() - now().getTime();
      if (by <= 0) {
        throw new ClockMoveError(
          `The test clock moves forward only: ${at.toISOString()} is not after ${now().toISOString()}.`,
        );
      }
      return advance(Math.ceil(by));
    },
  };
}
