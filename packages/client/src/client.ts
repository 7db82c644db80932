import type {
  AnswerOf,
  BackOfficeEndpointMap,
  BodyOf,
  Endpoint,
  ParamsOf,
  QueryOf,
  ReadAnswer,
  endpoints,
} from '@haat/contract';
import { buildPath, type HttpMethod } from '@haat/contract/paths';
import { ApiError } from './api-error.ts';

type Storefront = typeof endpoints;

/**
 * What a call names: an endpoint's whole declaration, or a route generated from one — a
 * storefront route from `@haat/contract/paths` or a back-office one from
 * `@haat/contract/back-office-paths`. A route carries no schema and names its endpoint in its type
 * only, so neither app's first download carries zod.
 */
export type Callable =
  | Endpoint
  | { readonly method: HttpMethod; readonly path: string; readonly endpoint?: keyof Storefront }
  | {
      readonly method: HttpMethod;
      readonly path: string;
      readonly backOfficeEndpoint?: keyof BackOfficeEndpointMap;
    };

type StorefrontEndpointOf<C> = C extends { readonly endpoint?: infer N }
  ? N extends keyof Storefront
    ? Storefront[N]
    : never
  : never;

/**
 * The declaration a callable stands for, whose schemas type the call's input and answer. A
 * storefront route has no `backOfficeEndpoint`, which then reads as unknown, not as a name.
 */
export type EndpointOf<C> = C extends Endpoint
  ? C
  : C extends { readonly backOfficeEndpoint?: infer N }
    ? N extends keyof BackOfficeEndpointMap
      ? BackOfficeEndpointMap[N]
      : StorefrontEndpointOf<C>
    : StorefrontEndpointOf<C>;

/**
 * A fetch for `/api/…` addresses: the browser's, or on the server the in-process one. The
 * in-process one also reads an answer whole (`read`): a JSON call then makes no Fetch Response
 * and reads no stream (docs/decisions/page-weight.md "Answers read whole").
 */
export type Transport = ((url: string, init: RequestInit) => Promise<Response>) & {
  readonly read?: (url: string, init: RequestInit) => Promise<ReadAnswer>;
};

export interface CallInput<C extends Callable> {
  /** Values for the `:name` segments of the path. */
  params?: ParamsOf<EndpointOf<C>>;
  query?: QueryOf<EndpointOf<C>>;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: BodyOf<EndpointOf<C>> | FormData;
  signal?: AbortSignal;
  /** How this call reaches the server, when not the global fetch (the storefront's server render). */
  fetch?: Transport;
}

export interface ClientOptions {
  /** The session's token, sent as a bearer token when there is one. */
  token(): string | null;
  /** A 401 answer: the app forgets its token when the call was one that needs it. */
  onUnauthorized?(route: Callable): void;
  /**
   * docs/spec.md §7: a 200 answer whose Status is 3 means the session is over; when set, such an
   * answer calls this and rejects with `messages.sessionEnded`.
   */
  onSessionEnded?(): void;
  /** Prefix for `/api/…`, when addresses must be absolute; relative by default. */
  baseUrl?(): string;
  /** Leave out query values that are empty strings (the back office's blank filters). */
  omitEmptyQuery?: boolean;
  /**
   * The language the server answers in (Accept-Language, e.g. 'hi-IN' from the storefront's Hindi
   * pages): its messages, and what it writes to the shopper. The browser's own when unset.
   */
  language?: string;
  messages: {
    /** No answer came: the network or the server is down. */
    unreachable: string;
    /** An answer came that is not the JSON it should be. */
    unreadable: string;
    /** A refusal whose envelope carries no message. */
    failed(status: number): string;
    sessionEnded: string;
  };
}

