// Owns the demo marketplace seed: a deterministic Indian catalogue, pin-code directory, storefront, people and orders.
import { refreshSearchVocabulary } from '../modules/search/index.ts';
import { insertRows } from './insert-rows.ts';
import { seedReferenceData } from './reference.ts';
import { issueInvoicesForOrder } from '../modules/invoices/index.ts';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../lib/password.ts';
import { PUBLISHED_PASSWORDS } from '../lib/password-policy.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { buildBrands, buildCategoryTree, buildSellers, buildServiceAreas } from './catalog.ts';
import { MediaPool } from './media.ts';
import type { MediaStore } from '../lib/media-store.ts';
import type { ObjectStore } from '../lib/object-store.ts';
import { seedAfterSales } from './after-sale.ts';
import {
  buildPeople,
  DEMO_CUSTOMER_ID,
  OTHER_SHOPPER_EMAILS,
  OTHER_SHOPPER_IDS,
} from './orders.ts';
import { EXAMPLE_PINCODES, SELLERS } from './people-data.ts';
import type { PincodeEntry } from './pincodes.ts';
import { generateProduct } from './products.ts';
import type { GeneratedProduct } from './products.ts';
import { DEMO_SEED, createRandom } from './random.ts';
import { recordDemoRows } from './demo-mark.ts';
import { DEMO_ENTITY } from './entity.ts';
import { writeEntitySettings } from '../modules/grievances/index.ts';
import { buildCoupons, buildHomeBanners, buildMenuEntries, buildOffers } from './storefront.ts';
import { seedDemoMoney, type MoneySealing } from './money.ts';
import type { OfferCandidate } from './storefront.ts';

export { EXAMPLE_PINCODES } from './people-data.ts';
export { insertRows } from './insert-rows.ts';
export { seedReferenceData } from './reference.ts';
export { calculateOrderTotals } from './orders.ts';
export { seedDemoMoney, type MoneySealing } from './money.ts';
export { DEMO_ROOT_TABLES, demoRowIds, isDemoShop, type DemoRootTable } from './demo-mark.ts';

export const DEMO_CUSTOMER = {
  email: 'demo@haat.in',
  password: 'Demo@12345',
  mobile: '9876543210',
  firstName: 'Asha',
  lastName: 'Verma',
} as const;

export const DEMO_ADMIN = { email: 'admin@haat.in', password: 'Admin@12345' } as const;

/** Demo sellers (in the back office at /admin) and the other demo shoppers share this password. */
export const DEMO_OTHER_PASSWORD = 'Shop@12345';

/** The demo seller the start-up banner and the README name (every demo seller has the same password). */
export const DEMO_SELLER_EMAIL = 'imran@peetalnagri.example.in';

/**
 * Every password the demo publishes: the password policy refuses them for any new password, and
 * doctor fails while an account still has one.
 */
export const DEMO_PASSWORDS: readonly string[] = PUBLISHED_PASSWORDS;

/**
 * Every e-mail address the demo's accounts were given (operator, shoppers, sellers): doctor checks
 * an account at one of them for a demo password even after its demo_rows entry is gone.
 */
export const DEMO_EMAILS: readonly string[] = [
  DEMO_ADMIN.email,
  DEMO_CUSTOMER.email,
  ...OTHER_SHOPPER_EMAILS,
  ...SELLERS.map((seller) => seller.email),
];

export const DEFAULT_PRODUCT_COUNT = 360;
/** Product ids are p_ and six digits; the millionth takes a seventh (ids are text, nothing parses them). */
export const MAX_PRODUCT_COUNT = 1_000_000;
export const DEMO_ADMIN_ID = 'adm_000001';

