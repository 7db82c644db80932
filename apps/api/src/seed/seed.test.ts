import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { isValidGstin, isValidPincode } from '@haat/india';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CourierSchema,
  OffersBodySchema,
  RETURN_WINDOW_DAYS_DEFAULT,
  TrackingNumberSchema,
} from '@haat/contract';
import { verifyPassword } from '../lib/password.ts';
import { createMediaStore } from '../lib/media-store.ts';
import { createFileObjectStore } from '../lib/object-store.ts';
import type { ObjectStore } from '../lib/object-store.ts';
import { PGLITE_EXTENSIONS, wrapPglite } from '../db/client.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DatabaseAlreadySeededError,
  calculateOrderTotals,
  isDatabaseSeeded,
  seedDemoData,
} from './index.ts';
import type { SeedSummary } from './index.ts';
import { resolveDataDir } from '../lib/repo-paths.ts';
import { parseSeedArguments } from './seed-cli.ts';
import { s10CheckDigit } from './shipments.ts';

interface Seeded {
  client: PGlite;
  handle: DatabaseHandle;
  summary: SeedSummary;
}

/**
 * Seeds a new database; its pictures, and the invoices and credit notes of its orders, go into
 * the files under `dataDir` (media/…, as a server's first start writes them) when given.
 */
async function seedFreshDatabase(dataDir: string | null): Promise<Seeded> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const handle = wrapPglite(client);
  await handle.migrate();
  const files: ObjectStore | null = dataDir === null ? null : createFileObjectStore(dataDir);
  const summary = await seedDemoData(handle.db, {
    media: files && createMediaStore(files),
    ...(files ? { invoiceFiles: files } : {}),
  });
  return { client, handle, summary };
}

let seeded: Seeded;

async function rows<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return (await seeded.client.query<T>(query, params)).rows;
}

async function one<T>(query: string, params: unknown[] = []): Promise<T> {
  const [row] = await rows<T>(query, params);
  if (row === undefined) throw new Error(`No row for: ${query}`);
  return row;
}

/** Each seller's deciding service-area row for a pin code: the longest matching prefix. */
async function deliveryTo(
  pincode: string,
): Promise<{ seller_id: string; prepaid: boolean; cod: boolean }[]> {
  return rows(
    `SELECT DISTINCT ON (seller_id) seller_id, prepaid, cod
       FROM service_areas WHERE $1 LIKE pincode_prefix || '%'
      ORDER BY seller_id, length(pincode_prefix) DESC`,
    [pincode],
  );
}

beforeAll(async () => {
  seeded = await seedFreshDatabase(null);
});

afterAll(async () => {
  await seeded.handle.close();
});

