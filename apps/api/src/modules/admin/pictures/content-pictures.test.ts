// Pictures for the storefront's content: the operator uploads one, it is kept in every
// width like a product's and audited, and a banner saved with its URL shows it on the home page;
// a file that is not a picture, one too big and a bomb are refused with nothing kept; only the
// operator may upload.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, signInAs, signInOperator, type TestApp } from '../../../../test/helper.ts';
import { nextIp } from '../../../../test/accounts.ts';
import { makePicture, multipartFile, pngDeclaring } from '../../../../test/pictures.ts';
import { auditLog, sellers } from '../../../db/schema/index.ts';
import { DEMO_OTHER_PASSWORD } from '../../../seed/index.ts';

type Headers = { authorization: string };
let t: TestApp;
let operator: Headers;

const URL_PATH = '/api/admin/content/pictures';

const upload = (bytes: Buffer, filename: string, type: string, headers: object = operator) => {
  const body = multipartFile(bytes, filename, type);
  return t.app.inject({
    method: 'POST',
    url: URL_PATH,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const picturesDir = () => path.join(t.dataDir, 'media', 'pictures');
const folderCount = () => (existsSync(picturesDir()) ? readdirSync(picturesDir()).length : 0);
const uploadAudits = () =>
  t.db.select().from(auditLog).where(eq(auditLog.action, 'content.picture'));

beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t);
});
afterAll(async () => t.close());

describe('uploading a content picture', () => {
  it('keeps a banner picture in every width, audits it, and a banner saved with it shows on the home page', async () => {
    const res = await upload(
      await makePicture('jpeg', 2400, 800),
      'diwali-banner.jpg',
      'image/jpeg',
    );
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.url).toMatch(/^\/media\/pictures\/img_[a-z0-9]+\/1280x427\.webp$/);
    expect(data).toMatchObject({ width: 1280, height: 427, widths: [320, 640, 960, 1280] });
    const folder = path.join(t.dataDir, 'media', ...data.url.split('/').slice(2, 4));
    const files = readdirSync(folder);
    for (const width of [320, 640, 960, 1280]) {
      expect(files).toContain(`${width}.webp`);
      expect(files).toContain(`${width}.jpg`);
    }
    expect(await sharp(path.join(folder, '640.webp')).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 213,
    });
    const served = await t.app.inject({ url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'content.picture'), eq(auditLog.target, data.url.split('/')[3])),
      );
    expect(entry?.actor).toMatch(/^admin:/);
    expect(entry?.details).toMatchObject({
      before: null,
      after: { url: data.url, fileName: 'diwali-banner.jpg' },
    });

    // The content entry keeps the URL; the storefront's home payload carries it at once.
    const content = (await t.app.inject({ url: '/api/admin/content', headers: operator })).json()
      .data;
    const [first, ...rest] = content.banners;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content/banners',
      headers: operator,
      payload: { banners: [{ ...first, imageUrl: data.url }, ...rest] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const home = (await t.app.inject({ url: '/api/public/home/offer' })).json().data;
    const urls = home.nodes.flatMap((node: { value: Array<{ fileUrl: string }> }) =>
      node.value.map((tile) => tile.fileUrl),
    );
    expect(urls).toContain(data.url);
  });

  it('refuses an executable named .jpg and text sent as image/png with 415; nothing is kept', async () => {
    const folders = folderCount();
    const audits = (await uploadAudits()).length;
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]);
    const renamed = await upload(exe, 'banner.jpg', 'image/jpeg');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe('Upload a JPEG, PNG or WebP picture.');
    const text = await upload(Buffer.from('<svg onload="alert(1)"/>'), 'card.png', 'image/png');
    expect(text.statusCode).toBe(415);
    expect(folderCount()).toBe(folders);
    expect(await uploadAudits()).toHaveLength(audits);
  });

  it('refuses a file over 10 MB with 413 and a bomb of 2.5 gigapixels with 400; nothing is kept', async () => {
    const folders = folderCount();
    const audits = (await uploadAudits()).length;
    const huge = await upload(Buffer.alloc(11 * 1024 * 1024, 0xff), 'huge.jpg', 'image/jpeg');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toContain('over 10 MB');
    const bomb = await upload(pngDeclaring(50_000, 50_000), 'bomb.png', 'image/png');
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().message).toContain('40 megapixels');
    const empty = await t.app.inject({
      method: 'POST',
      url: URL_PATH,
      headers: { ...operator, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(empty.statusCode).toBe(400);
    expect(folderCount()).toBe(folders);
    expect(await uploadAudits()).toHaveLength(audits);
  });

  it('is 401 signed out, 403 for a shopper and 403 for a seller', async () => {
    const bytes = await makePicture('png', 400, 300);
    const folders = folderCount();
    expect((await upload(bytes, 'a.png', 'image/png', {})).statusCode).toBe(401);
    const shopper = await upload(bytes, 'a.png', 'image/png', await signInAs(t, 'cus_demo'));
    expect(shopper.statusCode).toBe(403);
    const [approved] = await t.db
      .select({ email: sellers.email })
      .from(sellers)
      .where(eq(sellers.status, 'approved'))
      .limit(1);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/seller/login',
      payload: { email: approved!.email, password: DEMO_OTHER_PASSWORD },
      remoteAddress: nextIp(),
    });
    const seller = { authorization: `Bearer ${login.json().token as string}` };
    const refused = await upload(bytes, 'a.png', 'image/png', seller);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Operators only.');
    expect(folderCount()).toBe(folders);
  });
});
