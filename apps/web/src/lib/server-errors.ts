import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts a 400 answer's `validation` map (field → message, docs/decisions/product-owner.md) under the
 * fields of the form it names. Returns true when at least one message found its field; the caller
 * shows the answer's message some other way when none did.
 */
export function showServerValidation<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const [field, message] of Object.entries(error.validation)) {
    const match = fields.find((name) => name === field);
    if (match === undefined) continue;
    setError(match, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/** The message a person should read for a failed call: the server's, or the network one. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
