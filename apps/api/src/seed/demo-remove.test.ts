// Removing the demo from a shop that began as one: the operator's own seller, product and pictures
// stay, every demo account, seller, product, order and picture goes, nobody signs in with a demo
// login, the shop is no longer a demo, doctor no longer sees the demo, and a second run refuses.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { makeGstin } from '@haat/india';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLARED } from '../../test/declarations.ts';
import { createTestApp, signInAs, signInOperator, type TestApp } from '../../test/helper.ts';
import { nextIp, randomMobile } from '../../test/accounts.ts';
import { makePicture, multipartFile } from '../../test/pictures.ts';
import { readRows, type DatabaseHandle } from '../db/client.ts';
import {
  admins,
  auditLog,
  brands,
  cartItems,
  courierNdrActions,
  courierShipments,
  customers,
  mainCategories,
  orderLines,
  orders,
  productImages,
  products,
  sellers,
  subCategories,
} from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { createStorage, type Storage } from '../lib/storage.ts';
import { courierLabelKey } from '../modules/couriers/index.ts';
import { demoDataCheck, demoPasswordsCheck } from '../doctor/demo-checks.ts';
import {
  DEMO_ADMIN,
  DEMO_ADMIN_ID,
  DEMO_CUSTOMER,
  DEMO_OTHER_PASSWORD,
  DEMO_SELLER_EMAIL,
  seedDemoMoney,
} from './index.ts';
import { isDemoShop } from './demo-mark.ts';
import { NO_DEMO_MESSAGE, NoDemoDataError, removeDemo } from './demo-remove.ts';
import { createCustomerDirect } from '../../test/direct-customers.ts';

let t: TestApp;
let storage: Storage;
let operator: { authorization: string };
let sellerId: string;
let productId: string;
let brandId: string;
let subCategoryId: string;
let shopperId: string;
const OWN_OPERATOR = { email: 'ops@shop.example.in', password: 'Own-operator-2026!' };
const clock = { now: () => new Date() };

const post = (url: string, payload: object, headers = operator) =>
  t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: nextIp() });
const login = (url: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress: nextIp() });
const ids = async (table: typeof products | typeof sellers | typeof brands) =>
  (await t.db.select({ id: table.id }).from(table as typeof products)).map((row) => row.id).sort();

/** How many rows each table holds. */
async function countRows(tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const rows = readRows<{ n: number | string }>(
      await t.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)),
    );
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** The doctor's demo parts on the test database (no server holds it). */
async function doctorSays() {
  const open = () => Promise.resolve({ db: t.db } as DatabaseHandle);
  const check = async (part: ReturnType<typeof demoDataCheck>) =>
    part.run(new AbortController().signal).then(
      (detail) => ({ ok: true, detail }),
      (error: Error) => ({ ok: false, detail: error.message }),
    );
  return {
    data: await check(demoDataCheck(t.config, open, undefined)),
    passwords: await check(demoPasswordsCheck(t.config, open, undefined)),
  };
}

