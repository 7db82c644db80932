// Reads what the journey server writes under its DATA_DIR. e2e/start-server.mjs records that
// directory in e2e/.data-dir-<port>; the port comes from the test's baseURL.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function serverDataDir(baseURL: string | undefined): Promise<string> {
  if (!baseURL) throw new Error('The journey needs a baseURL (playwright.config.ts sets it).');
  const port = new URL(baseURL).port;
  const pointer = path.join(e2eDir, `.data-dir-${port}`);
  return (await readFile(pointer, 'utf8')).trim();
}

interface OutboxLine {
  to: string;
  text: string;
  code?: string;
  at: string;
}

async function readOutbox(dataDir: string): Promise<OutboxLine[]> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxLine);
}

/**
 * The newest one-time password sent to `mobile` (docs/decisions/product-owner.md: the default SMS
 * sender appends each message as one JSON line to DATA_DIR/sms-outbox.jsonl). Returns as soon as
 * it is there; gives up after 30 s (a backstop for a busy machine, not a wait).
 */
export async function readLatestOtp(baseURL: string | undefined, mobile: string): Promise<string> {
  const dataDir = await serverDataDir(baseURL);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const lines = (await readOutbox(dataDir)).filter((line) => line.to === mobile);
    const last = lines[lines.length - 1];
    const code = last?.code ?? last?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No OTP for ${mobile} in the SMS outbox under ${dataDir}`);
}

/**
 * The order messages the server has sent by SMS to `mobile` so far: the offline sender keeps each
 * as DATA_DIR/outbox/sms/<id>.json (apps/api's createFileNotificationSender).
 */
export async function orderSmsSentTo(
  baseURL: string | undefined,
  mobile: string,
): Promise<Array<{ id: string; orderId: string; body: string }>> {
  const folder = path.join(await serverDataDir(baseURL), 'outbox', 'sms');
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return [];
  }
  const messages = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(
        async (name) =>
          JSON.parse(await readFile(path.join(folder, name), 'utf8')) as {
            id: string;
            orderId: string;
            to: string;
            body: string;
          },
      ),
  );
  return messages.filter((message) => message.to === mobile);
}
