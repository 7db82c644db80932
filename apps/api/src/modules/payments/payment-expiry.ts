// The sweep that releases unpaid online orders: every minute, checkout's releaseExpiredPayments
// fails each pending online order whose payment window (payment_expires_at) has passed, putting
// its stock back. Each API process runs one; checkout's row locks make concurrent sweeps safe.
import type { PaymentLog } from './payments.types.ts';

export const PAYMENT_SWEEP_INTERVAL_MS = 60_000;

export interface PaymentExpirySweeper {
  /** Stops the timer and waits for a sweep in progress, so the database can close after it. */
  stop(): Promise<void>;
}

export function startPaymentExpirySweeper(options: {
  /** Releases what has expired now; answers how many orders it released. */
  sweep: () => Promise<number>;
  log: PaymentLog;
  intervalMs?: number;
}): PaymentExpirySweeper {
  let running: Promise<void> | undefined;
  const runOnce = async () => {
    try {
      const released = await options.sweep();
      if (released > 0)
        options.log.info({ released }, 'released unpaid orders past their payment window');
    } catch (error) {
      options.log.error({ err: error }, 'payment expiry sweep failed');
    }
  };
  const sweepNow = () => {
    // A slow sweep is never overlapped by the next one.
    if (running) return;
    running = runOnce().finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(sweepNow, options.intervalMs ?? PAYMENT_SWEEP_INTERVAL_MS);
  // At start too: what expired while the server was down is released at once.
  sweepNow();
  // The sweep alone must never keep the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
