// The one exception type of the server: a code from the contract's closed set and a message a
// person can read. `plugins/error-handler.ts` turns it into the answer envelope.
import type { ErrorCode } from '@haat/contract';

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly validation?: Record<string, string>,
    /** `cause`: what failed underneath, for the log (never in the answer). */
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);

/**
 * 503 with Retry-After: the database is out of reach or has no free connection, this process
 * is shutting down, or a service the answer needs (the file store, the payment gateway) failed.
 * The client may try again (a load balancer: on another process).
 */
export class ServiceUnavailableError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    options?: { cause?: unknown },
  ) {
    super('SERVICE_UNAVAILABLE', message, undefined, options);
  }
}
