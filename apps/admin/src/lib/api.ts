// The back office's one door to the server: the contract's endpoint maps, the session's token,
// the error envelope read back (message and field messages), a 401 ending the session.
import type { AnswerOf, BodyOf, Endpoint, ParamsOf, QueryOf } from '@haat/contract';
import { buildPath } from '@haat/contract/paths';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly validation: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const TOKEN = 'haat.backOffice.token';

/** Kept for this tab only: a back-office session ends with the tab, and on the server by time. */
export const session = {
  token: (): string | null => sessionStorage.getItem(TOKEN),
  start: (token: string) => sessionStorage.setItem(TOKEN, token),
  end: () => sessionStorage.removeItem(TOKEN),
};

export interface CallInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E> | FormData;
}

function urlOf<E extends Endpoint>(endpoint: E, input: CallInput<E>): URL {
  const url = new URL(
    `/api${buildPath(endpoint.path, (input.params ?? {}) as Record<string, string>)}`,
    window.location.origin,
  );
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '')
      url.searchParams.set(key, String(value));
  }
  return url;
}

/** The error for a refused call, from the server's envelope; a 401 ends the session. */
function failureOf(endpoint: Endpoint, status: number, answer: unknown): ApiError {
  const failure = (answer ?? {}) as { message?: string; validation?: Record<string, string> };
  if (status === 401 && endpoint.auth !== 'public') {
    session.end();
    window.dispatchEvent(new Event('haat:signed-out'));
  }
  return new ApiError(
    status,
    failure.message ?? `The server answered ${status}.`,
    failure.validation ?? {},
  );
}

const UNREACHABLE = 'The server cannot be reached. Check the connection and try again.';
const UNREADABLE = 'The server answered something that could not be read. Try again.';

export async function call<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
): Promise<AnswerOf<E>> {
  const url = urlOf(endpoint, input);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = session.token();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (input.body instanceof FormData) body = input.body;
  else if (input.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input.body);
  }
  let response: Response;
  try {
    response = await fetch(url, { method: endpoint.method, headers, ...(body ? { body } : {}) });
  } catch {
    throw new ApiError(0, UNREACHABLE);
  }
  // Our API answers JSON; anything else (a proxy's error page, an empty 204) carries no answer.
  let answer: unknown = null;
  if (/^application\/json\b/i.test(response.headers.get('content-type') ?? '')) {
    try {
      answer = await response.json();
    } catch {
      throw new ApiError(response.status, UNREADABLE);
    }
  }
  if (!response.ok) throw failureOf(endpoint, response.status, answer);
  return answer as AnswerOf<E>;
}

/**
 * Sends form data like `call`, telling `onProgress` the share sent so far (0 to 1): `fetch`
 * cannot report an upload's progress, XMLHttpRequest can.
 */
export function upload<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> & { body: FormData },
  onProgress: (share: number) => void,
): Promise<AnswerOf<E>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, urlOf(endpoint, input));
    request.setRequestHeader('accept', 'application/json');
    const token = session.token();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, UNREACHABLE));
    request.onload = () => {
      let answer: unknown;
      try {
        answer = JSON.parse(request.responseText) as unknown;
      } catch {
        answer = null;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(answer as AnswerOf<E>);
      } else reject(failureOf(endpoint, request.status, answer));
    };
    request.send(input.body);
  });
}