describe('the demo catalogue', () => {
  it('has six main categories, each with three or four categories of two to four sub-categories', async () => {
    const mains = await rows<{ name: string; categories: number }>(
      `SELECT m.name, count(c.id)::int AS categories FROM main_categories m
         LEFT JOIN categories c ON c.main_category_id = m.id GROUP BY m.name`,
    );
    expect(mains.map((main) => main.name).sort()).toEqual(
      [
        'Beauty & Personal Care',
        'Electronics',
        'Fashion',
        'Grocery & Gourmet',
        'Home & Kitchen',
        'Puja & Festive',
      ].sort(),
    );
    for (const main of mains) expect(main.categories).toBeGreaterThanOrEqual(3);
    for (const main of mains) expect(main.categories).toBeLessThanOrEqual(4);
    const subsPerCategory = await rows<{ subs: number }>(
      `SELECT count(s.id)::int AS subs FROM categories c LEFT JOIN sub_categories s ON s.category_id = c.id GROUP BY c.id`,
    );
    for (const category of subsPerCategory) {
      expect(category.subs).toBeGreaterThanOrEqual(2);
      expect(category.subs).toBeLessThanOrEqual(4);
    }
  });

  it('maps every category into a mega-menu box of its own main category', async () => {
    const unmapped = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM categories c
         LEFT JOIN menu_entries e ON e.category_id = c.id AND e.main_category_id = c.main_category_id
        WHERE e.category_id IS NULL`,
    );
    expect(unmapped.n).toBe(0);
  });

  it('has at least 25 brands, at least 8 of them featured', async () => {
    const brands = await one<{ total: number; featured: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE is_featured)::int AS featured FROM brands`,
    );
    expect(brands.total).toBeGreaterThanOrEqual(25);
    expect(brands.featured).toBeGreaterThanOrEqual(8);
  });

  it('has at least 8 approved sellers in 5 or more states, each GSTIN valid and of the seller’s own state', async () => {
    const sellers = await rows<{
      gstin: string;
      state: string;
      status: string;
      state_code: string;
      is_featured: boolean;
    }>(
      `SELECT s.gstin, s.state, s.status, p.state_code, s.is_featured FROM sellers s JOIN pincodes p ON p.pincode = s.pincode`,
    );
    expect(sellers.length).toBeGreaterThanOrEqual(8);
    expect(new Set(sellers.map((seller) => seller.state)).size).toBeGreaterThanOrEqual(5);
    for (const seller of sellers) {
      expect(isValidGstin(seller.gstin), seller.gstin).toBe(true);
      expect(seller.gstin.slice(0, 2)).toBe(seller.state_code);
      expect(seller.status).toBe('approved');
    }
    expect(sellers.some((seller) => seller.is_featured)).toBe(true);
  });

  it('spreads the default 360 products over every sub-category', async () => {
    const products = await one<{ n: number }>(`SELECT count(*)::int AS n FROM products`);
    expect(products.n).toBe(360);
    const empty = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM sub_categories s WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.sub_category_id = s.id)`,
    );
    expect(empty.n).toBe(0);
  });

  it('gives between 40% and 60% of products colour and size variants', async () => {
    const share = await one<{ variants: number; total: number }>(
      `SELECT count(*) FILTER (WHERE has_variants)::int AS variants, count(*)::int AS total FROM products`,
    );
    expect(share.variants / share.total).toBeGreaterThanOrEqual(0.4);
    expect(share.variants / share.total).toBeLessThanOrEqual(0.6);
  });

  it('never sells a product or size above its MRP, for nothing, or at more than 60% off', async () => {
    const wrong = await one<{ products: number; sizes: number }>(
      `SELECT (SELECT count(*)::int FROM products WHERE sale_paise <= 0 OR mrp_paise < sale_paise OR (mrp_paise - sale_paise) * 100 > 60 * mrp_paise) AS products,
              (SELECT count(*)::int FROM product_sizes WHERE sale_paise <= 0 OR mrp_paise < sale_paise OR (mrp_paise - sale_paise) * 100 > 60 * mrp_paise) AS sizes`,
    );
    expect(wrong).toEqual({ products: 0, sizes: 0 });
    const discounted = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE mrp_paise > sale_paise`,
    );
    expect(discounted.n).toBeGreaterThan(100);
  });

  it('leaves a few products out of stock', async () => {
    const stock = await one<{ out: number; total: number }>(
      `SELECT count(*) FILTER (WHERE stock = 0)::int AS out, count(*)::int AS total FROM products`,
    );
    expect(stock.out).toBeGreaterThan(0);
    expect(stock.out / stock.total).toBeLessThan(0.1);
  });

  it('weighs every flat product and gives every variant size its own price and stock', async () => {
    const flatWithoutWeight = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE NOT has_variants
          AND (weight IS NULL OR weight <= 0 OR weight_unit NOT IN ('g', 'kg', 'ml', 'L', 'pcs'))`,
    );
    expect(flatWithoutWeight.n).toBe(0);
    const variantWithoutSizes = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p WHERE has_variants
          AND NOT EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id)`,
    );
    expect(variantWithoutSizes.n).toBe(0);
    const stockMismatch = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p WHERE has_variants
          AND stock <> (SELECT sum(stock) FROM product_sizes s WHERE s.product_id = p.id)`,
    );
    expect(stockMismatch.n).toBe(0);
  });

  it('pictures every product, and every colour of a variant product', async () => {
    const bare = await one<{ products: number; colours: number }>(
      `SELECT (SELECT count(*)::int FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id)) AS products,
              (SELECT count(*)::int FROM product_colors c WHERE NOT EXISTS (SELECT 1 FROM product_images i WHERE i.color_id = c.id)) AS colours`,
    );
    expect(bare).toEqual({ products: 0, colours: 0 });
    const urls = await rows<{ url: string }>(`SELECT DISTINCT url FROM product_images`);
    for (const { url } of urls) expect(url).toMatch(/^\/media\/products\/[a-z0-9-]+\.svg$/);
  });

  it('uses unique SKUs and gives every product an HSN code and a GST slab', async () => {
    const products = await one<{ total: number; skus: number; bad: number }>(
      `SELECT count(*)::int AS total, count(DISTINCT sku)::int AS skus,
              count(*) FILTER (WHERE hsn_code !~ '^[0-9]{4}$' OR gst_rate_percent NOT IN (5, 12, 18, 28))::int AS bad FROM products`,
    );
    expect(products.skus).toBe(products.total);
    expect(products.bad).toBe(0);
  });

  it('lets a shopper find sarees by typing sari and chappals by typing chappal', async () => {
    const sari = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE sub_category_id = 'sub_sarees' AND search_keywords NOT LIKE '%sari%'`,
    );
    expect(sari.n).toBe(0);
    const chappal = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE search_keywords LIKE '%chappal%'`,
    );
    expect(chappal.n).toBeGreaterThan(0);
  });
});

describe('the pin-code directory', () => {
  it('holds over 18,000 valid pin codes with states named properly', async () => {
    const directory = await rows<{ pincode: string; state: string; state_code: string }>(
      `SELECT pincode, state, state_code FROM pincodes`,
    );
    expect(directory.length).toBeGreaterThanOrEqual(18_000);
    for (const entry of directory) expect(isValidPincode(entry.pincode), entry.pincode).toBe(true);
    const states = new Set(directory.map((entry) => entry.state));
    expect(states).toContain('Jammu and Kashmir');
    expect(states).toContain('Andaman and Nicobar Islands');
    expect([...states].some((state) => state.includes('&') || state === state.toUpperCase())).toBe(
      false,
    );
  });

  it('puts Leh (194101) in Ladakh and Hyderabad (500001) in Telangana', async () => {
    const leh = await one<{ state: string; state_code: string }>(
      `SELECT state, state_code FROM pincodes WHERE pincode = '194101'`,
    );
    expect(leh).toEqual({ state: 'Ladakh', state_code: '38' });
    const hyderabad = await one<{ state: string; state_code: string; district: string }>(
      `SELECT state, state_code, district FROM pincodes WHERE pincode = '500001'`,
    );
    expect(hyderabad).toEqual({ state: 'Telangana', state_code: '36', district: 'Hyderabad' });
    const andhraInTelanganaRange = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM pincodes WHERE pincode ~ '^50[0-9]' AND state_code <> '36'`,
    );
    expect(andhraInTelanganaRange.n).toBe(0);
  });
});