export interface Client {
  /** Calls an endpoint and resolves with its JSON answer; rejects with an ApiError or the abort. */
  call<C extends Callable>(route: C, input?: CallInput<C>): Promise<AnswerOf<EndpointOf<C>>>;
  /** Calls an endpoint that answers a file (the invoice PDF, a CSV) and resolves with its bytes. */
  callBlob<C extends Callable>(route: C, input?: CallInput<C>): Promise<Blob>;
  /**
   * Sends form data like `call`, telling `onProgress` the share sent so far (0 to 1): fetch cannot
   * report an upload's progress, XMLHttpRequest can.
   */
  upload<C extends Callable>(
    route: C,
    input: CallInput<C> & { body: FormData },
    onProgress: (share: number) => void,
  ): Promise<AnswerOf<EndpointOf<C>>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readValidation(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

/** docs/spec.md §7: the answer, or its data, says Status 3 when the session is over. */
function isSessionEnded(answer: unknown): boolean {
  if (!isRecord(answer)) return false;
  return answer.Status === 3 || (isRecord(answer.data) && answer.data.Status === 3);
}

const isJson = (contentType: string | null) => /^application\/json\b/i.test(contentType ?? '');

export function createClient(options: ClientOptions): Client {
  const { messages } = options;

  function urlOf(route: Callable, input: CallInput<Callable>): string {
    const params = (input.params ?? {}) as Record<string, string | number>;
    const url = `${options.baseUrl?.() ?? ''}/api${buildPath(route.path, params)}`;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
      if (value === undefined || value === null) continue;
      if (value === '' && options.omitEmptyQuery) continue;
      search.append(key, String(value));
    }
    const text = search.toString();
    return text === '' ? url : `${url}?${text}`;
  }

  function headersOf(accept: string): Record<string, string> {
    const headers: Record<string, string> = { accept };
    if (options.language) headers['accept-language'] = options.language;
    const token = options.token();
    if (token) headers.authorization = `Bearer ${token}`;
    return headers;
  }

  /** The error for a refusal, from the server's envelope (docs/spec.md's `Message` too). */
  function failureOf(route: Callable, status: number, answer: unknown): ApiError {
    if (status === 401) options.onUnauthorized?.(route);
    if (!isRecord(answer)) return new ApiError(status, messages.failed(status));
    const message =
      typeof answer.message === 'string' && answer.message !== ''
        ? answer.message
        : typeof answer.Message === 'string' && answer.Message !== ''
          ? answer.Message
          : messages.failed(status);
    return new ApiError(status, message, {
      code: typeof answer.code === 'string' ? answer.code : undefined,
      validation: readValidation(answer.validation),
    });
  }

  /**
   * What a call rejects with when no answer came. A call its caller gave up on (a visitor who
   * left while the page rendered, a newer search) rejects with the abort as is: it is not the
   * server failing, and is neither shown nor logged as one.
   */
  function transportFailure(error: unknown, signal: AbortSignal | undefined): unknown {
    if (error instanceof DOMException && error.name === 'AbortError') return error;
    if (signal?.aborted) return signal.reason ?? new DOMException('Aborted', 'AbortError');
    return new ApiError(0, messages.unreachable);
  }

  /** The JSON of an answer; undefined for an empty body or one that is not JSON (a proxy's page). */
  function parseAnswer(status: number, contentType: string | null, text: string): unknown {
    if (text === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      if (isJson(contentType)) throw new ApiError(status, messages.unreadable);
      return undefined;
    }
  }

  function requestOf(route: Callable, input: CallInput<Callable>, accept: string): RequestInit {
    const headers = headersOf(accept);
    let body: BodyInit | undefined;
    if (input.body instanceof FormData) body = input.body;
    else if (input.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    return { method: route.method, headers, body, signal: input.signal };
  }

  async function send(route: Callable, input: CallInput<Callable>, accept: string) {
    const transport = input.fetch ?? fetch;
    try {
      return await transport(urlOf(route, input), requestOf(route, input, accept));
    } catch (error) {
      throw transportFailure(error, input.signal);
    }
  }

  /** A JSON call through a transport that reads answers whole. */
  async function readWhole<T>(
    route: Callable,
    input: CallInput<Callable>,
    read: NonNullable<Transport['read']>,
  ): Promise<T> {
    let answered: ReadAnswer;
    try {
      answered = await read(urlOf(route, input), requestOf(route, input, 'application/json'));
    } catch (error) {
      throw transportFailure(error, input.signal);
    }
    const answer =
      'json' in answered
        ? answered.json
        : parseAnswer(answered.status, answered.contentType, answered.text);
    return settle(route, answered.status, answered.status >= 200 && answered.status < 300, answer);
  }

  function settle<T>(route: Callable, status: number, ok: boolean, answer: unknown): T {
    if (!ok) throw failureOf(route, status, answer);
    if (options.onSessionEnded && isSessionEnded(answer)) {
      options.onSessionEnded();
      throw new ApiError(status, messages.sessionEnded);
    }
    if (answer === undefined) throw new ApiError(status, messages.unreadable);
    return answer as T;
  }

  return {
    async call(route, input = {}) {
      const read = input.fetch?.read;
      if (read) return readWhole(route, input, read);
      const response = await send(route, input, 'application/json');
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        throw transportFailure(error, input.signal);
      }
      const answer = parseAnswer(response.status, response.headers.get('content-type'), text);
      return settle(route, response.status, response.ok, answer);
    },

    async callBlob(route, input = {}) {
      const response = await send(route, input, '*/*');
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        let answer: unknown;
        try {
          answer = text === '' ? undefined : (JSON.parse(text) as unknown);
        } catch {
          answer = undefined;
        }
        throw failureOf(route, response.status, answer);
      }
      return response.blob();
    },

    upload(route, input, onProgress) {
      return new Promise((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open(route.method, urlOf(route, input));
        for (const [name, value] of Object.entries(headersOf('application/json'))) {
          request.setRequestHeader(name, value);
        }
        request.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
        };
        request.onerror = () => reject(new ApiError(0, messages.unreachable));
        request.onload = () => {
          let answer: unknown;
          try {
            answer = JSON.parse(request.responseText) as unknown;
          } catch {
            answer = undefined;
          }
          const ok = request.status >= 200 && request.status < 300;
          try {
            const settled = settle<AnswerOf<EndpointOf<typeof route>>>(
              route,
              request.status,
              ok,
              answer,
            );
            onProgress(1);
            resolve(settled);
          } catch (error) {
            reject(error as Error);
          }
        };
        request.send(input.body);
      });
    },
  };
}
