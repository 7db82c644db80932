// Identifiers: random, URL-safe, not guessable in sequence.
import { randomBytes, randomInt } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

export function newId(prefix: string, length = 16): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

/** Order ids a person can read out on the phone: OD + 12 digits. */
export function newOrderId(): string {
  let digits = '';
  for (let i = 0; i < 12; i += 1) digits += String(randomInt(0, 10));
  return `OD${digits}`;
}