describe('delivery areas', () => {
  it('delivers to the serviceable example with cash on delivery, from every India-wide seller', async () => {
    const pincode = seeded.summary.examplePincodes.serviceable;
    expect(pincode).toBe('302001');
    const areas = await deliveryTo(pincode);
    expect(areas.length).toBeGreaterThanOrEqual(8);
    for (const area of areas) expect(area).toMatchObject({ prepaid: true, cod: true });
  });

  it('delivers to the COD-unavailable example only when paid online', async () => {
    const pincode = seeded.summary.examplePincodes.codUnavailable;
    expect(pincode).toBe('190001');
    const areas = await deliveryTo(pincode);
    expect(areas.some((area) => area.prepaid)).toBe(true);
    expect(areas.some((area) => area.cod)).toBe(false);
  });

  it('delivers nowhere to the Andaman and Lakshadweep islands', async () => {
    const andaman = seeded.summary.examplePincodes.unserviceable;
    expect(andaman).toBe('744101');
    for (const pincode of [andaman, '682551']) {
      const areas = await deliveryTo(pincode);
      expect(
        areas.some((area) => area.prepaid || area.cod),
        pincode,
      ).toBe(false);
    }
  });

  it('lists the three example pin codes in the directory', async () => {
    const examples = Object.values(seeded.summary.examplePincodes);
    const found = await rows<{ pincode: string }>(
      `SELECT pincode FROM pincodes WHERE pincode = ANY($1)`,
      [examples],
    );
    expect(found.map((entry) => entry.pincode).sort()).toEqual([...examples].sort());
  });

  it('has one seller that ships within its own state only', async () => {
    const punjabOnly = await rows<{ seller_id: string }>(
      `SELECT s.id AS seller_id FROM sellers s
        WHERE NOT EXISTS (SELECT 1 FROM service_areas a WHERE a.seller_id = s.id AND a.pincode_prefix = '3')`,
    );
    expect(punjabOnly.map((seller) => seller.seller_id)).toEqual(['sl_phulkari_junction']);
    const ludhiana = await deliveryTo('141001');
    expect(ludhiana.map((area) => area.seller_id)).toContain('sl_phulkari_junction');
    const jaipur = await deliveryTo('302001');
    expect(jaipur.map((area) => area.seller_id)).not.toContain('sl_phulkari_junction');
  });
});

