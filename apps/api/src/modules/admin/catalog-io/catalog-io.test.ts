// Catalogue import and export through the back office: 200 products imported, the
// same file again changes nothing, a dry run writes nothing, every bad row reported by line with
// nothing written, pictures attached by name, an export imported back unchanged, sellers scoped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { DECLARED_CSV } from '../../../../test/declarations.ts';
import { createTestApp, signInOperator, type TestApp } from '../../../../test/helper.ts';
import { nextIp } from '../../../../test/accounts.ts';
import {
  auditLog,
  brands,
  categories,
  mainCategories,
  productImages,
  products,
  sellers,
  subCategories,
} from '../../../db/schema/index.ts';
import { DEMO_OTHER_PASSWORD } from '../../../seed/index.ts';
import { CSV_COLUMNS } from '../../catalog-io/index.ts';

type Headers = { authorization: string };
let t: TestApp;
let operator: Headers;
let seller: Headers;
let sellerEmail: string;
let otherEmail: string;
let place: { main: string; category: string; sub: string };

beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t);
  const [a, b] = await t.db.select().from(sellers).orderBy(asc(sellers.id)).limit(2);
  sellerEmail = a!.email;
  otherEmail = b!.email;
  const sellerLogin = await t.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email: sellerEmail, password: DEMO_OTHER_PASSWORD },
    remoteAddress: nextIp(),
  });
  seller = { authorization: `Bearer ${sellerLogin.json().token as string}` };
  const [row] = await t.db
    .select({ main: mainCategories.name, category: categories.name, sub: subCategories.name })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .innerJoin(mainCategories, eq(mainCategories.id, categories.mainCategoryId))
    .limit(1);
  place = row!;
});
afterAll(async () => t.close());

const csvLine = (values: Record<string, string>) =>
  CSV_COLUMNS.map((name) => {
    const value = values[name] ?? '';
    return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  }).join(',');

function catalogue(
  count: number,
  overrides: (index: number) => Record<string, string | undefined> = () => ({}),
) {
  const lines = [CSV_COLUMNS.join(',')];
  for (let index = 0; index < count; index += 1) {
    const base = {
      sku: `IMP-${String(index).padStart(4, '0')}`,
      title: `Imported terracotta pot ${index}`,
      brand: index % 2 ? 'Khurja Pottery' : 'Imported Brand',
      main_category: place.main,
      category: place.category,
      sub_category: place.sub,
      hsn_code: '6912',
      gst_rate: '12',
      mrp: '499',
      price: String(300 + (index % 50)),
      stock: '10',
      body_html: '<p>Hand thrown.</p><script>x()</script>',
      seller_email: sellerEmail,
      ...DECLARED_CSV,
      ...Object.fromEntries(
        Object.entries(overrides(index)).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      ),
    };
    if (index % 10 === 0) {
      lines.push(csvLine({ ...base, colour: 'Red', size: 'Small' }));
      lines.push(csvLine({ ...base, colour: 'Red', size: 'Large', price: '450' }));
    } else lines.push(csvLine(base));
  }
  return lines.join('\n');
}

function importForm(csv: string | Buffer, pictures: Array<[string, Buffer]> = []) {
  const boundary = '----haatimport';
  const part = (name: string, filename: string, type: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      part('file', 'catalogue.csv', 'text/csv', Buffer.isBuffer(csv) ? csv : Buffer.from(csv)),
      ...pictures.map(([name, bytes]) => part('pictures', name, 'image/jpeg', bytes)),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
  };
}

const importCsv = (
  csv: string | Buffer,
  query = '',
  headers = operator,
  pictures: Array<[string, Buffer]> = [],
) => {
  const form = importForm(csv, pictures);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/catalog/import${query}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};
const productCount = async () => (await t.db.select({ total: count() }).from(products))[0]!.total;
const auditCount = async () => (await t.db.select({ total: count() }).from(auditLog))[0]!.total;

