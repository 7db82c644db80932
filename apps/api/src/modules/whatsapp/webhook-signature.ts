// Meta signs each webhook POST: X-Hub-Signature-256 is `sha256=` and the hex HMAC-SHA256 of the
// raw body with the app secret (Meta's webhooks reference). Compared in constant time, on the
// bytes as they came (a re-serialised JSON would not match).
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signatureOf(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function isSignedByMeta(
  rawBody: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(signatureOf(rawBody, appSecret), 'utf8');
  const given = Buffer.from(header.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