describe('the storefront', () => {
  it('has carousel banners and one collection per main category', async () => {
    const kinds = await rows<{ kind: string; n: number }>(
      `SELECT kind, count(*)::int AS n FROM home_banners GROUP BY kind`,
    );
    const byKind = Object.fromEntries(kinds.map((row) => [row.kind, row.n]));
    expect(byKind.banner).toBeGreaterThanOrEqual(3);
    expect(byKind.banner).toBeLessThanOrEqual(4);
    expect(byKind.collection).toBe(6);
  });

  it('links offer cards only to in-stock products with at least the card’s discount', async () => {
    const cards = await rows<{ id: string; products: number }>(
      `SELECT c.id, count(l.product_id)::int AS products FROM offer_cards c LEFT JOIN offer_card_products l ON l.card_id = c.id GROUP BY c.id`,
    );
    expect(cards.length).toBeGreaterThanOrEqual(6);
    expect(cards.filter((card) => card.products > 0).length).toBeGreaterThanOrEqual(6);
    const tooSmall = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM offer_card_products l JOIN offer_cards c ON c.id = l.card_id JOIN products p ON p.id = l.product_id
        WHERE p.stock = 0 OR (p.mrp_paise - p.sale_paise) * 100 < c.discount_percent * p.mrp_paise`,
    );
    expect(tooSmall.n).toBe(0);
    const withBanner = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM offers WHERE banner_url IS NOT NULL`,
    );
    expect(withBanner.n).toBeGreaterThanOrEqual(1);
  });

  it('titles every demo product in Hindi too', async () => {
    const untitled = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE title_hi IS NULL OR description_hi IS NULL`,
    );
    expect(untitled.n).toBe(0);
  });

  it('names every demo colour in Hindi, and its orders keep the Hindi title and colour', async () => {
    const unnamed = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_colors WHERE name_hi IS NULL`,
    );
    expect(unnamed.n).toBe(0);
    const black = await one<{ name_hi: string }>(
      `SELECT name_hi FROM product_colors WHERE name = 'Midnight Black' LIMIT 1`,
    );
    expect(black.name_hi).toBe('मिडनाइट ब्लैक');
    const lines = await one<{ n: number; untitled: number; uncoloured: number }>(
      `SELECT count(*)::int AS n,
        count(*) FILTER (WHERE title_hi IS NULL)::int AS untitled,
        count(*) FILTER (WHERE color_name IS NOT NULL AND color_name_hi IS NULL)::int AS uncoloured
      FROM order_lines`,
    );
    expect(lines.n).toBeGreaterThan(0);
    expect(lines.untitled).toBe(0);
    expect(lines.uncoloured).toBe(0);
  });

  it('words every banner, offer and card for the Hindi pages as the back office would accept', async () => {
    const missing = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM home_banners WHERE image_url_hi IS NULL`,
    );
    expect(missing.n).toBe(0);
    const offers = await rows<{
      id: string;
      title: string;
      title_hi: string;
      banner_url: string | null;
      banner_url_hi: string | null;
    }>(`SELECT id, title, title_hi, banner_url, banner_url_hi FROM offers ORDER BY sort_order`);
    const cards = await rows<{
      offer_id: string;
      title: string;
      body: string;
      title_hi: string;
      body_hi: string;
      discount_percent: number;
      image_url: string;
      image_url_hi: string;
    }>(
      `SELECT offer_id, title, body, title_hi, body_hi, discount_percent, image_url, image_url_hi FROM offer_cards`,
    );
    const body = OffersBodySchema.safeParse({
      offers: offers.map((offer) => ({
        title: offer.title,
        titleHi: offer.title_hi,
        bannerUrl: offer.banner_url,
        bannerUrlHi: offer.banner_url_hi,
        cards: cards
          .filter((card) => card.offer_id === offer.id)
          .map((card) => ({
            title: card.title,
            body: card.body,
            titleHi: card.title_hi,
            bodyHi: card.body_hi,
            discountPercent: card.discount_percent,
            imageUrl: card.image_url,
            imageUrlHi: card.image_url_hi,
            productIDs: [],
          })),
      })),
    });
    expect(body.error?.issues ?? []).toEqual([]);
    expect(offers.map((offer) => offer.title_hi)).toContain('त्योहार स्पेशल');
    expect(
      offers.filter((offer) => (offer.banner_url === null) !== (offer.banner_url_hi === null)),
    ).toEqual([]);
  });

  it('offers the four demo coupons, one of them expired last year', async () => {
    const coupons = await rows<{ code: string; ends_at: Date }>(
      `SELECT code, ends_at FROM coupons ORDER BY code`,
    );
    expect(coupons.map((coupon) => coupon.code)).toEqual([
      'BIGSAVE',
      'EXPIRED50',
      'FESTIVE10',
      'WELCOME100',
    ]);
    const expired = coupons.find((coupon) => coupon.code === 'EXPIRED50');
    expect(expired?.ends_at.getUTCFullYear()).toBe(new Date().getUTCFullYear() - 1);
  });
});

describe('people and orders', () => {
  it('creates the demo customer and admin with working passwords', async () => {
    const customer = await one<{ password_hash: string; mobile: string; first_name: string }>(
      `SELECT password_hash, mobile, first_name FROM customers WHERE email = $1`,
      [DEMO_CUSTOMER.email],
    );
    expect(customer.mobile).toBe(DEMO_CUSTOMER.mobile);
    expect(customer.first_name).toBe(DEMO_CUSTOMER.firstName);
    expect(await verifyPassword(customer.password_hash, DEMO_CUSTOMER.password)).toBe(true);
    const admin = await one<{ password_hash: string }>(
      `SELECT password_hash FROM admins WHERE email = $1`,
      [DEMO_ADMIN.email],
    );
    expect(await verifyPassword(admin.password_hash, DEMO_ADMIN.password)).toBe(true);
  });

  it('gives the demo customer two addresses filled from the pin-code directory', async () => {
    const addresses = await rows<{ pincode: string; city: string; state: string; country: string }>(
      `SELECT a.pincode, a.city, a.state, a.country FROM addresses a JOIN customers c ON c.id = a.customer_id WHERE c.email = $1 ORDER BY a.pincode`,
      [DEMO_CUSTOMER.email],
    );
    expect(addresses).toEqual([
      { pincode: '302001', city: 'Jaipur', state: 'Rajasthan', country: 'India' },
      { pincode: '560001', city: 'Bangalore', state: 'Karnataka', country: 'India' },
    ]);
  });

  it('gives the demo customer orders in every shipping state, by COD and prepaid', async () => {
    const orders = await rows<{
      shipping_status: string;
      payment_type: string;
      payment_status: string;
      status: number;
    }>(
      `SELECT o.shipping_status, o.payment_type, o.payment_status, o.status FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = $1`,
      [DEMO_CUSTOMER.email],
    );
    expect(new Set(orders.map((order) => order.shipping_status))).toEqual(
      new Set(['Placed', 'Packed', 'Shipped', 'Out for delivery', 'Delivered', 'Cancelled']),
    );
    expect(new Set(orders.map((order) => order.payment_type))).toEqual(new Set(['cod', 'prepaid']));
    for (const order of orders) {
      const expected =
        order.shipping_status === 'Delivered' ? 4 : order.shipping_status === 'Cancelled' ? -1 : 1;
      expect(order.status).toBe(expected);
      expect(order.payment_status).toBe(order.payment_type === 'cod' ? 'cod' : 'paid');
    }
  });

  it('totals every order by the rule: ₹80 a piece below ₹1,000, ₹5 platform, coupon off the total', async () => {
    const orders = await rows<{
      id: string;
      subtotal_paise: number;
      shipping_paise: number;
      platform_paise: number;
      total_paise: number;
      discount_paise: number;
      payable_paise: number;
    }>(
      `SELECT id, subtotal_paise, shipping_paise, platform_paise, total_paise, discount_paise, payable_paise FROM orders`,
    );
    for (const order of orders) {
      const lines = await rows<{
        unit_price_paise: number;
        pieces: number;
        line_total_paise: number;
      }>(`SELECT unit_price_paise, pieces, line_total_paise FROM order_lines WHERE order_id = $1`, [
        order.id,
      ]);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines)
        expect(line.line_total_paise).toBe(line.unit_price_paise * line.pieces);
      const expected = calculateOrderTotals(
        lines.map((line) => ({ unitPricePaise: line.unit_price_paise, pieces: line.pieces })),
        order.discount_paise,
      );
      expect({
        subtotalPaise: order.subtotal_paise,
        shippingPaise: order.shipping_paise,
        platformPaise: order.platform_paise,
        totalPaise: order.total_paise,
        discountPaise: order.discount_paise,
        payablePaise: order.payable_paise,
      }).toEqual(expected);
    }
    expect(orders.some((order) => order.shipping_paise > 0)).toBe(true);
    expect(orders.some((order) => order.discount_paise > 0)).toBe(true);
  });

  it('charges ₹80 a piece below ₹1,000 and nothing from ₹1,000', () => {
    expect(calculateOrderTotals([{ unitPricePaise: 30_000, pieces: 3 }])).toEqual({
      subtotalPaise: 90_000,
      shippingPaise: 24_000,
      platformPaise: 500,
      totalPaise: 114_500,
      discountPaise: 0,
      payablePaise: 114_500,
    });
    expect(calculateOrderTotals([{ unitPricePaise: 100_000, pieces: 1 }]).shippingPaise).toBe(0);
    expect(
      calculateOrderTotals([{ unitPricePaise: 150_000, pieces: 1 }], 200_000).payablePaise,
    ).toBe(0);
  });

  it('keeps each order’s timeline ending in its current shipping state', async () => {
    const mismatched = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders o
        WHERE o.shipping_status <> (SELECT e.state FROM order_events e WHERE e.order_id = o.id ORDER BY e.at DESC, e.id DESC LIMIT 1)`,
    );
    expect(mismatched.n).toBe(0);
    const keys = await one<{ orders: number; keys: number; tracking: number }>(
      `SELECT count(*)::int AS orders, count(DISTINCT idempotency_key)::int AS keys, count(DISTINCT tracking_id)::int AS tracking FROM orders WHERE length(tracking_id) >= 20`,
    );
    expect(keys.keys).toBe(keys.orders);
    expect(keys.tracking).toBe(keys.orders);
  });

  it('records reviews only on delivered order lines of the reviewer, counted in the product rating', async () => {
    const reviews = await one<{ total: number; misplaced: number }>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE o.shipping_status <> 'Delivered' OR o.customer_id <> r.customer_id OR l.product_id <> r.product_id)::int AS misplaced
         FROM reviews r JOIN order_lines l ON l.id = r.order_line_id JOIN orders o ON o.id = l.order_id`,
    );
    expect(reviews.total).toBeGreaterThan(0);
    expect(reviews.misplaced).toBe(0);
    const unrated = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p WHERE EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id)
          AND p.rating_count < (SELECT count(*) FROM reviews r WHERE r.product_id = p.id)`,
    );
    expect(unrated.n).toBe(0);
  });
});