describe('importing the catalogue', () => {
  it('a dry run reports 200 new products and writes nothing', async () => {
    const before = await productCount();
    const res = await importCsv(catalogue(200), '?dryRun=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ dryRun: true, rows: 220, created: 200, updated: 0 });
    expect(await productCount()).toBe(before);
  });

  it('imports 200 products (20 with variants), cleaned, listed and searchable', async () => {
    const before = await productCount();
    const res = await importCsv(catalogue(200));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ created: 200, updated: 0, unchanged: 0 });
    expect(await productCount()).toBe(before + 200);
    const [pot] = await t.db.select().from(products).where(eq(products.sku, 'IMP-0010'));
    expect(pot).toMatchObject({
      hasVariants: true,
      salePaise: 31000,
      isPublished: true,
      stock: 20,
    });
    expect(pot!.bodyHtml).toBe('<p>Hand thrown.</p>');
    const page = await t.app.inject({ url: `/api/public/product?productID=${pot!.id}` });
    expect(page.statusCode).toBe(200);
  });

  it('the same file again changes nothing and writes no audit row', async () => {
    const audits = await auditCount();
    const res = await importCsv(catalogue(200));
    expect(res.json().data).toMatchObject({ created: 0, updated: 0, unchanged: 200 });
    expect(res.json().message).toContain('Nothing changed');
    expect(await auditCount()).toBe(audits);
  });

  it('a changed price updates only that product, keeping its size ids', async () => {
    const [before] = await t.db.select().from(products).where(eq(products.sku, 'IMP-0020'));
    const res = await importCsv(catalogue(200, (index) => (index === 20 ? { price: '250' } : {})));
    expect(res.json().data).toMatchObject({ created: 0, updated: 1, unchanged: 199 });
    const [after] = await t.db.select().from(products).where(eq(products.sku, 'IMP-0020'));
    expect(after!.salePaise).toBe(25000);
    expect(after!.id).toBe(before!.id);
  });

  it('refuses the whole file with every bad row by line; nothing is written', async () => {
    const before = await productCount();
    const audits = await auditCount();
    const res = await importCsv(
      catalogue(20, (index) =>
        index === 3
          ? { price: '-5' }
          : index === 5
            ? { mrp: '100', price: '200' }
            : index === 7
              ? { sub_category: 'No such shelf' }
              : index === 8
                ? { seller_email: 'nobody@example.in' }
                : { sku: `NEW-${index}` },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('nothing was changed');
    const validation = res.json().validation as Record<string, string>;
    expect(Object.keys(validation)).toEqual(
      expect.arrayContaining([
        'line 6: price',
        'line 8: price',
        'line 10: sub_category',
        'line 11: seller_email',
      ]),
    );
    expect(await productCount()).toBe(before);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses 100,000 rows, a file that is not UTF-8, and a file with no CSV', async () => {
    const many = [
      CSV_COLUMNS.join(','),
      ...Array.from({ length: 100_000 }, (_, i) => `S-${i}${','.repeat(CSV_COLUMNS.length - 1)}`),
    ].join('\n');
    const tooMany = await importCsv(many);
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain('at most 10,000 rows');
    const latin1 = Buffer.concat([
      Buffer.from(`${CSV_COLUMNS.join(',')}\n`),
      Buffer.from([0xe9, 0x0a]),
    ]);
    const encoding = await importCsv(latin1);
    expect(encoding.statusCode).toBe(400);
    expect(JSON.stringify(encoding.json())).toContain('not UTF-8');
  });

  it('attaches a picture named in the file; the same picture again is no change', async () => {
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 90, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const withPicture = catalogue(1, () => ({ sku: 'IMP-PHOTO', pictures: 'pot.jpg' }));
    const first = await importCsv(withPicture, '', operator, [['pot.jpg', photo]]);
    expect(first.statusCode, first.body).toBe(200);
    const [product] = await t.db.select().from(products).where(eq(products.sku, 'IMP-PHOTO'));
    const pictures = await t.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product!.id));
    expect(pictures).toHaveLength(1);
    expect(pictures[0]!.url).toMatch(/^\/media\/pictures\/img_[0-9a-f]+\/800x600\.webp$/);
    expect((await t.app.inject({ url: pictures[0]!.url })).statusCode).toBe(200);
    const again = await importCsv(withPicture, '', operator, [['pot.jpg', photo]]);
    expect(again.json().data).toMatchObject({ unchanged: 1 });
    const missing = await importCsv(
      catalogue(1, () => ({ sku: 'IMP-GONE', pictures: 'gone.jpg' })),
    );
    expect(missing.statusCode).toBe(400);
    const remote = await importCsv(
      catalogue(1, () => ({ sku: 'IMP-WEB', pictures: 'https://example.com/pot.jpg' })),
    );
    expect(JSON.stringify(remote.json())).toContain('not fetched from other sites');
  });
});