beforeAll(async () => {
  // The demo as `npm start` seeds it: with its month of sellers' money (seed/money.ts).
  t = await createTestApp({
    beforeStart: async (db) => {
      await seedDemoMoney(db, {
        now: new Date(),
        sealing: { jwtSecret: undefined, refundDetailsKey: undefined, dataDir: tmpdir() },
        adminId: DEMO_ADMIN_ID,
      });
    },
  });
  storage = createStorage(t.config);
  operator = await signInOperator(t);

  // A real seller registers and the operator approves them.
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/public/seller',
    remoteAddress: nextIp(),
    payload: {
      firstName: 'Kavita',
      lastName: 'Joshi',
      mobile: randomMobile(),
      address: '22, Bapu Bazaar, Near Sanganeri Gate',
      pinCode: '302001',
      city: 'Jaipur',
      state: 'Rajasthan',
      country: 'India',
      email: 'kavita@joshiprints.example.in',
      shopName: 'Joshi Prints',
      description: 'Hand block prints from Bagru.',
      gstNo: makeGstin('08', 'ABCFJ1234K'),
      password: 'bagru-prints-2026',
      confirmpassword: 'bagru-prints-2026',
      TermCondition: true,
    },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  sellerId = registered.json().data.sellerID;
  expect((await post(`/api/admin/sellers/${sellerId}/approve`, {})).statusCode).toBe(200);

  // The operator lists one product for that seller, in a demo sub-category and a demo brand.
  const [sub] = await t.db.select({ id: subCategories.id }).from(subCategories).limit(1);
  const [brand] = await t.db.select({ id: brands.id }).from(brands).limit(1);
  subCategoryId = sub!.id;
  brandId = brand!.id;
  const created = await post('/api/admin/products', {
    title: 'Bagru print cotton dupatta',
    sku: 'JOSHI-DUPATTA-1',
    brandID: brandId,
    condition: 'New',
    subCategoryID: subCategoryId,
    body: '<p>Natural dyes.</p>',
    description: '<p>Soft mulmul cotton.</p>',
    hsnCode: '6214',
    gstRate: 5,
    weight: 200,
    weightUnit: 'g',
    status: 'published',
    sellerID: sellerId,
    ...DECLARED,
    variants: [],
    price: 649,
    mrp: 899,
    stock: 12,
  });
  expect(created.statusCode, created.body).toBe(200);
  productId = created.json().data.productID;
  const picture = multipartFile(await makePicture('jpeg', 800, 600), 'dupatta.jpg', 'image/jpeg');
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/pictures`,
    headers: { ...operator, ...picture.headers },
    payload: picture.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);

  // A shopper of the shop with a demo product in the cart.
  shopperId = (await createCustomerDirect(t.db, 'real_shopper', '302001')).customerId;
  const [demoProduct] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, 'p_000001'));
  await t.db
    .insert(cartItems)
    .values({ customerId: shopperId, productId: demoProduct!.id, pieces: 1 });

  // The demo's picture files, as a seed with a media store writes them: one of a demo product,
  // the logo of the brand the operator's product uses, the logo of another demo brand.
  const [demoImage] = await t.db
    .select({ url: productImages.url })
    .from(productImages)
    .where(eq(productImages.productId, 'p_000001'))
    .limit(1);
  const logos = await t.db.select({ id: brands.id, url: brands.logoUrl }).from(brands).limit(2);
  for (const url of [demoImage!.url, ...logos.map((logo) => logo.url)]) {
    await storage.media.put(url.replace(/^\/media\//, ''), Buffer.from('<svg/>'));
  }
});
afterAll(async () => t.close());

const fileOf = (url: string) => path.join(t.dataDir, ...url.slice(1).split('/'));

describe('demo:remove', () => {
  it('refuses while the demo operator is the only one, changing nothing', async () => {
    await expect(removeDemo(t.db, { storage, clock, actor: 'cli:test' })).rejects.toThrow(
      /^The demo operator is the only operator: add your own first/,
    );
    expect(await isDemoShop(t.db)).toBe(true);
    expect(await ids(products)).toContain(productId);
    expect((await post('/api/admin/admins', OWN_OPERATOR)).statusCode).toBe(200);
  });

  it("doctor reports the demo's data and its published passwords before", async () => {
    const said = await doctorSays();
    expect(said.data.ok).toBe(false);
    expect(said.data.detail).toMatch(
      /^the demo is still in the shop \(\d+ sellers, \d+ shoppers, 1 operator, \d+ products, \d+ orders.*\): run `npm run admin -- demo:remove`$/,
    );
    expect(said.passwords.ok).toBe(false);
    expect(said.passwords.detail).toContain(`operator ${DEMO_ADMIN.email}`);
    expect(said.passwords.detail).toContain(`shopper ${DEMO_CUSTOMER.email}`);
    expect(said.passwords.detail).toContain(`seller ${DEMO_SELLER_EMAIL}`);
  });

  it("leaves exactly the operator's seller, product and pictures, and nobody signs in as the demo", async () => {
    const [keptBrand] = await t.db.select().from(brands).where(eq(brands.id, brandId));
    const demoUrls = (await t.db.select({ url: productImages.url }).from(productImages)).filter(
      (row) => existsSync(fileOf(row.url)),
    );
    const ownPictures = await t.db
      .select({ url: productImages.url })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    expect(ownPictures).toHaveLength(1);

    // Signed in before, first used after: the account is gone, so is the session.
    const demoShopperToken = await signInAs(t, 'cus_demo');

    const moneyTables = [
      'seller_ledger',
      'seller_transfers',
      'seller_transfer_reversals',
      'seller_payout_accounts',
      'seller_tax_profiles',
      'commission_rules',
      // The sandbox Route's records of the demo sellers' linked accounts and transfers.
      'sandbox_route_accounts',
      'sandbox_route_transfers',
      'sandbox_route_reversals',
    ];
    const before = await countRows(moneyTables);
    for (const table of moneyTables.filter((name) => !name.endsWith('_reversals'))) {
      expect(before[table], table).toBeGreaterThan(0);
    }

    // A demo order's part booked with a courier: its kept label PDF and a failed delivery's
    // request go with it.
    const [demoOrder] = await t.db
      .select({ id: orders.id, sellerId: orderLines.sellerId })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .limit(1);
    const at = clock.now();
    await t.db.insert(courierShipments).values({
      id: 'csh_demo_label',
      orderId: demoOrder!.id,
      sellerId: demoOrder!.sellerId,
      provider: 'shiprocket',
      channelOrderId: `${demoOrder!.id}-${demoOrder!.sellerId}`,
      status: 'booked',
      awb: '19041234567890',
      ndrAttempts: 1,
      createdAt: at,
      updatedAt: at,
    });
    await t.db.insert(courierNdrActions).values({
      shipmentId: 'csh_demo_label',
      attempt: 1,
      action: 're-attempt',
      actor: 'admin:demo',
      comments: 'Call before coming',
      createdAt: at,
    });
    const labelKey = courierLabelKey('csh_demo_label');
    await storage.objects.put(labelKey, Buffer.from('%PDF-1.4 label'));
    expect(await storage.objects.exists(labelKey)).toBe(true);

    const summary = await removeDemo(t.db, { storage, clock, actor: 'cli:test' });
    expect(await storage.objects.exists(labelKey)).toBe(false);
    expect(await countRows(['courier_shipments', 'courier_ndr_actions'])).toEqual({
      courier_shipments: 0,
      courier_ndr_actions: 0,
    });

    // The demo's money goes with it: its ledger, transfers, payout accounts, PANs and rules, and
    // the sandbox's records of its accounts and transfers.
    expect(await countRows(moneyTables)).toEqual(
      Object.fromEntries(moneyTables.map((table) => [table, 0])),
    );

    expect(await ids(products)).toEqual([productId]);
    expect(await ids(sellers)).toEqual([sellerId]);
    expect((await t.db.select({ email: admins.email }).from(admins)).map((a) => a.email)).toEqual([
      OWN_OPERATOR.email,
    ]);
    expect(await t.db.select({ id: orders.id }).from(orders)).toEqual([]);
    expect((await t.db.select({ id: customers.id }).from(customers)).map((c) => c.id)).toEqual([
      shopperId,
    ]);
    expect(await t.db.select().from(cartItems)).toEqual([]);
    expect(await isDemoShop(t.db)).toBe(false);

    // The product's picture rows and files stay; the demo's are gone, but the kept brand's logo.
    expect(
      await t.db
        .select({ url: productImages.url })
        .from(productImages)
        .where(eq(productImages.productId, productId)),
    ).toEqual(ownPictures);
    expect(existsSync(path.dirname(fileOf(ownPictures[0]!.url)))).toBe(true);
    for (const row of demoUrls) {
      if (!ownPictures.some((own) => own.url === row.url))
        expect(existsSync(fileOf(row.url))).toBe(false);
    }
    expect(existsSync(fileOf(keptBrand!.logoUrl))).toBe(true);
    // The demo product's picture and the other brand's logo were there, and went; so did the
    // parcel's label (the seed writes no invoice PDFs).
    expect(summary.files).toEqual({ pictures: 2, documents: 1, failed: 0 });

    // The category tree and brands the product uses are kept; the rest of the demo's went.
    expect(await ids(brands)).toEqual([brandId]);
    const [sub] = await t.db.select().from(subCategories);
    expect(sub?.id).toBe(subCategoryId);
    expect(await t.db.select({ id: mainCategories.id }).from(mainCategories)).toHaveLength(1);
    expect(summary.kept).toMatchObject({ categories: 3, brands: 1 });
    expect(summary.removed).toMatchObject({ operators: 1, sellers: expect.any(Number) });
    expect(summary.removed.products).toBeGreaterThan(100);

    // The storefront shows the product; no demo login works.
    const page = await t.app.inject({ url: `/api/public/product?productID=${productId}` });
    expect(page.statusCode).toBe(200);
    expect(
      (await login('/api/admin/login', DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode,
    ).toBe(401);
    expect(
      (await login('/api/seller/login', DEMO_SELLER_EMAIL, DEMO_OTHER_PASSWORD)).statusCode,
    ).toBe(401);
    expect(
      (await login('/api/auth/login', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode,
    ).toBe(401);
    expect(
      (await login('/api/admin/login', OWN_OPERATOR.email, OWN_OPERATOR.password)).statusCode,
    ).toBe(200);

    const cart = await t.app.inject({ url: '/api/customer/cart', headers: demoShopperToken });
    expect(cart.statusCode).toBe(401);

    // One audit row says what went.
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'demo.remove'));
    expect(entry).toMatchObject({ actor: 'cli:test', target: 'demo' });
    expect(entry?.details).toMatchObject({ removed: summary.removed, kept: summary.kept });

    const said = await doctorSays();
    expect(said.data).toEqual({ ok: true, detail: 'none: the shop holds no demo rows' });
    expect(said.passwords).toEqual({ ok: true, detail: 'no account of the demo is in the shop' });
  });

  it('refuses a second run, changing nothing', async () => {
    const audited = (await t.db.select().from(auditLog)).length;
    await expect(removeDemo(t.db, { storage, clock, actor: 'cli:test' })).rejects.toThrow(
      NoDemoDataError,
    );
    await expect(removeDemo(t.db, { storage, clock, actor: 'cli:test' })).rejects.toThrow(
      NO_DEMO_MESSAGE,
    );
    expect(await t.db.select().from(auditLog)).toHaveLength(audited);
    expect(await ids(products)).toEqual([productId]);
  });

  it('doctor still names an account at a demo address that signs in with a demo password', async () => {
    await t.db.insert(admins).values({
      id: 'adm_again',
      email: DEMO_ADMIN.email,
      passwordHash: await hashPassword(DEMO_ADMIN.password),
    });
    const said = await doctorSays();
    expect(said.passwords).toEqual({
      ok: false,
      detail:
        `1 account(s) sign in with a password the demo publishes: operator ${DEMO_ADMIN.email}. ` +
        'Anyone could sign in as them: run `npm run admin -- demo:remove`, or give each a new password',
    });
    expect(said.data.ok).toBe(true);
  });
});
