// The law on every product page (docs/decisions/legal-declarations.md): every published product
// of the demo shop, in English and in Hindi, answers every Legal Metrology declaration when its
// category is packaged (rule 6(1) as rule 6(10) asks a platform to show it) and the seller as a
// marketplace must name it; an imported one names its importer. The listing counts and filters by
// country of origin (rule 6(10A)); the back office and the import refuse a packaged product
// without its declarations, each field named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ListingAnswerSchema, ProductAnswerSchema, type ProductAnswer } from '@haat/contract';
import { findCountry } from '@haat/india';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import {
  brands as brandsTable,
  categories,
  products,
  sellers as sellersTable,
} from '../../db/schema/index.ts';

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9' };
const ENGLISH = { 'accept-language': 'en-IN' };

let t: TestApp;
let published: Array<{ id: string; packaged: boolean; perishable: boolean }>;
beforeAll(async () => {
  t = await createTestApp();
  published = await t.db
    .select({ id: products.id, packaged: categories.packaged, perishable: categories.perishable })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.isPublished, true))
    .orderBy(products.id);
}, 120_000);
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

async function productAnswer(id: string, headers: Record<string, string>): Promise<ProductAnswer> {
  const res = await get(`/api/public/product?productID=${id}`, headers);
  expect(res.statusCode, id).toBe(200);
  return ProductAnswerSchema.parse(res.json());
}

/** What is missing of a packaged product's declarations and seller; empty when all is there. */
function missing(answer: ProductAnswer, perishable: boolean): string[] {
  const d = answer.data.declarations;
  const s = answer.data.sellerDetails;
  const gaps: string[] = [];
  if (!d.packaged) gaps.push('packaged');
  if (!d.origin || !findCountry(d.origin.code)) gaps.push('origin');
  if (!d.genericName) gaps.push('genericName');
  if (!d.netQuantity || !(d.netQuantity.value > 0) || d.netQuantity.unit === '')
    gaps.push('netQuantity');
  if (!d.declarant?.name || !d.declarant.address) gaps.push('declarant');
  if (d.origin && d.origin.code !== 'IN' && d.declarant?.kind !== 'importer') gaps.push('importer');
  if (!d.consumerCare) gaps.push('consumerCare');
  if (perishable && !(d.bestBeforeDays! > 0)) gaps.push('bestBefore');
  if (d.warrantyMonths === null) gaps.push('warranty');
  if (!(answer.data.mrPrice > 0)) gaps.push('mrp');
  if (!s.businessName || !s.address || !s.customerCare) gaps.push('seller');
  if (s.registered !== (s.gstin !== null)) gaps.push('registered');
  if (s.ratingCount > 0 && !(s.rating > 0)) gaps.push('sellerRating');
  return gaps;
}

describe('every published product of the demo shop', () => {
  it('has packaged categories, perishable ones, and imported goods among them', () => {
    expect(published.length).toBeGreaterThan(100);
    expect(published.filter((p) => p.packaged).length).toBeGreaterThan(published.length / 2);
    expect(published.some((p) => p.perishable)).toBe(true);
    expect(published.some((p) => !p.packaged)).toBe(true);
  });

  it('answers every declaration and the seller, in English and in Hindi', async () => {
    const gaps: Record<string, string[]> = {};
    let imported = 0;
    for (const product of published) {
      for (const [language, headers] of [
        ['en', ENGLISH],
        ['hi', HINDI],
      ] as const) {
        const answer = await productAnswer(product.id, headers);
        if (!product.packaged) {
          expect(answer.data.declarations.packaged).toBe(false);
          continue;
        }
        const found = missing(answer, product.perishable);
        if (found.length > 0) gaps[`${language} ${product.id}`] = found;
        const origin = answer.data.declarations.origin;
        if (origin) {
          const country = findCountry(origin.code)!;
          // The country in the page's language.
          expect(origin.name).toBe(language === 'hi' ? country.hi : country.en);
          if (language === 'en' && origin.code !== 'IN') imported += 1;
        }
      }
    }
    expect(gaps).toEqual({});
    expect(imported).toBeGreaterThan(0);
  }, 600_000);

  it("rates the seller from its listed products' reviews", async () => {
    const answer = await productAnswer(published[0]!.id, ENGLISH);
    const sellerId = answer.data.sellerDetails._id;
    const rows = await t.db
      .select({ sum: products.ratingSum, count: products.ratingCount })
      .from(products)
      .where(and(eq(products.sellerId, sellerId), eq(products.isPublished, true)));
    const count = rows.reduce((total, row) => total + row.count, 0);
    const sum = rows.reduce((total, row) => total + row.sum, 0);
    expect(answer.data.sellerDetails.ratingCount).toBe(count);
    expect(answer.data.sellerDetails.rating).toBe(
      count > 0 ? Math.round((sum / count) * 10) / 10 : 0,
    );
  });
});

