// Validation outside Fastify's schema step (a route whose schema depends on its input):
// the same 400 answer with a field → message map.
import type { z } from 'zod';
import { AppError } from './app-error.ts';

export function toValidationMap(error: z.ZodError): Record<string, string> {
  const map: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'request';
    map[field] ??= issue.message;
  }
  return map;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const validation = toValidationMap(result.error);
  throw new AppError(
    'VALIDATION_FAILED',
    `Please check the form: ${Object.values(validation)[0] ?? 'invalid request.'}`,
    validation,
  );
}
