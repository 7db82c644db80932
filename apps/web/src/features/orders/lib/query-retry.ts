import { ApiError } from '../../../lib/api-client';

/**
 * One retry for a dropped connection or a server hiccup (the app's default), none for a refusal:
 * asking again for an order that is not there (404) only delays the not-found message.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !isRefusal && failureCount < 1;
}