describe('the country-of-origin filter', () => {
  it('counts each country of a listing, filters by one, and names them in Hindi', async () => {
    const listing = ListingAnswerSchema.parse(
      (await get('/api/public/products?mainCategoryID=mc_electronics&limit=100', ENGLISH)).json(),
    );
    const china = listing.origins.find((origin) => origin.code === 'CN');
    expect(china?.name).toBe('China');
    expect(china!.count).toBeGreaterThan(0);
    const names = listing.origins.map((origin) => origin.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    const filtered = ListingAnswerSchema.parse(
      (
        await get('/api/public/products?mainCategoryID=mc_electronics&origin=CN&limit=100', ENGLISH)
      ).json(),
    );
    expect(filtered.total).toBe(china!.count);
    expect(filtered.data.length).toBe(Math.min(100, china!.count));
    for (const card of filtered.data.slice(0, 5)) {
      const answer = await productAnswer(card.productID, ENGLISH);
      expect(answer.data.declarations.origin?.code).toBe('CN');
      expect(answer.data.declarations.declarant?.kind).toBe('importer');
    }
    // The filter keeps its own list whole, so the shopper can switch country.
    expect(filtered.origins.map((origin) => origin.code)).toEqual(
      listing.origins.map((o) => o.code),
    );

    const hindi = ListingAnswerSchema.parse(
      (await get('/api/public/products?mainCategoryID=mc_electronics&limit=1', HINDI)).json(),
    );
    expect(hindi.origins.find((origin) => origin.code === 'CN')?.name).toBe('चीन');
  });

  it('refuses a country code that is no ISO 3166 code', async () => {
    const res = await get('/api/public/products?origin=CHN&limit=10', ENGLISH);
    expect(res.statusCode).toBe(400);
  });
});

describe('a packaged product without its declarations', () => {
  let operator: { authorization: string };
  let body: Record<string, unknown>;
  beforeAll(async () => {
    const { signInOperator } = await import('../../../test/helper.ts');
    operator = await signInOperator(t);
    const [seller] = await t.db.select({ id: sellersTable.id }).from(sellersTable).limit(1);
    body = {
      title: 'Steel tiffin box',
      sku: 'LEGAL-TIFFIN-1',
      sellerID: seller!.id,
      brandID: (await t.db.select({ id: brandsTable.id }).from(brandsTable).limit(1))[0]!.id,
      condition: 'New',
      subCategoryID: 'sub_steel_containers',
      body: '',
      description: '',
      hsnCode: '7323',
      gstRate: 12,
      weight: null,
      weightUnit: null,
      status: 'published',
      variants: [],
      price: 399,
      mrp: 499,
      stock: 4,
    };
  });
  const save = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/products', headers: operator, payload });
  const count = async () =>
    (
      await t.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.sku, 'LEGAL-TIFFIN-1'))
    ).length;

  it('is refused by the back office with each missing declaration named, and nothing is written', async () => {
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().validation).sort()).toEqual(
      [
        'consumerCare',
        'declarantAddress',
        'declarantKind',
        'declarantName',
        'genericName',
        'netQuantity',
        'netQuantityUnit',
        'originCountry',
      ].sort(),
    );
    expect(await count()).toBe(0);
  });

  it('is refused when a country is not in ISO 3166, a quantity has no unit, or an import names no importer', async () => {
    const declared = {
      originCountry: 'IN',
      genericName: 'Tiffin box',
      netQuantity: 1,
      netQuantityUnit: 'set',
      declarantKind: 'manufacturer',
      declarantName: 'Rasoi Steel Works',
      declarantAddress: 'Plot 4, MIDC, Nashik, Maharashtra 422010, India',
      consumerCare: '+91 98220 11111',
      warrantyMonths: 12,
    };
    const unknownCountry = await save({ ...body, ...declared, originCountry: 'XX' });
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json().validation).toHaveProperty('originCountry');
    const noUnit = await save({ ...body, ...declared, netQuantityUnit: null });
    expect(noUnit.statusCode).toBe(400);
    expect(noUnit.json().validation).toHaveProperty('netQuantityUnit');
    const noImporter = await save({ ...body, ...declared, originCountry: 'CN' });
    expect(noImporter.statusCode).toBe(400);
    expect(noImporter.json().validation).toHaveProperty('declarantKind');
    expect(await count()).toBe(0);

    const imported = await save({
      ...body,
      ...declared,
      originCountry: 'cn',
      declarantKind: 'importer',
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({
      originCountry: 'CN',
      declarantKind: 'importer',
      packaged: true,
    });
  });

  it('is refused by the catalogue import, each problem on its line and column', async () => {
    const { CSV_COLUMNS } = await import('../catalog-io/index.ts');
    const [{ email: sellerEmail }] = (await t.db
      .select({ email: sellersTable.email })
      .from(sellersTable)
      .where(eq(sellersTable.status, 'approved'))
      .limit(1)) as [{ email: string }];
    const row: Record<string, string> = {
      sku: 'LEGAL-CSV-1',
      title: 'Steel lunch box',
      brand: 'Rasoi Ratna',
      main_category: 'Home & Kitchen',
      category: 'Kitchen Storage',
      sub_category: 'Steel Containers',
      hsn_code: '7323',
      gst_rate: '12',
      mrp: '499',
      price: '399',
      stock: '3',
      origin_country: 'DE',
      seller_email: sellerEmail,
    };
    const csv = [
      CSV_COLUMNS.join(','),
      CSV_COLUMNS.map((column) => row[column] ?? '').join(','),
    ].join('\n');
    const boundary = '----legal';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalog/import',
      headers: { ...operator, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(400);
    const columns = new Set(
      Object.keys(res.json().validation as Record<string, string>).map(
        (where) => where.split(': ')[1],
      ),
    );
    // Imported from Germany: the importer is named among the missing, and nothing else is.
    expect([...columns].sort(), res.body).toEqual(
      [
        'consumer_care',
        'declarant_address',
        'declarant_kind',
        'declarant_name',
        'generic_name',
        'net_quantity',
        'net_quantity_unit',
      ].sort(),
    );
    expect(
      (await t.db.select({ id: products.id }).from(products).where(eq(products.sku, 'LEGAL-CSV-1')))
        .length,
    ).toBe(0);
  });
});
