// The one door to the server: token header, 401 → forget the token, Status 3 → home (docs/spec.md §7).
import type { AnswerOf, BodyOf, HttpMethod, QueryOf, endpoints } from '@haat/contract';
import { buildPath } from '@haat/contract/paths';
import { messages as m } from '../messages';
import { clearToken, getToken } from './storage';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * How the call reaches the server: the browser's fetch, or on the server the loaders' in-process
   * transport (the load context's `fetch`, which hands `/api/…` to the API without a socket).
   */
  fetch?: Transport;
}

/** A fetch for `/api/…` addresses: the browser's, or the server's in-process one. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** A failed call. `status` is the HTTP status, or 0 when the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** Field → message, from a 400 answer (docs/decisions/product-owner.md). */
  readonly validation: Record<string, string>;

  constructor(
    status: number,
    message: string,
    options: { code?: string; validation?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.validation = options.validation ?? {};
  }
}

/** Where the browser goes when the server says the session is over; replaced in tests. */
export const navigation = {
  goHome(): void {
    window.location.assign('/');
  },
};

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `/api${path}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? url : `${url}?${text}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** docs/spec.md §7: a 200 answer whose data Status is 3 sends the browser to the home page. */
function isSessionEnded(answer: unknown): boolean {
  if (!isRecord(answer)) return false;
  return answer.Status === 3 || (isRecord(answer.data) && answer.data.Status === 3);
}

function readValidation(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

function toApiError(status: number, answer: unknown): ApiError {
  if (!isRecord(answer)) return new ApiError(status, m.errors.somethingWentWrong);
  const message =
    typeof answer.message === 'string' && answer.message !== ''
      ? answer.message
      : typeof answer.Message === 'string' && answer.Message !== ''
        ? answer.Message
        : m.errors.somethingWentWrong;
  return new ApiError(status, message, {
    code: typeof answer.code === 'string' ? answer.code : undefined,
    validation: readValidation(answer.validation),
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * What a call rejects with when no answer came. A call its caller gave up on (a visitor who left
 * while the server rendered the page, a newer search) rejects with the abort as is, whatever the
 * transport threw on the way out: it is not the server failing, and is neither shown nor logged
 * as one.
 */
function transportFailure(error: unknown, signal: AbortSignal | undefined): unknown {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (signal?.aborted) return signal.reason ?? new DOMException('Aborted', 'AbortError');
  return new ApiError(0, m.errors.internalServerError);
}

/**
 * Calls `/api${path}` and resolves with the parsed JSON answer. Rejects with an `ApiError` for a
 * non-2xx answer or an unreachable server; an aborted call rejects with the AbortError as is.
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, fetch: transport = fetch } = options;
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    throw transportFailure(error, signal);
  }

  const answer = await readJson(response);
  if (response.status === 401) clearToken();
  if (!response.ok) throw toApiError(response.status, answer);

  if (isSessionEnded(answer)) {
    navigation.goHome();
    throw new ApiError(response.status, m.errors.sessionEnded);
  }
  if (answer === undefined) throw new ApiError(response.status, m.errors.somethingWentWrong);
  return answer as T;
}

/**
 * Calls `/api${path}` for a file (the invoice PDF) and resolves with its bytes. Same token header,
 * 401 handling and `ApiError`s as `request`; a failure's JSON body still gives the message.
 */
export async function requestBlob(
  path: string,
  options: Pick<RequestOptions, 'query' | 'signal'> = {},
): Promise<Blob> {
  const headers = new Headers();
  const token = getToken();
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { headers, signal: options.signal });
  } catch (error) {
    throw transportFailure(error, options.signal);
  }
  if (response.status === 401) clearToken();
  if (!response.ok) throw toApiError(response.status, await readJson(response));
  return response.blob();
}

type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/**
 * A contract endpoint named at its call site. Method and path come from `@haat/contract/paths`,
 * one constant per route and no zod: a page does not download every schema of the API just to learn a URL (the
 * first load on a cheap phone stays small), and the types still come from the endpoint map.
 */
export interface ContractCall<N extends EndpointName> {
  method: Endpoints[N]['method'];
  path: Endpoints[N]['path'];
  /** In the type only: which endpoint this is (see RouteOf in `@haat/contract/paths`). */
  endpoint?: N;
}

/** `defineCall(paths.login)`: the route constant names its endpoint, whose types then apply. */
export function defineCall<N extends EndpointName>(route: ContractCall<N>): ContractCall<N> {
  return route;
}

export interface CallInput<N extends EndpointName> {
  /** Values for the `:name` segments of the path. */
  params?: Record<string, string | number>;
  query?: QueryOf<Endpoints[N]>;
  body?: BodyOf<Endpoints[N]>;
  signal?: AbortSignal;
  fetch?: Transport;
}

/** Calls a contract endpoint; the answer is typed by the contract's answer schema. */
export function callContract<N extends EndpointName>(
  call: ContractCall<N>,
  input: CallInput<N> = {},
): Promise<AnswerOf<Endpoints[N]>> {
  return request<AnswerOf<Endpoints[N]>>(buildPath(call.path, input.params), {
    method: call.method,
    query: input.query as Record<string, QueryValue> | undefined,
    body: input.body,
    signal: input.signal,
    fetch: input.fetch,
  });
}
