// Pictures with STORAGE=s3 against a real S3-compatible server (s3rver on loopback): every width
// lands in the bucket and /media serves it from there; a store that is down (closed, or a port
// nothing listens on) answers the upload 503 with a message and keeps no row, while pictures
// served before keep answering from the cache; MEDIA_PUBLIC_URL changes the addresses the
// storefront prints, never the rows or the back office's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAppOn,
  createTestApp,
  signInAs,
  signInOperator,
  type TestApp,
} from '../../../../test/helper.ts';
import {
  deadEndpoint,
  s3Environment,
  startObjectStore,
  type TestObjectStore,
} from '../../../../test/object-storage.ts';
import { makePicture, multipartFile } from '../../../../test/pictures.ts';
import { loadConfig } from '../../../config.ts';
import { brands, productColors, productImages } from '../../../db/schema/index.ts';
import { PICTURE_UNAVAILABLE_MESSAGE } from '../../../lib/media-store.ts';
import { STORAGE_DOWN_MESSAGE } from '../../../lib/object-store.ts';

const CDN = 'https://cdn.example.in/haat';

let store: TestObjectStore;
let productId: string;
let colourId: string;

async function uploadTo(t: TestApp, bytes: Buffer, query = '') {
  const body = multipartFile(bytes, 'photo.jpg', 'image/jpeg');
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/pictures${query}`,
    headers: { ...(await signInOperator(t)), ...body.headers },
    payload: body.payload,
  });
}

const pictureRows = (t: TestApp) =>
  t.db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder));

beforeAll(async () => {
  store = await startObjectStore('haat-pictures');
});
afterAll(async () => store.stop());

describe('pictures in an S3-compatible bucket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: store.env });
    const [colour] = await t.db.select().from(productColors).limit(1);
    colourId = colour!.id;
    productId = colour!.productId;
  });
  afterAll(async () => t.close());

  it('an upload lands in the bucket in every width, WebP and JPEG, and /media serves each', async () => {
    const res = await uploadTo(t, await makePicture('jpeg'));
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json().data as { url: string };
    expect(url).toMatch(/^\/media\/pictures\/img_[a-z0-9]+\/1280x960\.webp$/);
    const folder = url.split('/').slice(2, 4).join('/');
    const expected = [320, 640, 960, 1280].flatMap((width) => [
      `media/${folder}/${width}.jpg`,
      `media/${folder}/${width}.webp`,
    ]);
    expect(await store.keys(`media/${folder}/`)).toEqual(
      [...expected, `media/${folder}/1280x960.webp`].sort(),
    );
    const meta = await sharp(await store.read(`media/${folder}/640.webp`)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 });

    const served = await t.app.inject({ url: `/media/${folder}/640.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(await store.read(`media/${folder}/640.webp`))).toBe(true);
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await t.app.inject({
      url: `/media/${folder}/640.webp`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const jpeg = await t.app.inject({ url: `/media/${folder}/320.jpg` });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
  });

  it('a picture uploaded through one machine is served by another with its own DATA_DIR', async () => {
    const res = await uploadTo(t, await makePicture('webp', 700, 500));
    const { url } = res.json().data as { url: string };
    const otherDataDir = mkdtempSync(path.join(tmpdir(), 'haat-other-machine-'));
    const other = await buildAppOn(t.db, {
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: otherDataDir, ...store.env }),
      clock: { now: () => new Date() },
    });
    try {
      const served = await other.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const key = `media${url.slice('/media'.length)}`;
      expect(served.rawPayload.equals(await store.read(key))).toBe(true);
    } finally {
      await other.close();
      rmSync(otherDataDir, { recursive: true, force: true });
    }
  });

  it('a key the bucket does not hold is a 404 in the envelope, and so is a path that climbs', async () => {
    const missing = await t.app.inject({ url: '/media/pictures/img_nothing/640.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    const climbing = await t.app.inject({ url: '/media/pictures/%2e%2e/%2e%2e/etc/passwd' });
    expect(climbing.statusCode).toBe(404);
  });

  it('a removed picture leaves the bucket with its row', async () => {
    const res = await uploadTo(t, await makePicture('png', 500, 400));
    const { pictureID, url } = res.json().data as { pictureID: string; url: string };
    const folder = url.split('/').slice(2, 4).join('/');
    expect((await store.keys(`media/${folder}/`)).length).toBe(5);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${productId}/pictures/${pictureID}`,
      headers: await signInOperator(t),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await store.keys(`media/${folder}/`)).toEqual([]);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });
});

describe('a store that is down', () => {
  it('answers an upload 503 with a message and keeps no row, when nothing listens at its address', async () => {
    const t = await createTestApp({ env: s3Environment(await deadEndpoint(), 'haat-pictures') });
    try {
      const [colour] = await t.db.select().from(productColors).limit(1);
      productId = colour!.productId;
      const before = await pictureRows(t);
      const res = await uploadTo(t, await makePicture('jpeg', 800, 600));
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'error',
        code: 'SERVICE_UNAVAILABLE',
        message: STORAGE_DOWN_MESSAGE,
      });
      expect(res.headers['retry-after']).toBe('30');
      expect(await pictureRows(t)).toEqual(before);
      const served = await t.app.inject({ url: '/media/pictures/img_any/640.webp' });
      expect(served.statusCode).toBe(503);
      expect(served.json().message).toBe(PICTURE_UNAVAILABLE_MESSAGE);
    } finally {
      await t.close();
    }
  });

  it('answers 503 and keeps no row when the store stops after the shop started', async () => {
    const own = await startObjectStore('haat-stopping');
    const t = await createTestApp({ env: own.env });
    try {
      const [colour] = await t.db.select().from(productColors).limit(1);
      productId = colour!.productId;
      expect((await uploadTo(t, await makePicture('jpeg', 400, 300))).statusCode).toBe(200);
      const before = await pictureRows(t);
      await own.stop();
      const res = await uploadTo(t, await makePicture('jpeg', 400, 300));
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().message).toBe(STORAGE_DOWN_MESSAGE);
      expect(await pictureRows(t)).toEqual(before);

      const content = multipartFile(await makePicture('png', 400, 300), 'banner.png', 'image/png');
      const banner = await t.app.inject({
        method: 'POST',
        url: '/api/admin/content/pictures',
        headers: { ...(await signInOperator(t)), ...content.headers },
        payload: content.payload,
      });
      expect(banner.statusCode, banner.body).toBe(503);
      expect(banner.json().message).toBe(STORAGE_DOWN_MESSAGE);

      // A new brand's drawn tile is written before its row: no brand without its logo.
      const brandsBefore = await t.db.select().from(brands);
      const brand = await t.app.inject({
        method: 'POST',
        url: '/api/admin/brands',
        headers: await signInOperator(t),
        payload: { name: 'Kosa Looms' },
      });
      expect(brand.statusCode, brand.body).toBe(503);
      expect(brand.json().message).toBe(STORAGE_DOWN_MESSAGE);
      expect(await t.db.select().from(brands)).toEqual(brandsBefore);
    } finally {
      await t.close();
      await own.stop();
    }
  });
});

describe('pictures while the store is away', () => {
  it('a picture served before answers as it did, from the cache; one never served answers 503 in words for a read', async () => {
    const own = await startObjectStore('haat-away');
    const t = await createTestApp({ env: own.env });
    try {
      const [colour] = await t.db.select().from(productColors).limit(1);
      productId = colour!.productId;
      const res = await uploadTo(t, await makePicture('jpeg', 800, 600));
      expect(res.statusCode, res.body).toBe(200);
      const { url } = res.json().data as { url: string };
      const folder = url.split('/').slice(2, 4).join('/');
      const before = await t.app.inject({ url: `/media/${folder}/640.webp` });
      expect(before.statusCode).toBe(200);
      // The store answered: the copy in memory was refreshed, not served.
      expect(before.headers['x-media-cache']).toBe('MISS');

      await own.stop();
      const after = await t.app.inject({ url: `/media/${folder}/640.webp` });
      expect(after.statusCode, after.body).toBe(200);
      expect(after.headers['x-media-cache']).toBe('HIT');
      expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
      for (const header of ['content-type', 'etag', 'last-modified', 'cache-control']) {
        expect(after.headers[header], header).toBe(before.headers[header]);
      }
      const revalidated = await t.app.inject({
        url: `/media/${folder}/640.webp`,
        headers: { 'if-none-match': before.headers.etag as string },
      });
      expect(revalidated.statusCode).toBe(304);

      // The same picture's other width was never served: nothing to answer it with.
      const never = await t.app.inject({ url: `/media/${folder}/320.webp` });
      expect(never.statusCode).toBe(503);
      expect(never.json()).toMatchObject({
        status: 'error',
        code: 'SERVICE_UNAVAILABLE',
        message: PICTURE_UNAVAILABLE_MESSAGE,
      });
      expect(never.headers['retry-after']).toBe('60');
    } finally {
      await t.close();
      await own.stop();
    }
  });

  it('MEDIA_CACHE_MB=0 keeps nothing: a picture served before answers 503 too, in the same words', async () => {
    const own = await startObjectStore('haat-away-uncached');
    const t = await createTestApp({ env: { ...own.env, MEDIA_CACHE_MB: '0' } });
    try {
      const [colour] = await t.db.select().from(productColors).limit(1);
      productId = colour!.productId;
      const { url } = (await uploadTo(t, await makePicture('jpeg', 400, 300))).json().data as {
        url: string;
      };
      const served = await t.app.inject({ url });
      expect(served.statusCode).toBe(200);
      // No cache, nothing to say.
      expect(served.headers['x-media-cache']).toBeUndefined();
      await own.stop();
      const after = await t.app.inject({ url });
      expect(after.statusCode).toBe(503);
      expect(after.json().message).toBe(PICTURE_UNAVAILABLE_MESSAGE);
    } finally {
      await t.close();
      await own.stop();
    }
  });
});

describe('MEDIA_PUBLIC_URL', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...store.env, MEDIA_PUBLIC_URL: `${CDN}/` } });
    const [colour] = await t.db.select().from(productColors).limit(1);
    colourId = colour!.id;
    productId = colour!.productId;
    const res = await uploadTo(t, await makePicture('jpeg', 800, 600), `?colorID=${colourId}`);
    expect(res.statusCode, res.body).toBe(200);
    url = (res.json().data as { url: string }).url;
  });
  afterAll(async () => t.close());

  it('keeps /media in the row and in the back office, which saves what it reads', async () => {
    expect(url).toMatch(/^\/media\/pictures\//);
    expect((await pictureRows(t)).map((row) => row.url)).toContain(url);
  });

  it('prints the CDN address in the public product answer, cached or not', async () => {
    const cdnUrl = `${CDN}${url.slice('/media'.length)}`;
    for (let call = 0; call < 2; call += 1) {
      const res = await t.app.inject({ url: `/api/public/product?productID=${productId}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`"${cdnUrl}"`);
      expect(res.body).not.toContain('"/media/');
    }
    const listing = await t.app.inject({ url: '/api/public/products?limit=40' });
    expect(listing.body).not.toContain('"/media/');
    expect(listing.body).toContain(`"${CDN}/`);
  });

  it("prints it in a shopper's own answers too (the wishlist)", async () => {
    const shopper = await signInAs(t, 'cus_demo');
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/customer/wishlist',
      headers: shopper,
      payload: { productID: productId },
    });
    expect(add.statusCode, add.body).toBe(200);
    const res = await t.app.inject({ url: '/api/customer/wishlist', headers: shopper });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`"${CDN}/`);
    expect(res.body).not.toContain('"/media/');
  });

  it('still serves the address printed before, at /media', async () => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });
});