describe('exporting the catalogue', () => {
  it('writes every product in the import format; imported back, nothing changes', async () => {
    const res = await t.app.inject({ url: '/api/admin/catalog/export', headers: operator });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.split('\n')[0]).toBe(CSV_COLUMNS.join(','));
    const again = await importCsv(res.body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ created: 0, updated: 0 });
  });

  it('imports, exports and imports back the Hindi title and description', async () => {
    const hindi = (index: number) =>
      index === 5
        ? {
            title_hi: 'मिट्टी का गमला',
            description_hi_html: '<p>हाथ से बना गमला</p><script>x()</script>',
          }
        : {};
    const res = await importCsv(catalogue(200, hindi));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ created: 0 });
    const actions = res.json().data.products as Array<{ sku: string; action: string }>;
    expect(actions.find((product) => product.sku === 'IMP-0005')?.action).toBe('update');
    const [pot] = await t.db.select().from(products).where(eq(products.sku, 'IMP-0005'));
    expect(pot).toMatchObject({ titleHi: 'मिट्टी का गमला', descriptionHi: '<p>हाथ से बना गमला</p>' });
    // The same file again: nothing changes.
    expect((await importCsv(catalogue(200, hindi))).json().data).toMatchObject({
      updated: 0,
      unchanged: 200,
    });

    const exported = await t.app.inject({ url: '/api/admin/catalog/export', headers: operator });
    const line = exported.body.split('\n').find((row) => row.startsWith('IMP-0005,'));
    expect(line).toContain('मिट्टी का गमला');
    expect(line).toContain('<p>हाथ से बना गमला</p>');
    const again = await importCsv(exported.body);
    expect(again.json().data).toMatchObject({ created: 0, updated: 0 });
    const [kept] = await t.db.select().from(products).where(eq(products.sku, 'IMP-0005'));
    expect(kept).toMatchObject({
      titleHi: 'मिट्टी का गमला',
      descriptionHi: '<p>हाथ से बना गमला</p>',
    });

    // A file made before the columns existed leaves them as they are.
    const columns = CSV_COLUMNS.filter(
      (name) => name !== 'title_hi' && name !== 'description_hi_html',
    );
    const [header, ...rows] = catalogue(200).split('\n');
    const keep = header!.split(',').map((name) => columns.includes(name as never));
    const old = [header!, ...rows]
      .map((row) =>
        row
          .split(',')
          .filter((_, index) => keep[index])
          .join(','),
      )
      .join('\n');
    expect((await importCsv(old)).json().data).toMatchObject({ updated: 0, unchanged: 200 });
    const [still] = await t.db.select().from(products).where(eq(products.sku, 'IMP-0005'));
    expect(still!.titleHi).toBe('मिट्टी का गमला');

    // The columns there and empty: cleared.
    expect((await importCsv(catalogue(200))).json().data).toMatchObject({ updated: 1 });
    const [cleared] = await t.db.select().from(products).where(eq(products.sku, 'IMP-0005'));
    expect(cleared).toMatchObject({ titleHi: null, descriptionHi: null });
  });

  it("sets brands' and categories' Hindi names from the file, audited; exported back as given", async () => {
    // Its own session: imports are limited per session.
    const op = await signInOperator(t);
    const [sub] = await t.db
      .select({ id: subCategories.id, nameHi: subCategories.nameHi })
      .from(subCategories)
      .where(eq(subCategories.name, place.sub));
    const names = (index: number) =>
      index < 3 ? { brand_hi: 'खुर्जा पॉटरी', sub_category_hi: 'मिट्टी के बर्तन' } : {};
    const dry = await importCsv(catalogue(200, names), '?dryRun=true', op);
    expect(dry.statusCode, dry.body).toBe(200);
    // Rows 0–2 name both brands: one Hindi name each, and the sub-category's.
    expect(dry.json().data).toMatchObject({ hindiNames: 3 });
    expect(dry.json().message).toContain('3 Hindi names of brands and categories to set');
    const [unchanged] = await t.db
      .select({ nameHi: subCategories.nameHi })
      .from(subCategories)
      .where(eq(subCategories.id, sub!.id));
    expect(unchanged!.nameHi).toBe(sub!.nameHi);

    // Row 0 is 'Imported Brand', rows 1 and 2 'Khurja Pottery': give each its own name.
    const own = (index: number) =>
      index < 3
        ? {
            brand_hi: index % 2 ? 'खुर्जा पॉटरी' : 'इम्पोर्टेड ब्रांड',
            sub_category_hi: 'मिट्टी के बर्तन',
          }
        : {};
    const res = await importCsv(catalogue(200, own), '', op);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ hindiNames: 3, updated: 0 });
    const [renamed] = await t.db
      .select({ nameHi: subCategories.nameHi })
      .from(subCategories)
      .where(eq(subCategories.id, sub!.id));
    expect(renamed!.nameHi).toBe('मिट्टी के बर्तन');
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, sub!.id));
    expect(audits.map((row) => row.action)).toContain('category.update');
    const hindiListing = await t.app.inject({
      url: '/api/public/categories',
      headers: { 'accept-language': 'hi-IN' },
    });
    expect(hindiListing.body).toContain('मिट्टी के बर्तन');

    // Exported with the names; a row that leaves them empty changes nothing.
    const exported = await t.app.inject({ url: '/api/admin/catalog/export', headers: op });
    const line = exported.body.split('\n').find((row) => row.startsWith('IMP-0007,'));
    expect(line).toContain('मिट्टी के बर्तन');
    expect(line).toContain('खुर्जा पॉटरी');
    expect((await importCsv(exported.body, '', op)).json().data).toMatchObject({
      updated: 0,
      hindiNames: 0,
    });
    expect((await importCsv(catalogue(200), '', op)).json().data).toMatchObject({ hindiNames: 0 });
  });

  it('refuses a name given two ways in one file, and a seller renaming what the shop has', async () => {
    const op = await signInOperator(t);
    const twice = await importCsv(
      catalogue(3, (index) => ({ sub_category_hi: index === 2 ? 'बर्तन' : 'मिट्टी के बर्तन' })),
      '',
      op,
    );
    expect(twice.statusCode).toBe(400);
    expect(Object.values(twice.json().validation as Record<string, string>)).toContain(
      `The file gives the sub-category ${place.sub} two Hindi names: "मिट्टी के बर्तन" (line 2) and "बर्तन".`,
    );
    const latin = await importCsv(
      catalogue(1, () => ({ brand_hi: 'Khurja' })),
      '',
      op,
    );
    expect(latin.statusCode).toBe(400);
    expect(latin.json().validation).toMatchObject({
      'line 2: brand_hi': 'Write the Hindi name in Devanagari.',
    });

    const sellerRename = await importCsv(
      catalogue(1, () => ({ sku: 'SELLER-HI', seller_email: '', sub_category_hi: 'बर्तन' })),
      '',
      seller,
    );
    expect(sellerRename.statusCode).toBe(400);
    expect(sellerRename.json().validation['line 2: sub_category_hi']).toMatch(
      /^Only Haat's team changes the Hindi name of the sub-category/,
    );
    // A seller's new brand may come with its Hindi name.
    const newBrand = await importCsv(
      catalogue(1, () => ({
        sku: 'SELLER-HI',
        seller_email: '',
        brand: 'Gorakhpur Terracotta',
        brand_hi: 'गोरखपुर टेराकोटा',
      })),
      '',
      seller,
    );
    expect(newBrand.statusCode, newBrand.body).toBe(200);
    expect(newBrand.json().data).toMatchObject({ created: 1, hindiNames: 1 });
    const [brand] = await t.db
      .select({ nameHi: brands.nameHi })
      .from(brands)
      .where(eq(brands.name, 'Gorakhpur Terracotta'));
    expect(brand!.nameHi).toBe('गोरखपुर टेराकोटा');
  });

  it("a seller exports and imports only their own; another seller's e-mail is refused", async () => {
    const res = await t.app.inject({ url: '/api/admin/catalog/export', headers: seller });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(otherEmail);
    const foreign = await importCsv(
      catalogue(1, () => ({ sku: 'SELLER-1', seller_email: otherEmail })),
      '',
      seller,
    );
    expect(foreign.statusCode).toBe(400);
    const own = await importCsv(
      catalogue(1, () => ({ sku: 'SELLER-2', seller_email: '' })),
      '',
      seller,
    );
    expect(own.statusCode, own.body).toBe(200);
  });

  it('is 401 signed out', async () => {
    expect((await t.app.inject({ url: '/api/admin/catalog/export' })).statusCode).toBe(401);
    const form = importForm('x');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalog/import',
      headers: form.headers,
      payload: form.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});
