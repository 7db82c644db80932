// The one exception type of the server: a code from the contract's closed set and a message a
// person can read. `plugins/error-handler.ts` turns it into the answer envelope.
import type { ErrorCode } from '@haat/contract';

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly validation?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);

/**
 * 503 with Retry-After: the database is out of reach or has no free connection, or this process
 * is shutting down. The client may try again (a load balancer: on another process).
 */
export class ServiceUnavailableError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('SERVICE_UNAVAILABLE', message);
  }
}
