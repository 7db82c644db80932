// Text kept encrypted at rest (a cash on delivery shopper's UPI ID or bank account): AES-256-GCM
// with a random 96-bit nonce per text, authenticated, so a changed or truncated value is refused
// rather than misread. The key is REFUND_DETAILS_KEY when set (kept apart from the database, so
// a copy of the database alone reveals nothing), else derived from the signing secret with HKDF.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import { loadServerSecret, type ServerSecretSource } from './server-secret.ts';

const VERSION = 'v1';
const INFO = 'haat refund details v1';

export interface SealingSource extends ServerSecretSource {
  config: ServerSecretSource['config'] & Pick<Config, 'refundDetailsKey'>;
}

async function keyOf(source: SealingSource): Promise<Buffer> {
  const secret = source.config.refundDetailsKey ?? (await loadServerSecret(source));
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), INFO, 32));
}

export async function sealText(source: SealingSource, text: string): Promise<string> {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(source), nonce);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The text back; throws when it was sealed with another key or changed since. */
export async function openText(source: SealingSource, sealed: string): Promise<string> {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || body === undefined) {
    throw new Error('Not a sealed text of this version');
  }
  const decipher = createDecipheriv(
    'aes-256-gcm',
    await keyOf(source),
    Buffer.from(nonce, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
