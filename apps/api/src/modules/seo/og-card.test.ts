import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { productImages, products } from '../../db/schema/index.ts';
import { drawCardSvg, readPicture, wrapTitle } from './og-card.service.ts';
import { createMediaStore } from '../../lib/media-store.ts';
import { createFileObjectStore } from '../../lib/object-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="#d946ef"/></svg>`;

describe('the link-preview card of a product', () => {
  it('is a 1200×630 PNG that a chat app can show, with a validator', async () => {
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isPublished, true))
      .limit(1);
    mkdirSync(path.join(t.dataDir, 'media', 'test'), { recursive: true });
    writeFileSync(path.join(t.dataDir, 'media', 'test', 'card.svg'), PICTURE);
    await t.db
      .update(productImages)
      .set({ url: '/media/test/card.svg' })
      .where(eq(productImages.productId, product!.id));

    const res = await t.app.inject({ url: `/og/product/${product!.id}.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    // The picture is drawn: the card's left square holds its colour.
    const { data } = await sharp(res.rawPayload)
      .extract({ left: 300, top: 300, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0xd9, 0x46, 0xef]);

    const again = await t.app.inject({
      url: `/og/product/${product!.id}.png`,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('changes with the price, and a missing or unpublished product is a 404', async () => {
    const [product] = await t.db
      .select()
      .from(products)
      .where(eq(products.isPublished, true))
      .limit(2);
    const first = await t.app.inject({ url: `/og/product/${product!.id}.png` });
    await t.db
      .update(products)
      .set({ salePaise: product!.salePaise + 100 })
      .where(eq(products.id, product!.id));
    const second = await t.app.inject({ url: `/og/product/${product!.id}.png` });
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect((await t.app.inject({ url: '/og/product/p_nothing.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/og/product/..%2Fsecret.png' })).statusCode).toBe(404);
  });

  it('shows the price in rupees, the MRP struck and the discount, and escapes the title', () => {
    const svg = drawCardSvg(
      {
        id: 'p_1',
        title: 'Kurta & <Dupatta> Set',
        brand: 'Rang',
        salePaise: 169_900,
        mrpPaise: 369_900,
        ratingSum: 9,
        ratingCount: 2,
        pictureUrl: null,
      },
      undefined,
    );
    expect(svg).toContain('₹1,699.00');
    expect(svg).toContain('₹3,699.00');
    expect(svg).toContain('54% off');
    expect(svg).toContain('>Kurta &amp; &lt;Dupatta&gt;<');
    expect(svg).toContain('★ 4.5 (2)');
  });

  it('wraps a long title into three lines at most, with an ellipsis', () => {
    expect(wrapTitle('Brass Aarti Diya')).toEqual(['Brass Aarti Diya']);
    expect(wrapTitle('Brass Panch Aarti Diya')).toEqual(['Brass Panch Aarti', 'Diya']);
    const lines = wrapTitle(
      'Handwoven Banarasi Silk Saree with Zari Border and Unstitched Blouse Piece for Weddings',
    );
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line.length <= 20)).toBe(true);
    expect(lines[2]!.endsWith('…')).toBe(true);
  });

  it('reads pictures from the media store only', async () => {
    const media = createMediaStore(createFileObjectStore(t.dataDir));
    await media.put('products/x.svg', Buffer.from('<svg/>'));
    expect(await readPicture(media, '/media/products/x.svg')).toBe(
      `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`,
    );
    expect(await readPicture(media, '/media/../../etc/passwd')).toBeUndefined();
    expect(await readPicture(media, '/elsewhere/x.svg')).toBeUndefined();
  });
});
