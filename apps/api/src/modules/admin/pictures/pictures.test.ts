// Product pictures in the back office: real JPEG, PNG and WebP files resized into
// widths in WebP and their own format, served with long cache headers; bombs, oversize uploads,
// renamed executables and damaged files refused with nothing kept; order and removal; scope.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, signInAs, signInOperator, type TestApp } from '../../../../test/helper.ts';
import { nextIp } from '../../../../test/accounts.ts';
import { makePicture, multipartFile, pngDeclaring } from '../../../../test/pictures.ts';
import { productColors, productImages, products, sellers } from '../../../db/schema/index.ts';
import { DEMO_OTHER_PASSWORD } from '../../../seed/index.ts';

type Headers = { authorization: string };
let t: TestApp;
let operator: Headers;
let otherSeller: Headers;
let productId: string;
let colourId: string;

const upload = (
  bytes: Buffer,
  filename = 'a.jpg',
  type = 'image/jpeg',
  headers = operator,
  query = '',
) => {
  const body = multipartFile(bytes, filename, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/pictures${query}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const folderOf = (url: string) => path.join(t.dataDir, 'media', ...url.split('/').slice(2, 4));
const pictureRows = () =>
  t.db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder));

beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t);
  const [colour] = await t.db.select().from(productColors).limit(1);
  colourId = colour!.id;
  productId = colour!.productId;
  const [product] = await t.db.select().from(products).where(eq(products.id, productId));
  const [other] = await t.db
    .select({ email: sellers.email })
    .from(sellers)
    .where(eq(sellers.status, 'approved'))
    .orderBy(asc(sellers.id));
  const [another] = await t.db.select({ id: sellers.id, email: sellers.email }).from(sellers);
  const email = other!.email === product!.sellerId ? another!.email : other!.email;
  const seller = await t.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email, password: DEMO_OTHER_PASSWORD },
    remoteAddress: nextIp(),
  });
  otherSeller = { authorization: `Bearer ${seller.json().token as string}` };
});
afterAll(async () => t.close());

describe('uploading a picture', () => {
  it.each([
    ['jpeg', 'image/jpeg', 'jpg'],
    ['png', 'image/png', 'png'],
    ['webp', 'image/webp', 'webp'],
  ] as const)(
    'a %s is kept in every width as WebP and as itself',
    async (format, type, extension) => {
      const res = await upload(await makePicture(format), `photo.${extension}`, type);
      expect(res.statusCode, res.body).toBe(200);
      const { url } = res.json().data;
      expect(url).toMatch(/^\/media\/pictures\/img_[a-z0-9]+\/1280x960\.webp$/);
      const files = readdirSync(folderOf(url)).sort();
      for (const width of [320, 640, 960, 1280]) {
        expect(files).toContain(`${width}.webp`);
        expect(files).toContain(`${width}.${extension}`);
      }
      const meta = await sharp(path.join(folderOf(url), '640.webp')).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 });
      const served = await t.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it('never enlarges a small picture; its colour is kept', async () => {
    const res = await upload(
      await makePicture('png', 500, 400),
      'small.png',
      'image/png',
      operator,
      `?colorID=${colourId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ colorID: colourId });
    expect(res.json().data.url).toMatch(/\/500x400\.webp$/);
    expect(readdirSync(folderOf(res.json().data.url)).sort()).toEqual([
      '320.png',
      '320.webp',
      '500.png',
      '500.webp',
      '500x400.webp',
    ]);
  });

  it('refuses a decompression bomb, an executable named .jpg, text sent as image/jpeg and a cut-off JPEG; nothing is kept', async () => {
    const before = (await pictureRows()).length;
    const foldersBefore = existsSync(path.join(t.dataDir, 'media', 'pictures'))
      ? readdirSync(path.join(t.dataDir, 'media', 'pictures')).length
      : 0;
    // A PNG whose header declares 50,000 × 50,000 pixels (2.5 gigapixels) in a few hundred bytes.
    const res = await upload(pngDeclaring(50_000, 50_000), 'bomb.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('40 megapixels');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]);
    const renamed = await upload(exe, 'setup.jpg', 'image/jpeg');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe('Upload a JPEG, PNG or WebP picture.');
    const text = await upload(Buffer.from('not a picture at all'), 'a.jpg', 'image/jpeg');
    expect(text.statusCode).toBe(415);
    const jpeg = await makePicture('jpeg');
    const cut = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 3)), 'cut.jpg');
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toContain('could not be read');
    expect((await pictureRows()).length).toBe(before);
    expect(readdirSync(path.join(t.dataDir, 'media', 'pictures')).length).toBe(foldersBefore);
  });

  it('refuses an upload over 10 MB with 413 before keeping anything', async () => {
    const res = await upload(Buffer.alloc(11 * 1024 * 1024, 0xff), 'huge.jpg');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('over 10 MB');
  });

  it('is 401 signed out, 403 for a shopper, 404 for another seller and for an unknown product', async () => {
    const bytes = await makePicture('jpeg', 400, 300);
    const body = multipartFile(bytes, 'a.jpg', 'image/jpeg');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/pictures`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await upload(bytes, 'a.jpg', 'image/jpeg', await signInAs(t, 'cus_demo'))).statusCode,
    ).toBe(403);
    expect((await upload(bytes, 'a.jpg', 'image/jpeg', otherSeller)).statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/p_none/pictures',
      headers: { ...operator, ...body.headers },
      payload: body.payload,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('ordering and removing pictures', () => {
  it('puts them in a new order, and refuses a list that is not the whole set', async () => {
    const ids = (await pictureRows()).map((row) => row.id);
    const reversed = [...ids].reverse();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}/pictures/order`,
      headers: operator,
      payload: { pictureIDs: reversed },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await pictureRows()).map((row) => row.id)).toEqual(reversed);
    const partial = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}/pictures/order`,
      headers: operator,
      payload: { pictureIDs: reversed.slice(1) },
    });
    expect(partial.statusCode).toBe(400);
  });

  it('removes a picture with its files', async () => {
    const rows = await pictureRows();
    const uploaded = rows.find((row) => row.url.startsWith('/media/pictures/'))!;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${productId}/pictures/${uploaded.id}`,
      headers: operator,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.pictureIDs).toHaveLength(rows.length - 1);
    expect(existsSync(folderOf(uploaded.url))).toBe(false);
    expect((await t.app.inject({ url: uploaded.url })).statusCode).toBe(404);
  });
});
