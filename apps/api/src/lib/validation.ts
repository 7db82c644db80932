// Every request the server checks with a contract schema — a route's params, query, body and
// headers (Fastify's validator), and a route whose schema depends on its input (parseOrThrow) —
// is parsed with the contract's plain words (`describeIssue`: a schema's own message first, else
// words a seller understands) and refused with one 400 answer: a field → message map.
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { describeIssue } from '@haat/contract';
import { AppError } from './app-error.ts';

export function toValidationMap(error: z.ZodError): Record<string, string> {
  const map: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'request';
    map[field] ??= issue.message;
  }
  return map;
}

function toValidationError(error: z.ZodError): AppError {
  const validation = toValidationMap(error);
  return new AppError(
    'VALIDATION_FAILED',
    `Please check the form: ${Object.values(validation)[0] ?? 'invalid request.'}`,
    validation,
  );
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value, { error: describeIssue });
  if (result.success) return result.data;
  throw toValidationError(result.error);
}

/**
 * Fastify's validator for every route (in place of fastify-type-provider-zod's, which parses with
 * zod's own words). Fastify answers the AppError it returns through the error handler, like a
 * refusal thrown by a handler: 400 with the field → message map.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: describeIssue });
    return result.success ? { value: result.data } : { error: toValidationError(result.error) };
  };
