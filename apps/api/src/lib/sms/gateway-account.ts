// An authenticated read of the SMS gateway's account that sends nothing: what `doctor` asks to
// know the gateway answers and takes the shop's credentials, at the configured base URL.
// MSG91: GET {base}/api/balance.php?authkey=…&type=4 answers the transactional route's balance as
// a bare number, or an error. Twilio: GET {base}/2010-04-01/Accounts/{AccountSid}.json with basic
// auth answers the Account resource ({ sid, status: active|suspended|closed, type: Trial|Full,
// … }) or { code, message, status } (docs/decisions/sms-gateways.md).
import type { SmsConfig } from '../../config-providers.ts';
import { messageOf, requestGateway, scrub, type GatewayAnswer } from './gateway-request.ts';
import { SmsSendError } from './sms-sender.ts';

/** The gateway cannot be reached, does not answer in time, refuses the credentials, or the account cannot send. */
export class GatewayAccountError extends Error {
  override name = 'GatewayAccountError';
}

/** MSG91's route of the DLT templates the shop sends (4: transactional; 1 would be promotional). */
export const MSG91_TRANSACTIONAL_ROUTE = '4';

type GatewayConfig = Exclude<SmsConfig, { provider: 'outbox' }>;

/** What the gateway said of the account, in a sentence for the operator; throws GatewayAccountError. */
export async function readGatewayAccount(
  sms: GatewayConfig,
  signal?: AbortSignal,
): Promise<string> {
  return sms.provider === 'msg91' ? readMsg91Balance(sms, signal) : readTwilioAccount(sms, signal);
}

async function ask(
  name: string,
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<GatewayAnswer> {
  try {
    return await requestGateway(name, url, {
      method: 'GET',
      headers: { accept: 'application/json', ...headers },
      timeoutMs,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    // Unreachable or too slow: requestGateway's words ('… could not be reached (ECONNREFUSED)').
    if (error instanceof SmsSendError) throw new GatewayAccountError(error.message);
    throw error;
  }
}

async function readMsg91Balance(
  sms: Extract<GatewayConfig, { provider: 'msg91' }>,
  signal: AbortSignal | undefined,
): Promise<string> {
  const base = sms.baseUrl.replace(/\/+$/, '');
  const name = `MSG91 at ${new URL(base).host}`;
  const url = new URL(`${base}/api/balance.php`);
  url.searchParams.set('authkey', sms.authKey);
  url.searchParams.set('type', MSG91_TRANSACTIONAL_ROUTE);
  const answer = await ask(name, url.href, {}, sms.timeoutMs, signal);
  const text = answer.text.trim();
  // MSG91 answers some errors with HTTP 200: only a bare number is a balance.
  if (answer.status >= 200 && answer.status < 300 && /^-?\d+(\.\d+)?$/.test(text)) {
    return `MSG91 (sender ${sms.senderId}) accepted the auth key: transactional balance ${text}`;
  }
  const said = scrub(messageOf(answer.json) || msg91Words(answer.json) || text, [sms.authKey]);
  if (
    answer.status === 401 ||
    answer.status === 403 ||
    /auth/i.test(said) ||
    /\b207\b/.test(said)
  ) {
    throw new GatewayAccountError(
      `${name} refused the auth key (${answer.status}${said ? `: ${said}` : ''}): check MSG91_AUTH_KEY`,
    );
  }
  if (answer.status === 418 || /\b418\b|whitelist/i.test(said)) {
    throw new GatewayAccountError(
      `${name} refused this machine's address (${answer.status}${said ? `: ${said}` : ''}): whitelist its IP for the auth key in MSG91`,
    );
  }
  throw new GatewayAccountError(`${name} answered ${answer.status}${said ? `: ${said}` : ''}`);
}

/** MSG91's older APIs say `{ msgType: 'error', msg: '…' }` instead of `message`. */
function msg91Words(json: unknown): string {
  const msg = (json as { msg?: unknown } | undefined)?.msg;
  return typeof msg === 'string' ? msg : '';
}

async function readTwilioAccount(
  sms: Extract<GatewayConfig, { provider: 'twilio' }>,
  signal: AbortSignal | undefined,
): Promise<string> {
  const base = sms.baseUrl.replace(/\/+$/, '');
  const name = `Twilio at ${new URL(base).host}`;
  const url = new URL(`${base}/2010-04-01/Accounts/${encodeURIComponent(sms.accountSid)}.json`);
  const authorization = `Basic ${Buffer.from(`${sms.accountSid}:${sms.authToken}`).toString('base64')}`;
  const answer = await ask(name, url.href, { authorization }, sms.timeoutMs, signal);
  const account = sms.accountSid;
  if (answer.status >= 200 && answer.status < 300) {
    // The resource carries the auth token too: only its status and type are read.
    const { status, type } = (answer.json ?? {}) as { status?: unknown; type?: unknown };
    if (status !== 'active') {
      throw new GatewayAccountError(
        `Twilio account ${account} is ${typeof status === 'string' ? status : 'of unknown status'}: it sends no text`,
      );
    }
    if (type === 'Trial') {
      throw new GatewayAccountError(
        `Twilio account ${account} is a Trial account: it texts only numbers verified in Twilio's console. Upgrade it`,
      );
    }
    return `Twilio accepted account ${account} (${typeof type === 'string' ? type : '?'}, active)`;
  }
  const code = (answer.json as { code?: unknown } | undefined)?.code;
  const detail = `${answer.status}${typeof code === 'number' ? `, error ${code}` : ''}`;
  const said = scrub(messageOf(answer.json), [sms.authToken]);
  if (answer.status === 401 || answer.status === 403) {
    throw new GatewayAccountError(
      `${name} refused account ${account} (${detail}): check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN`,
    );
  }
  if (answer.status === 404) {
    throw new GatewayAccountError(
      `${name} knows no account ${account} (${detail}): check TWILIO_ACCOUNT_SID`,
    );
  }
  throw new GatewayAccountError(`${name} answered ${detail}${said ? `: ${said}` : ''}`);
}