describe('the parcels of the demo orders', () => {
  it('gives every parcel that has left a courier and a tracking number as a seller would type them', async () => {
    const parts = await rows<{
      order_id: string;
      shipping_status: string;
      seller_id: string;
      state: string | null;
      courier: string | null;
      tracking_number: string | null;
      packed_at: Date | null;
      shipped_at: Date | null;
    }>(
      `SELECT DISTINCT o.id AS order_id, o.shipping_status, l.seller_id, s.state, s.courier,
              s.tracking_number, s.packed_at, s.shipped_at
         FROM orders o JOIN order_lines l ON l.order_id = o.id
         LEFT JOIN order_shipments s ON s.order_id = o.id AND s.seller_id = l.seller_id
        ORDER BY o.id, l.seller_id`,
    );
    const shippedAfter = await rows<{ id: string }>(
      `SELECT id FROM orders WHERE cancel_fee_paise > 0 OR return_to_origin IS NOT NULL`,
    );
    const left = (part: (typeof parts)[number]) =>
      ['Shipped', 'Out for delivery', 'Delivered'].includes(part.shipping_status) ||
      shippedAfter.some((order) => order.id === part.order_id);
    expect(parts.filter(left).length).toBeGreaterThan(10);
    for (const part of parts) {
      const where = `${part.order_id} ${part.seller_id}`;
      if (left(part)) {
        expect(part.state, where).toMatch(/^(Shipped|Delivered)$/);
        expect(CourierSchema.parse(part.courier), where).toBe(part.courier);
        // Stored as the seller's step stores it: the number as printed, without spaces.
        expect(TrackingNumberSchema.parse(part.tracking_number), where).toBe(part.tracking_number);
        expect(part.shipped_at, where).toBeInstanceOf(Date);
        expect(part.packed_at!.getTime(), where).toBeLessThan(part.shipped_at!.getTime());
      } else if (part.shipping_status === 'Packed') {
        expect({ state: part.state, courier: part.courier }, where).toEqual({
          state: 'Packed',
          courier: null,
        });
      } else {
        expect(part.state, where).toBeNull();
      }
    }
  });

  it('writes India Post numbers with their S10 check digit', async () => {
    expect(s10CheckDigit('47312482')).toBe(9);
    expect(s10CheckDigit('12345678')).toBe(5);
    const numbers = await rows<{ tracking_number: string }>(
      `SELECT tracking_number FROM order_shipments WHERE courier = 'India Post'`,
    );
    expect(numbers.length).toBeGreaterThan(0);
    for (const { tracking_number: number } of numbers) {
      expect(number).toMatch(/^EE\d{9}IN$/);
      expect(Number(number.slice(10, 11)), number).toBe(s10CheckDigit(number.slice(2, 10)));
    }
  });

  it('moves each order on its timeline when its last seller packs, ships and delivers', async () => {
    const steps = await rows<{ order_id: string; state: string; actor: string; at: Date }>(
      `SELECT e.order_id, e.state, e.actor, e.at FROM order_events e
        WHERE e.state IN ('Packed', 'Shipped', 'Delivered')
          AND EXISTS (SELECT 1 FROM order_shipments s WHERE s.order_id = e.order_id)`,
    );
    expect(steps.length).toBeGreaterThan(20);
    for (const step of steps) {
      const column = { Packed: 'packed_at', Shipped: 'shipped_at', Delivered: 'delivered_at' }[
        step.state as 'Packed' | 'Shipped' | 'Delivered'
      ];
      const last = await one<{ seller_id: string; at: Date }>(
        `SELECT seller_id, ${column} AS at FROM order_shipments WHERE order_id = $1
          ORDER BY ${column} DESC NULLS LAST LIMIT 1`,
        [step.order_id],
      );
      expect([step.order_id, step.state, step.actor, step.at]).toEqual([
        step.order_id,
        step.state,
        `seller:${last.seller_id}`,
        last.at,
      ]);
    }
  });
});

