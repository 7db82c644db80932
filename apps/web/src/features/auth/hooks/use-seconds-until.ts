import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `targetMs`, counting down once a second; 0 once it has passed.
 * `startMs` is when the countdown began (the event that set the target), so the first render
 * after a new target already shows the full count rather than a clock read at mount.
 */
export function useSecondsUntil(targetMs: number, startMs: number): number {
  const [clock, setClock] = useState({ targetMs, nowMs: startMs });
  useEffect(() => {
    const timer = setInterval(() => {
      const nowMs = Date.now();
      setClock({ targetMs, nowMs });
      if (nowMs >= targetMs) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [targetMs]);
  const nowMs = clock.targetMs === targetMs ? clock.nowMs : startMs;
  return Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
}
