// The clock every service reads the time from; tests pass a fixed or stepping one.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