describe('the demo customer’s after-sale paths', () => {
  const DAY_MS = 86_400_000;

  it('has a delivered order whose items can still be returned for more than a week', async () => {
    const open = await rows<{ id: string; closes: Date }>(
      `SELECT o.id, min(s.delivered_at) + make_interval(days => $2::int) AS closes
         FROM orders o JOIN order_shipments s ON s.order_id = o.id
        WHERE o.customer_id = $1 AND o.shipping_status = 'Delivered'
          AND NOT EXISTS (SELECT 1 FROM returns r WHERE r.order_id = o.id)
        GROUP BY o.id`,
      ['cus_demo', RETURN_WINDOW_DAYS_DEFAULT],
    );
    const longest = Math.max(...open.map((order) => order.closes.getTime()));
    expect(longest - Date.now()).toBeGreaterThan(7 * DAY_MS);
  });

  it('has a return under way and one received and refunded, each asked for inside its window', async () => {
    const made = await rows<{
      id: string;
      order_id: string;
      status: string;
      refund_paise: number;
      steps: string;
      asked: Date;
      delivered: Date;
    }>(
      `SELECT r.id, r.order_id, r.status, r.refund_paise, r.created_at AS asked, s.delivered_at AS delivered,
              (SELECT string_agg(e.state || ' by ' || split_part(e.actor, ':', 1), ', ' ORDER BY e.at)
                 FROM return_events e WHERE e.return_id = r.id) AS steps
         FROM returns r JOIN order_lines l ON l.id = r.line_id
         JOIN order_shipments s ON s.order_id = r.order_id AND s.seller_id = l.seller_id
        WHERE r.customer_id = $1 ORDER BY r.status`,
      ['cus_demo'],
    );
    expect(made.map((each) => [each.status, each.steps])).toEqual([
      ['approved', 'requested by customer, approved by seller'],
      [
        'refunded',
        'requested by customer, approved by seller, picked-up by admin, received by seller, refunded by system',
      ],
    ]);
    for (const each of made) {
      expect(each.asked.getTime() - each.delivered.getTime()).toBeLessThan(
        RETURN_WINDOW_DAYS_DEFAULT * DAY_MS,
      );
    }
    const refunded = made[1]!;
    const paid = await one<{ amount_paise: number; status: string; reference: string }>(
      `SELECT amount_paise, status, reference FROM refunds WHERE purpose = $1`,
      [`return:${refunded.id}`],
    );
    expect(paid).toMatchObject({ amount_paise: refunded.refund_paise, status: 'processed' });
    const order = await one<{ refunded_paise: number; refund_due_paise: number }>(
      `SELECT refunded_paise, refund_due_paise FROM orders WHERE id = $1`,
      [refunded.order_id],
    );
    expect(order).toEqual({ refunded_paise: refunded.refund_paise, refund_due_paise: 0 });
  });

  it('has an order cancelled after it shipped: its fee kept, the rest refunded, the parcel back', async () => {
    const order = await one<{
      id: string;
      payable_paise: number;
      cancel_fee_paise: number;
      refunded_paise: number;
      refund_due_paise: number;
      return_to_origin: string;
      steps: string;
    }>(
      `SELECT o.id, o.payable_paise, o.cancel_fee_paise, o.refunded_paise, o.refund_due_paise, o.return_to_origin,
              (SELECT string_agg(e.state || ' by ' || split_part(e.actor, ':', 1), ', ' ORDER BY e.at)
                 FROM order_events e WHERE e.order_id = o.id) AS steps
         FROM orders o WHERE o.customer_id = $1 AND o.cancel_fee_paise > 0`,
      ['cus_demo'],
    );
    expect(order).toMatchObject({
      cancel_fee_paise: 9_900,
      refunded_paise: order.payable_paise - 9_900,
      refund_due_paise: 0,
      return_to_origin: 'received',
      steps: 'Placed by customer, Packed by seller, Shipped by seller, Cancelled by customer',
    });
    const refund = await one<{ amount_paise: number; status: string }>(
      `SELECT amount_paise, status FROM refunds WHERE order_id = $1`,
      [order.id],
    );
    expect(refund).toEqual({ amount_paise: order.payable_paise - 9_900, status: 'processed' });
  });

  it('leaves nothing for the relay or the outbox: its history was told when it happened', async () => {
    const waiting = await one<{ events: number; messages: number; told: number }>(
      `SELECT (SELECT count(*)::int FROM order_events WHERE handled_at IS NULL) AS events,
              (SELECT count(*)::int FROM notifications WHERE sent_at IS NULL) AS messages,
              (SELECT count(*)::int FROM notifications WHERE sent_at = created_at) AS told`,
    );
    expect(waiting).toEqual({ events: 0, messages: 0, told: waiting.told });
    expect(waiting.told).toBeGreaterThan(0);
  });
});

