// The test shop's strip goes into the page right after <body>, once, whether the page leaves
// whole or streams in pieces cut anywhere (a tag or a Devanagari character split between them).
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  createTestShopStripInsertion,
  TEST_SHOP_STRIP,
  withTestShopStrip,
} from './test-shop-strip';

const PAGE =
  '<html lang="hi-IN"><head><title>दीया ₹499</title></head><body><a class="skip-link" href="#main">मुख्य</a><main id="main">दीया</main></body></html>';
const EXPECTED = PAGE.replace('<body>', `<body>${TEST_SHOP_STRIP}`);

async function streamed(pieces: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(pieces).pipe(createTestShopStripInsertion())) {
    out.push(Buffer.from(chunk as Buffer));
  }
  return Buffer.concat(out).toString('utf8');
}

describe('the test shop strip', () => {
  it('says what the shop is, in an element React never renders', () => {
    expect(TEST_SHOP_STRIP).toBe(
      '<haat-test-shop role="note">Test shop — no real money</haat-test-shop>',
    );
  });

  it('opens the body of a whole page, once', () => {
    expect(withTestShopStrip(PAGE)).toBe(EXPECTED);
    expect(withTestShopStrip('<p>no body</p>')).toBe('<p>no body</p>');
  });

  it('opens the body of a streamed page, however its pieces are cut', async () => {
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      const pieces = [
        bytes.subarray(0, cut),
        bytes.subarray(cut, cut + 5),
        bytes.subarray(cut + 5),
      ];
      expect(await streamed(pieces.filter((piece) => piece.length > 0)), `cut at ${cut}`).toBe(
        EXPECTED,
      );
    }
  });
});
