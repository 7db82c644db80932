// Work that must run once and survive a crash: the payment-expiry sweep, payment reconciliation,
// the order-events relay (invoices at shipping, notifications) and notification delivery. One
// interface, two engines: pg-boss on PostgreSQL (several processes share the queue; a singleton
// never runs twice at once; a job whose process died is retried), and an in-process queue on the
// embedded database, which serves one process anyway.

export interface JobSpec<Data extends object = Record<string, never>> {
  /** e.g. 'payments.expire'; letters, digits, dots and dashes. */
  name: string;
  /** At most one of these runs at a time across every process. */
  singleton?: boolean;
  /**
   * Also sent at start and then on a clock, every this many seconds, by whichever process is
   * first (pg-boss schedules whole minutes: it rounds up to one).
   */
  everySeconds?: number;
  /** Tries after the first failure (default 5), each after `retryDelaySeconds` doubling. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Must be idempotent: it may run again after a crash, or after it failed half-way. */
  run(data: Data): Promise<void>;
}

export interface SendOptions {
  /** While a job with this key waits to run, sending another one is a no-op. */
  key?: string;
}

export interface JobQueue {
  readonly engine: 'pg-boss' | 'in-process';
  /** Before `start`. */
  register<Data extends object>(spec: JobSpec<Data>): void;
  start(): Promise<void>;
  /** Never throws: a job that could not be queued is picked up by its clock later. */
  send(name: string, data?: object, options?: SendOptions): Promise<void>;
  /** Jobs waiting to run (queued or to be retried), per job name. */
  depth(): Promise<Record<string, number>>;
  /** Takes no new job and waits (bounded) for the running ones. */
  stop(): Promise<void>;
}

export interface JobLog {
  info(detail: object, message: string): void;
  warn(detail: object, message: string): void;
  error(detail: object, message: string): void;
}

export const JOB_NAME = /^[a-z][a-z0-9.-]{0,62}$/;

export function checkSpec(spec: JobSpec<object>): void {
  if (!JOB_NAME.test(spec.name)) throw new Error(`Not a job name: ${spec.name}`);
  if (spec.everySeconds !== undefined && !(spec.everySeconds >= 1 && spec.everySeconds <= 3600))
    throw new Error(`${spec.name}: everySeconds must be 1–3600`);
}

export const DEFAULT_RETRY_LIMIT = 5;
export const DEFAULT_RETRY_DELAY_SECONDS = 10;
