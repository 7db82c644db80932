import type { z } from 'zod';
import type { HttpMethod } from './route-path.ts';

/**
 * One call of docs/spec.md §7. `path` is relative to `/api` and uses Fastify's `:param` form;
 * every schema uses the wire names exactly as docs/spec.md spells them.
 */
export interface Endpoint<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TAnswer extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  /**
   * Who may call it: anyone, a signed-in customer, an operator, an approved seller, or either of
   * the last two (`backOffice`: a seller then sees only their own).
   */
  auth: 'public' | 'customer' | 'admin' | 'seller' | 'backOffice';
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  answer: TAnswer;
  /** Body arrives as multipart/form-data (docs/spec.md §7: order cancel). */
  multipart?: boolean;
  /**
   * Set when the answer is not JSON (the invoice PDF). The server sends the bytes without a
   * response schema and the web client reads a Blob; `answer` then only names the kind of value.
   */
  produces?: 'application/pdf' | 'text/csv';
}

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type SchemaOf<E, K extends 'params' | 'query' | 'body' | 'answer'> =
  E extends Record<K, infer S> ? (S extends z.ZodType ? S : never) : never;

export type ParamsOf<E> = z.input<SchemaOf<E, 'params'>>;
export type QueryOf<E> = z.input<SchemaOf<E, 'query'>>;
export type BodyOf<E> = z.input<SchemaOf<E, 'body'>>;
export type AnswerOf<E> = z.output<SchemaOf<E, 'answer'>>;
