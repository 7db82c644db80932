// One HTTP call to an SMS gateway with a deadline: a gateway that does not answer in time, cannot
// be reached, or answers with an error becomes an SmsSendError saying whether to try again.
import { SmsSendError } from './sms-sender.ts';

export interface GatewayAnswer {
  status: number;
  /** The answer's JSON, or undefined when it was not JSON. */
  json: unknown;
  /** The answer as text (MSG91's balance is a bare number, not JSON). */
  text: string;
}

/**
 * Statuses after which the same message will be refused again: the gateway found the request
 * itself wrong (a bad number, an unknown template). 401/403 (credentials), 404 (an account that
 * the operator mistyped), 429 and 5xx are retried: the operator or time can fix them.
 */
export function isPermanentStatus(status: number): boolean {
  return status === 400 || status === 422;
}

/** Removes what must not be kept or logged (the code) from a gateway's words, and bounds them. */
export function scrub(text: string, secrets: readonly (string | undefined)[]): string {
  let clean = text;
  for (const secret of secrets) if (secret) clean = clean.split(secret).join('[redacted]');
  return clean.replace(/\s+/g, ' ').trim().slice(0, 200);
}

export interface GatewayRequest {
  /** POST with `body` (a send), or GET without one (a read of the account, `doctor`'s). */
  method?: 'POST' | 'GET';
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** Ends the call early as well (the caller's own deadline); reported like the timeout. */
  signal?: AbortSignal;
}

export async function requestGateway(
  provider: string,
  url: string,
  init: GatewayRequest,
): Promise<GatewayAnswer> {
  const deadline = AbortSignal.timeout(init.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'POST',
      headers: init.headers,
      ...(init.body === undefined ? {} : { body: init.body }),
      signal: init.signal ? AbortSignal.any([deadline, init.signal]) : deadline,
      redirect: 'error',
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new SmsSendError(`${provider} did not answer within ${init.timeoutMs} ms`, false);
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
    const code = (cause as { code?: string } | undefined)?.code ?? cause?.message ?? 'unknown';
    throw new SmsSendError(`${provider} could not be reached (${code})`, false);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    const isTimeout = error instanceof Error && error.name === 'TimeoutError';
    throw new SmsSendError(
      isTimeout
        ? `${provider} did not answer within ${init.timeoutMs} ms`
        : `${provider} broke off its answer (HTTP ${response.status})`,
      false,
    );
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

/** The `message` field of a gateway's JSON answer, if it has one. */
export function messageOf(json: unknown): string {
  if (json && typeof json === 'object' && 'message' in json) {
    const { message } = json as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return '';
}
