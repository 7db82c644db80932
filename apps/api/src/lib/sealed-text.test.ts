// Sealed text: what is sealed opens again with the same key, never with another, and a changed
// value is refused; no two seals of one text look alike.
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openText, sealText, type SealingSource } from './sealed-text.ts';

const source = (key: string): SealingSource => ({
  config: { jwtSecret: undefined, dataDir: '/nowhere', refundDetailsKey: key },
  db: {} as Database,
});
const KEY = 'k'.repeat(32);

describe('sealed text', () => {
  it('opens with its key and hides the text', async () => {
    const sealed = await sealText(source(KEY), 'ravi.kumar@okhdfcbank');
    expect(sealed).not.toContain('ravi');
    expect(await openText(source(KEY), sealed)).toBe('ravi.kumar@okhdfcbank');
    expect(await sealText(source(KEY), 'ravi.kumar@okhdfcbank')).not.toBe(sealed);
  });

  it('is refused with another key, changed, or cut short', async () => {
    const sealed = await sealText(source(KEY), '{"accountNumber":"123456789012"}');
    await expect(openText(source('x'.repeat(32)), sealed)).rejects.toThrow();
    const [version, nonce, tag, body] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    await expect(openText(source(KEY), [version, nonce, tag, flipped].join('.'))).rejects.toThrow();
    await expect(openText(source(KEY), [version, nonce, tag].join('.'))).rejects.toThrow();
  });
});