export interface SeedOptions {
  /** How many products to generate; 360 by default. */
  products?: number;
  /** Where to write the generated pictures; null stores the URLs without files. */
  media: MediaStore | null;
  /** When given, seeded orders that have shipped get their GST invoices' PDFs there. */
  invoiceFiles?: ObjectStore;
  log?: (line: string) => void;
  /**
   * When given, the demo's month of sellers' money too (money.ts), its PAN and bank accounts
   * sealed with this configuration's key. The tests' template leaves it out: their own money.
   */
  money?: MoneySealing;
}

/** Every table the seed fills, by its SQL name. */
export const SEEDED_TABLES = {
  pincodes: schema.pincodes,
  main_categories: schema.mainCategories,
  categories: schema.categories,
  sub_categories: schema.subCategories,
  menu_entries: schema.menuEntries,
  brands: schema.brands,
  sellers: schema.sellers,
  service_areas: schema.serviceAreas,
  products: schema.products,
  product_colors: schema.productColors,
  product_sizes: schema.productSizes,
  product_images: schema.productImages,
  home_banners: schema.homeBanners,
  offers: schema.offers,
  offer_cards: schema.offerCards,
  offer_card_products: schema.offerCardProducts,
  coupons: schema.coupons,
  customers: schema.customers,
  admins: schema.admins,
  addresses: schema.addresses,
  orders: schema.orders,
  order_lines: schema.orderLines,
  order_events: schema.orderEvents,
  coupon_redemptions: schema.couponRedemptions,
  refunds: schema.refunds,
  reviews: schema.reviews,
} as const;

export type SeededTable = keyof typeof SEEDED_TABLES;

export interface SeedSummary {
  counts: Record<SeededTable, number>;
  /** Pin codes whose delivery behaviour the demo data guarantees (see people-data.ts). */
  examplePincodes: { serviceable: string; codUnavailable: string; unserviceable: string };
  /** Picture files written under `mediaDir` (0 when it is null); `mediaUrls` were stored either way. */
  mediaFiles: number;
  mediaUrls: number;
  elapsedMs: number;
}

export class DatabaseAlreadySeededError extends Error {
  override name = 'DatabaseAlreadySeededError';
  constructor() {
    super('Database already has data; use --reset to start again.');
  }
}

/** True once the catalogue exists: main categories are the first rows the seed writes. */
export async function isDatabaseSeeded(db: Database): Promise<boolean> {
  const rows = await db
    .select({ id: schema.mainCategories.id })
    .from(schema.mainCategories)
    .limit(1);
  return rows.length > 0;
}

/** Products generated and written per transaction. */
const PRODUCTS_PER_TRANSACTION = 2_000;
/** The first products are kept in memory to build orders and offer cards from. */
const PRODUCTS_KEPT = 2_000;
function candidateOf(generated: GeneratedProduct): OfferCandidate {
  return {
    id: generated.product.id,
    mainKey: generated.place.main.key,
    categoryKey: generated.place.category.key,
    discountPercent: generated.discountPercent,
    isInStock: generated.product.stock > 0,
  };
}

