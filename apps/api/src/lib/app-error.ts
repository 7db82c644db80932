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
