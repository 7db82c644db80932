// The server's refusal put where the operator looks: each field message next to its field, the
// envelope's message above the form.
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../lib/api.ts';

/** Sets the server's field messages on the form and answers the message to show above it. */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fallback = 'Saving failed. Try again.',
): string {
  if (!(error instanceof ApiError)) return fallback;
  for (const [field, message] of Object.entries(error.validation)) {
    setError(field as Path<T>, { type: 'server', message });
  }
  return error.message;
}

/** The message of a (possibly nested, dotted) field in react-hook-form's errors. */
export function errorAt(errors: FieldErrors, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** A number input's value: empty is absent. */
export const numberOrUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined || Number.isNaN(value)
    ? undefined
    : Number(value);

/** A picture field's text as the schema takes it: an empty field is no picture (null). */
export const pictureOrNull = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