/**
 * Fills an empty database with the demo marketplace. The same options give the same rows every
 * time (ids, titles, prices, stock, orders, parcels, returns); only password hashes, timestamps
 * and the ids the product's own functions give the after-sale steps (after-sale.ts) differ.
 * Refuses a database that already has a catalogue.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const startedAt = performance.now();
  const log = options.log ?? (() => undefined);
  const productCount = options.products ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isSafeInteger(productCount) || productCount < 1 || productCount > MAX_PRODUCT_COUNT) {
    throw new RangeError(
      `The product count must be a whole number from 1 to 1,000,000, got ${productCount}`,
    );
  }
  if (await isDatabaseSeeded(db)) throw new DatabaseAlreadySeededError();

  const now = new Date();
  const media = new MediaPool();
  const random = createRandom(DEMO_SEED).fork('people');

  const [{ directory: directoryList }, customerHash, adminHash, otherHash] = await Promise.all([
    seedReferenceData(db),
    hashPassword(DEMO_CUSTOMER.password),
    hashPassword(DEMO_ADMIN.password),
    hashPassword(DEMO_OTHER_PASSWORD),
  ]);
  const directory = new Map<string, PincodeEntry>(
    directoryList.map((entry) => [entry.pincode, entry]),
  );
  for (const pincode of Object.values(EXAMPLE_PINCODES)) {
    if (!directory.has(pincode))
      throw new Error(`Example pin code ${pincode} is missing from the pin-code directory`);
  }
  log(`Pin-code directory: ${directoryList.length} pin codes`);

  const tree = buildCategoryTree(media);
  await db.transaction(async (tx) => {
    await insertRows(tx, schema.mainCategories, tree.mainCategories);
    await insertRows(tx, schema.categories, tree.categories);
    await insertRows(tx, schema.subCategories, tree.subCategories);
    await insertRows(tx, schema.menuEntries, buildMenuEntries());
    await insertRows(tx, schema.brands, buildBrands(media));
    await insertRows(tx, schema.sellers, buildSellers(media, directory, otherHash));
    await insertRows(tx, schema.serviceAreas, buildServiceAreas());
  });
  log(`Catalogue tree, brands and sellers written`);

  const kept: GeneratedProduct[] = [];
  for (let first = 1; first <= productCount; first += PRODUCTS_PER_TRANSACTION) {
    const last = Math.min(productCount, first + PRODUCTS_PER_TRANSACTION - 1);
    const batch: GeneratedProduct[] = [];
    for (let productNumber = first; productNumber <= last; productNumber += 1) {
      const generated = generateProduct(productNumber, media);
      batch.push(generated);
      if (productNumber <= PRODUCTS_KEPT) kept.push(generated);
    }
    await db.transaction(async (tx) => {
      await insertRows(
        tx,
        schema.products,
        batch.map((generated) => generated.product),
      );
      await insertRows(
        tx,
        schema.productColors,
        batch.flatMap((generated) => generated.colours),
      );
      await insertRows(
        tx,
        schema.productSizes,
        batch.flatMap((generated) => generated.sizes),
      );
      await insertRows(
        tx,
        schema.productImages,
        batch.flatMap((generated) => generated.images),
      );
    });
    if (last % 10_000 === 0 || last === productCount) log(`Products: ${last} of ${productCount}`);
  }

  const offerRows = buildOffers(media, kept.map(candidateOf), now);
  const couponRows = buildCoupons(now);
  const festive = couponRows.find((coupon) => coupon.code === 'FESTIVE10');
  if (
    festive === undefined ||
    festive.maxDiscountPaise === null ||
    festive.maxDiscountPaise === undefined
  ) {
    throw new Error('The FESTIVE10 coupon is missing from the coupon catalogue');
  }
  const passwordHashes = new Map<string, string>([[DEMO_CUSTOMER_ID, customerHash]]);
  for (const id of OTHER_SHOPPER_IDS) passwordHashes.set(id, otherHash);
  const people = buildPeople({
    demo: {
      id: DEMO_CUSTOMER_ID,
      firstName: DEMO_CUSTOMER.firstName,
      lastName: DEMO_CUSTOMER.lastName,
      email: DEMO_CUSTOMER.email,
      mobile: DEMO_CUSTOMER.mobile,
    },
    passwordHashes,
    products: kept,
    directory,
    adminId: DEMO_ADMIN_ID,
    random,
    now,
    festiveCoupon: {
      id: festive.id,
      percent: festive.value,
      maxDiscountPaise: festive.maxDiscountPaise,
    },
  });
  for (const coupon of couponRows) {
    coupon.usedCount = people.couponRedemptions.filter(
      (redemption) => redemption.couponId === coupon.id,
    ).length;
  }

  await db.transaction(async (tx) => {
    await insertRows(tx, schema.homeBanners, buildHomeBanners(media));
    await insertRows(tx, schema.offers, offerRows.offers);
    await insertRows(tx, schema.offerCards, offerRows.cards);
    await insertRows(tx, schema.offerCardProducts, offerRows.cardProducts);
    await insertRows(tx, schema.coupons, couponRows);
    await insertRows(tx, schema.customers, people.customers);
    await insertRows(tx, schema.admins, [
      { id: DEMO_ADMIN_ID, email: DEMO_ADMIN.email, passwordHash: adminHash },
    ]);
    await insertRows(tx, schema.addresses, people.addresses);
    await insertRows(tx, schema.orders, people.orders);
    await insertRows(tx, schema.orderLines, people.orderLines);
    await insertRows(tx, schema.orderEvents, people.orderEvents);
    await insertRows(tx, schema.orderShipments, people.orderShipments);
    await insertRows(tx, schema.couponRedemptions, people.couponRedemptions);
    await insertRows(tx, schema.refunds, people.refunds);
    await insertRows(tx, schema.reviews, people.reviews);
    for (const [productId, addition] of people.ratingAdditions) {
      await tx
        .update(schema.products)
        .set({
          ratingSum: sql`${schema.products.ratingSum} + ${addition.sum}`,
          ratingCount: sql`${schema.products.ratingCount} + ${addition.count}`,
        })
        .where(eq(schema.products.id, productId));
    }
  });
  log(`Storefront, coupons, people and ${people.orders.length} orders written`);

  if (options.invoiceFiles !== undefined) {
    const shipped = await db
      .select({ id: schema.orders.id, createdAt: schema.orders.createdAt })
      .from(schema.orders)
      .where(inArray(schema.orders.shippingStatus, ['Shipped', 'Out for delivery', 'Delivered']));
    for (const order of shipped) {
      await issueInvoicesForOrder(db, {
        orderId: order.id,
        files: options.invoiceFiles,
        now: order.createdAt,
      });
    }
    log(`Invoices: ${shipped.length} shipped orders invoiced`);
  }

  await seedAfterSales(db, {
    orders: people.afterSales,
    adminId: DEMO_ADMIN_ID,
    invoiceFiles: options.invoiceFiles,
  });
  log(`After-sale: ${people.afterSales.length} orders returned or cancelled after shipping`);

  if (options.money !== undefined) {
    const money = await seedDemoMoney(db, { now, sealing: options.money, adminId: DEMO_ADMIN_ID });
    log(
      `Sellers' money: ${money.orders} orders of the month, ${money.ledgerEntries} ledger entries, ${money.transfers} transfers`,
    );
  }

  await writeEntitySettings(db, DEMO_ENTITY, new Date());
  log('Entity and grievance officer details written');

  // Marked last, so a seed cut short leaves no half demo that calls itself one.
  await recordDemoRows(db);
  log('Demo rows recorded: this database is a demo shop');

  const words = await refreshSearchVocabulary(db);
  log(`Search vocabulary: ${words} words`);

  // Bulk-loaded tables have no planner statistics until analysed (PGlite never runs autovacuum),
  // and index-only scans (the listing's facets) need the visibility map VACUUM writes.
  await db.execute(sql`vacuum analyze`);
  log('Tables vacuumed and analysed');

  const mediaFiles = options.media === null ? 0 : await media.writeTo(options.media);
  if (options.media !== null) log(`Pictures: ${mediaFiles} files written`);

  return {
    counts: await countSeededRows(db),
    examplePincodes: { ...EXAMPLE_PINCODES },
    mediaFiles,
    mediaUrls: media.size,
    elapsedMs: Math.round(performance.now() - startedAt),
  };
}

export async function countSeededRows(db: Database): Promise<Record<SeededTable, number>> {
  const entries = await Promise.all(
    Object.entries(SEEDED_TABLES).map(async ([name, table]) => {
      const [row] = await db.select({ value: count() }).from(table as PgTable);
      return [name, row?.value ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<SeededTable, number>;
}