describe('seeding', () => {
  it('reports the database as seeded and refuses to seed it twice', async () => {
    expect(await isDatabaseSeeded(seeded.handle.db)).toBe(true);
    await expect(seedDemoData(seeded.handle.db, { media: null })).rejects.toBeInstanceOf(
      DatabaseAlreadySeededError,
    );
    const products = await one<{ n: number }>(`SELECT count(*)::int AS n FROM products`);
    expect(products.n).toBe(360);
  });

  it('reports an empty database as not seeded', async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const handle = wrapPglite(client);
    try {
      await handle.migrate();
      expect(await isDatabaseSeeded(handle.db)).toBe(false);
    } finally {
      await handle.close();
    }
  });

  it('counts what it wrote in the summary', async () => {
    const { counts } = seeded.summary;
    expect(counts.products).toBe(360);
    expect(counts.main_categories).toBe(6);
    const pincodes = await one<{ n: number }>(`SELECT count(*)::int AS n FROM pincodes`);
    expect(counts.pincodes).toBe(pincodes.n);
  });

  it('produces the same catalogue and orders on every run, and writes small SVG pictures', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-seed-media-'));
    const second = await seedFreshDatabase(dataDir);
    try {
      const fingerprint = `SELECT md5(string_agg(concat_ws('|', id, title, sale_paise, mrp_paise, stock, sku, seller_id, brand_id, body_html, search_keywords), ',' ORDER BY id)) AS products,
              (SELECT md5(string_agg(concat_ws('|', id, name, sale_paise, mrp_paise, stock), ',' ORDER BY id)) FROM product_sizes) AS sizes,
              (SELECT md5(string_agg(concat_ws('|', id, product_id, unit_price_paise, pieces), ',' ORDER BY id)) FROM order_lines) AS lines,
              (SELECT md5(string_agg(concat_ws('|', order_id, seller_id, state, courier, tracking_number), ',' ORDER BY order_id, seller_id)) FROM order_shipments) AS parcels,
              (SELECT md5(string_agg(concat_ws('|', line_id, pieces, status, refund_paise), ',' ORDER BY line_id)) FROM returns) AS returns,
              (SELECT md5(string_agg(concat_ws('|', id, shipping_status, refund_due_paise, refunded_paise, cancel_fee_paise), ',' ORDER BY id)) FROM orders) AS orders
         FROM products`;
      const first = (await seeded.client.query(fingerprint)).rows[0];
      const again = (await second.client.query(fingerprint)).rows[0];
      expect(again).toEqual(first);

      // Seeded as a server's first start seeds it, with the files of invoices and credit notes:
      // the refunded return and the order cancelled after shipping each have their credit note.
      const credited = await second.client.query<{ order_id: string; for_return: boolean }>(
        `SELECT c.order_id, c.return_id IS NOT NULL AS for_return FROM credit_notes c
           JOIN orders o ON o.id = c.order_id WHERE o.customer_id = 'cus_demo' ORDER BY c.return_id`,
      );
      expect(credited.rows.map((row) => row.for_return)).toEqual([true, false]);

      expect(second.summary.mediaFiles).toBe(second.summary.mediaUrls);
      const urls = await second.client.query<{ url: string }>(
        `SELECT url FROM product_images UNION SELECT logo_url FROM brands UNION SELECT logo_url FROM sellers
         UNION SELECT image_url FROM home_banners UNION SELECT image_url FROM offer_cards UNION SELECT banner_url FROM offers WHERE banner_url IS NOT NULL
         UNION SELECT image_url FROM main_categories`,
      );
      expect(urls.rows.length).toBeGreaterThan(50);
      for (const { url } of urls.rows) {
        const file = path.join(dataDir, url.slice(1));
        expect(statSync(file).size, url).toBeLessThan(3_072);
        const svg = readFileSync(file, 'utf8');
        expect(svg.startsWith('<svg xmlns=')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
      }
    } finally {
      await second.handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the seed command', () => {
  it('reads --products and --reset, and refuses a count that is not a whole number', () => {
    expect(parseSeedArguments([])).toEqual({ products: 360, reset: false, help: false });
    expect(parseSeedArguments(['--products', '100000', '--reset'])).toEqual({
      products: 100_000,
      reset: true,
      help: false,
    });
    expect(parseSeedArguments(['--products=500'])).toMatchObject({ products: 500 });
    expect(() => parseSeedArguments(['--products', 'many'])).toThrow(/whole number/);
    expect(() => parseSeedArguments(['--products', '0'])).toThrow(/whole number/);
    expect(() => parseSeedArguments(['--fast'])).toThrow(/Unknown option/);
  });

  it('puts the data directory under the repository root unless DATA_DIR is absolute', () => {
    expect(resolveDataDir({}, '/repo')).toBe('/repo/data');
    expect(resolveDataDir({ DATA_DIR: 'tmp/shop' }, '/repo')).toBe('/repo/tmp/shop');
    expect(resolveDataDir({ DATA_DIR: '/srv/haat' }, '/repo')).toBe('/srv/haat');
  });
});
