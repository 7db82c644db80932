// The WhatsApp Business Cloud API, as far as the shop speaks it (Meta's Cloud API reference):
// POST /{version}/{phone-number-id}/messages with a template (or, to acknowledge a STOP inside the
// shopper's 24-hour window, a text), and GET /{version}/{phone-number-id} for `doctor`. The
// access token goes in the Authorization header only; no answer, token or text is logged.
export interface CloudApiSettings {
  baseUrl: string;
  version: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs: number;
}

/**
 * A refusal or a failure of one call. `retry` true: the same message may be taken later (a
 * timeout, a 5xx, the rate limit 130429); false: it will be refused again (a template that does
 * not exist, 132001; a number that is not on WhatsApp, 131026; other 4xx).
 */
export class CloudApiError extends Error {
  override name = 'CloudApiError';
  constructor(
    message: string,
    readonly retry: boolean,
    readonly code: number | null = null,
    readonly title: string | null = null,
  ) {
    super(message);
  }
}

/** Error codes after which trying again later can succeed (Meta's error codes: throttling, 131000). */
const RETRIED_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

async function call(
  settings: CloudApiSettings,
  path: string,
  init: { method: 'GET' | 'POST'; body?: object },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}/${settings.version}/${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${settings.accessToken}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(settings.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    throw new CloudApiError(
      name === 'TimeoutError' || name === 'AbortError'
        ? `WhatsApp did not answer within ${settings.timeoutMs} ms`
        : 'WhatsApp could not be reached',
      true,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    json = undefined;
  }
  if (response.ok) return json;
  const error = (json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  const code = typeof error?.code === 'number' ? error.code : null;
  // Meta's message starts with the code's title, e.g. "(#132001) Template name does not exist in
  // the translation"; only the title part is kept (never a parameter's words).
  const title =
    typeof error?.message === 'string' ? error.message.replace(/\s+/g, ' ').slice(0, 120) : null;
  const retry =
    response.status === 429 || response.status >= 500 || (code !== null && RETRIED_CODES.has(code));
  throw new CloudApiError(
    `WhatsApp answered HTTP ${response.status}${code === null ? '' : ` (error ${code})`}`,
    retry,
    code,
    title,
  );
}

function messageIdOf(answer: unknown): string {
  const id = (answer as { messages?: { id?: unknown }[] } | undefined)?.messages?.[0]?.id;
  if (typeof id !== 'string' || id.length === 0)
    throw new CloudApiError('WhatsApp answered without a message id', true);
  return id;
}

/** Sends one template message; answers Meta's message id (wamid.…). */
export async function sendTemplate(
  settings: CloudApiSettings,
  message: { to: string; template: string; language: string; parameters: readonly string[] },
): Promise<string> {
  const answer = await call(settings, `${settings.phoneNumberId}/messages`, {
    method: 'POST',
    body: {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.to,
      type: 'template',
      template: {
        name: message.template,
        language: { code: message.language },
        components: [
          {
            type: 'body',
            parameters: message.parameters.map((text) => ({ type: 'text', text })),
          },
        ],
      },
    },
  });
  return messageIdOf(answer);
}

/** A free-form text, only inside the 24 hours after the shopper wrote (the acknowledgement of STOP). */
export async function sendText(
  settings: CloudApiSettings,
  message: { to: string; body: string },
): Promise<string> {
  const answer = await call(settings, `${settings.phoneNumberId}/messages`, {
    method: 'POST',
    body: {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.to,
      type: 'text',
      text: { body: message.body },
    },
  });
  return messageIdOf(answer);
}

/** `doctor`'s read-only check: the phone number the settings name, as Meta knows it. */
export async function readPhoneNumber(
  settings: CloudApiSettings,
): Promise<{ displayPhoneNumber: string | null; verifiedName: string | null }> {
  const answer = (await call(settings, settings.phoneNumberId, { method: 'GET' })) as
    { display_phone_number?: unknown; verified_name?: unknown } | undefined;
  return {
    displayPhoneNumber:
      typeof answer?.display_phone_number === 'string' ? answer.display_phone_number : null,
    verifiedName: typeof answer?.verified_name === 'string' ? answer.verified_name : null,
  };
}
