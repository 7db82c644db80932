// `npm run admin -- demo:remove`: takes a shop that began as the demo and removes the demo from it
// (docs/decisions/going-live.md, "Removing the demo"). The seed owns the demo: it wrote the demo's
// rows into every module's tables and recorded them in demo_rows, and this is its inverse, in one
// transaction, FK order, children first. The audit row goes through the admin module, the search
// vocabulary is refreshed through the search module, and files are removed after the commit.
import { sql } from 'drizzle-orm';
import { readRows, type Database, type Executor } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { Storage } from '../lib/storage.ts';
import { audit, type Actor } from '../modules/admin/index.ts';
import { courierLabelKey } from '../modules/couriers/index.ts';
import { clearEntitySettings } from '../modules/grievances/index.ts';
import { orderDocumentKeys } from '../modules/invoices/index.ts';
import { refreshSearchVocabulary } from '../modules/search/index.ts';
import { removeSandboxRecords } from '../modules/seller-payouts/index.ts';
import { removeDemoFiles, type DemoFiles, type FilesRemoved } from './demo-files.ts';
import { countOf, makeDemoSets, paidRealOrders, textColumn, touched } from './demo-sets.ts';

export const NO_DEMO_MESSAGE = 'This shop holds no demo data: nothing to remove.';

/** The shop holds no demo rows: nothing was changed. */
export class NoDemoDataError extends Error {
  override name = 'NoDemoDataError';
  constructor() {
    super(NO_DEMO_MESSAGE);
  }
}

/** The demo cannot be removed as the shop stands; the message says what to do first. */
export class DemoRemovalRefused extends Error {
  override name = 'DemoRemovalRefused';
}

/** The demo rows still in the shop, by table (empty: a real shop). */
export async function countDemoRows(db: Executor): Promise<Map<string, number>> {
  const rows = readRows<{ table_name: string; n: number | string }>(
    await db.execute(
      sql`SELECT table_name, count(*)::int AS n FROM demo_rows GROUP BY table_name ORDER BY table_name`,
    ),
  );
  return new Map(rows.map((row) => [row.table_name, Number(row.n)]));
}

export interface DemoRemovalSummary {
  removed: {
    operators: number;
    shoppers: number;
    sellers: number;
    products: number;
    orders: number;
    /** Of the orders: placed by shoppers who are not the demo's (on a demo product). */
    ordersOfOtherShoppers: number;
    invoices: number;
    reviews: number;
    coupons: number;
    banners: number;
    offers: number;
    categories: number;
    brands: number;
  };
  /** Demo rows kept because the shop's own rows use them (and are the shop's from now on). */
  kept: { categories: number; brands: number; coupons: number };
  files: FilesRemoved;
}

const IN = (set: string) => `IN (SELECT id FROM demo_gone_${set})`;
const DEMO_IDS = (table: string) =>
  `IN (SELECT row_id FROM demo_rows WHERE table_name = '${table}')`;

async function refuseWhenUnsafe(tx: Executor): Promise<void> {
  const ownOperators = await countOf(tx, `SELECT 1 FROM admins WHERE id NOT ${IN('admins')}`);
  if (ownOperators === 0) {
    throw new DemoRemovalRefused(
      'The demo operator is the only operator: add your own first (`npm run admin -- create-admin <email>`), ' +
        'or nobody could sign in to the back office once the demo is gone.',
    );
  }
  const paid = await paidRealOrders(tx);
  if (paid.length > 0) {
    throw new DemoRemovalRefused(
      `Shoppers paid real money for demo products in ${paid.join(', ')}: refund and settle those orders ` +
        'yourself first; demo:remove never deletes an order a real shopper paid through the gateway.',
    );
  }
}

/** Orders, their lines and all that hangs from them (documents, returns, messages, reviews). */
async function removeOrders(tx: Executor, files: DemoFiles) {
  await touched(tx, `DELETE FROM notifications WHERE order_id ${IN('orders')}`);
  await touched(tx, `DELETE FROM payment_events WHERE order_id ${IN('orders')}`);
  // Each order's combined PDFs (all its invoices, all its credit notes) where it has documents.
  const documented = await textColumn(
    tx,
    `SELECT order_id AS value FROM invoices WHERE id ${IN('invoices')}
     UNION SELECT order_id FROM credit_notes WHERE order_id ${IN('orders')}`,
  );
  for (const orderId of documented) {
    try {
      files.objectKeys.push(...orderDocumentKeys(orderId));
    } catch {
      // An id the documents module would never have named a file after: no combined PDF.
    }
  }
  const creditNotes = `FROM credit_notes WHERE order_id ${IN('orders')} OR invoice_id ${IN('invoices')} OR return_id ${IN('returns')}`;
  files.objectKeys.push(...(await textColumn(tx, `SELECT file_path AS value ${creditNotes}`)));
  const credited = await touched(tx, `DELETE ${creditNotes}`);
  files.objectKeys.push(
    ...(await textColumn(tx, `SELECT file_path AS value FROM invoices WHERE id ${IN('invoices')}`)),
  );
  const invoiced = await touched(tx, `DELETE FROM invoices WHERE id ${IN('invoices')}`);
  await touched(tx, `DELETE FROM invoice_series WHERE seller_id ${IN('sellers')}`);
  await touched(tx, `DELETE FROM credit_note_series WHERE seller_id ${IN('sellers')}`);
  await touched(tx, `DELETE FROM return_events WHERE return_id ${IN('returns')}`);
  const photos = `FROM return_photos WHERE return_id ${IN('returns')} OR customer_id ${IN('customers')}`;
  files.mediaFolders.push(...(await textColumn(tx, `SELECT folder AS value ${photos}`)));
  await touched(tx, `DELETE ${photos}`);
  await touched(tx, `DELETE FROM returns WHERE id ${IN('returns')}`);
  await touched(tx, `DELETE FROM refunds WHERE order_id ${IN('orders')}`);
  const reviews = await touched(
    tx,
    `DELETE FROM reviews WHERE order_line_id ${IN('lines')} OR customer_id ${IN('customers')} OR product_id ${IN('products')}`,
  );
  // The shop's products that lost a demo shopper's review are rated by the reviews left.
  await touched(
    tx,
    `UPDATE products SET
       rating_sum = coalesce((SELECT sum(rating) FROM reviews WHERE reviews.product_id = products.id), 0),
       rating_count = (SELECT count(*) FROM reviews WHERE reviews.product_id = products.id)
     WHERE id ${IN('rated')}`,
  );
  await touched(
    tx,
    `DELETE FROM coupon_redemptions WHERE order_id ${IN('orders')} OR customer_id ${IN('customers')}`,
  );
  await touched(
    tx,
    `DELETE FROM order_shipments WHERE order_id ${IN('orders')} OR seller_id ${IN('sellers')}`,
  );
  await touched(tx, `DELETE FROM order_events WHERE order_id ${IN('orders')}`);
  await touched(tx, `DELETE FROM order_lines WHERE order_id ${IN('orders')}`);
  const orders = await touched(tx, `DELETE FROM orders WHERE id ${IN('orders')}`);
  return { orders, invoices: invoiced + credited, reviews };
}

/**
 * What the demo's sales wrote elsewhere: the seller ledger's entries (the demo's own money, never
 * the shop's: a made-up sale is not a debt to a seller), payout accounts, transfers (and the
 * sandbox Route's records of them and of the demo sellers' linked accounts), commission
 * rules of demo sellers and the demo's shop-wide ones, commission invoices and tax profiles of
 * demo sellers; WhatsApp messages of demo orders;
 * consents of demo shoppers; courier bookings of demo orders and sellers, their scans, failed
 * delivery requests and label PDFs, and demo sellers' couriers.
 */
async function removeMoneyAndMessages(tx: Executor, files: DemoFiles) {
  await touched(
    tx,
    `DELETE FROM seller_ledger WHERE order_id ${IN('orders')} OR seller_id ${IN('sellers')}`,
  );
  const transfers = `SELECT id FROM seller_transfers WHERE order_id ${IN('orders')} OR seller_id ${IN('sellers')}`;
  // The sandbox Route's records of the demo sellers' accounts and transfers (a shop that began as
  // the demo runs on the sandbox): taken before the rows that name them.
  await removeSandboxRecords(tx, {
    accountIds: `SELECT route_account_id FROM seller_payout_accounts WHERE seller_id ${IN('sellers')}`,
    transferIds: transfers.replace('SELECT id', 'SELECT route_transfer_id'),
  });
  await touched(tx, `DELETE FROM seller_transfer_reversals WHERE transfer_id IN (${transfers})`);
  await touched(
    tx,
    `DELETE FROM seller_transfers WHERE order_id ${IN('orders')} OR seller_id ${IN('sellers')}`,
  );
  await touched(tx, `DELETE FROM seller_payout_accounts WHERE seller_id ${IN('sellers')}`);
  await touched(tx, `DELETE FROM seller_tax_profiles WHERE seller_id ${IN('sellers')}`);
  await touched(
    tx,
    `DELETE FROM commission_rules WHERE seller_id ${IN('sellers')} OR id ${DEMO_IDS('commission_rules')}`,
  );
  await touched(tx, `DELETE FROM commission_invoices WHERE seller_id ${IN('sellers')}`);
  await touched(tx, `DELETE FROM whatsapp_messages WHERE order_id ${IN('orders')}`);
  const parcels = `SELECT id FROM courier_shipments WHERE order_id ${IN('orders')} OR seller_id ${IN('sellers')}`;
  // Each booked parcel's kept label PDF goes with it (after the commit, as the invoices do).
  files.objectKeys.push(
    ...(await textColumn(tx, parcels.replace('SELECT id', 'SELECT id AS value'))).map(
      courierLabelKey,
    ),
  );
  await touched(tx, `DELETE FROM courier_scans WHERE shipment_id IN (${parcels})`);
  await touched(tx, `DELETE FROM courier_ndr_actions WHERE shipment_id IN (${parcels})`);
  // A remittance's lines of demo parcels (a remittance read on the demo shop); the remittance
  // itself is the courier's record of a bank transfer, kept with whatever lines are left.
  await touched(tx, `DELETE FROM courier_cod_remittance_lines WHERE shipment_id IN (${parcels})`);
  await touched(
    tx,
    `DELETE FROM courier_shipments WHERE order_id ${IN('orders')} OR seller_id ${IN('sellers')}`,
  );
  await touched(tx, `DELETE FROM courier_choices WHERE scope ${IN('sellers')}`);
  await touched(tx, `DELETE FROM whatsapp_consents WHERE customer_id ${IN('customers')}`);
  await touched(tx, `DELETE FROM consent_records WHERE customer_id ${IN('customers')}`);
}

/** The demo's shoppers with their carts, wishlists, addresses, captchas and codes. */
async function removeShoppers(tx: Executor) {
  // A shopper of the shop whose cart held a demo product: the cart changed, so its version moves.
  await touched(
    tx,
    `UPDATE carts SET version = version + 1, updated_at = now()
     WHERE customer_id NOT ${IN('customers')}
       AND customer_id IN (SELECT customer_id FROM cart_items WHERE product_id ${IN('products')})`,
  );
  await touched(
    tx,
    `DELETE FROM cart_items WHERE customer_id ${IN('customers')} OR product_id ${IN('products')}`,
  );
  await touched(tx, `DELETE FROM carts WHERE customer_id ${IN('customers')}`);
  await touched(
    tx,
    `DELETE FROM wishlist_items WHERE customer_id ${IN('customers')} OR product_id ${IN('products')}`,
  );
  await touched(tx, `DELETE FROM captchas WHERE customer_id ${IN('customers')}`);
  await touched(
    tx,
    `DELETE FROM otps WHERE mobile IN (SELECT mobile FROM customers WHERE id ${IN('customers')}
       UNION SELECT mobile FROM sellers WHERE id ${IN('sellers')})`,
  );
  await touched(tx, `DELETE FROM addresses WHERE customer_id ${IN('customers')}`);
}

/** Offers, banners, products with their colours, sizes and pictures, sellers, accounts, coupons. */
async function removeCatalogue(tx: Executor, files: DemoFiles) {
  await touched(
    tx,
    `DELETE FROM offer_card_products WHERE card_id ${IN('offer_cards')} OR product_id ${IN('products')}`,
  );
  const urlsOf = async (table: string, set: string, columns: string[]) => {
    for (const column of columns) {
      files.mediaUrls.push(
        ...(await textColumn(
          tx,
          `SELECT DISTINCT ${column} AS value FROM ${table} WHERE id ${IN(set)}`,
        )),
      );
    }
  };
  await urlsOf('offer_cards', 'offer_cards', ['image_url', 'image_url_hi']);
  await touched(tx, `DELETE FROM offer_cards WHERE id ${IN('offer_cards')}`);
  await urlsOf('offers', 'offers', ['banner_url', 'banner_url_hi']);
  const offers = await touched(tx, `DELETE FROM offers WHERE id ${IN('offers')}`);
  await urlsOf('home_banners', 'home_banners', ['image_url', 'image_url_hi']);
  const banners = await touched(tx, `DELETE FROM home_banners WHERE id ${IN('home_banners')}`);
  files.mediaUrls.push(
    ...(await textColumn(
      tx,
      `SELECT DISTINCT url AS value FROM product_images WHERE product_id ${IN('products')}`,
    )),
  );
  await touched(tx, `DELETE FROM product_images WHERE product_id ${IN('products')}`);
  await touched(tx, `DELETE FROM product_sizes WHERE product_id ${IN('products')}`);
  await touched(tx, `DELETE FROM product_colors WHERE product_id ${IN('products')}`);
  const products = await touched(tx, `DELETE FROM products WHERE id ${IN('products')}`);
  await touched(tx, `DELETE FROM service_areas WHERE seller_id ${IN('sellers')}`);
  await urlsOf('sellers', 'sellers', ['logo_url']);
  const sellers = await touched(tx, `DELETE FROM sellers WHERE id ${IN('sellers')}`);
  const shoppers = await touched(tx, `DELETE FROM customers WHERE id ${IN('customers')}`);
  const operators = await touched(tx, `DELETE FROM admins WHERE id ${IN('admins')}`);
  const coupons = await touched(tx, `DELETE FROM coupons WHERE id ${IN('coupons')}`);
  const keptCoupons = await touched(
    tx,
    `UPDATE coupons SET is_active = false WHERE id ${IN('kept_coupons')}`,
  );
  return { offers, banners, products, sellers, shoppers, operators, coupons, keptCoupons };
}

/**
 * The demo's category tree and brands, but what the shop's own rows (a product, a banner, a
 * category of the operator's) still use: those are kept and become the shop's.
 */
async function removeTreeAndBrands(tx: Executor, files: DemoFiles) {
  let categories = await touched(
    tx,
    `DELETE FROM sub_categories WHERE id ${DEMO_IDS('sub_categories')}
       AND NOT EXISTS (SELECT 1 FROM products WHERE sub_category_id = sub_categories.id)`,
  );
  const unused = `SELECT id FROM categories WHERE id ${DEMO_IDS('categories')}
       AND NOT EXISTS (SELECT 1 FROM products WHERE category_id = categories.id)
       AND NOT EXISTS (SELECT 1 FROM sub_categories WHERE category_id = categories.id)`;
  await touched(tx, `DELETE FROM menu_entries WHERE category_id IN (${unused})`);
  categories += await touched(tx, `DELETE FROM categories WHERE id IN (${unused})`);
  const unusedMain = `SELECT id FROM main_categories WHERE id ${DEMO_IDS('main_categories')}
       AND NOT EXISTS (SELECT 1 FROM products WHERE main_category_id = main_categories.id)
       AND NOT EXISTS (SELECT 1 FROM categories WHERE main_category_id = main_categories.id)
       AND NOT EXISTS (SELECT 1 FROM home_banners WHERE main_category_id = main_categories.id)`;
  await touched(tx, `DELETE FROM menu_entries WHERE main_category_id IN (${unusedMain})`);
  files.mediaUrls.push(
    ...(await textColumn(
      tx,
      `SELECT image_url AS value FROM main_categories WHERE id IN (${unusedMain})`,
    )),
  );
  categories += await touched(tx, `DELETE FROM main_categories WHERE id IN (${unusedMain})`);

  const unusedBrands = `SELECT id FROM brands WHERE id ${DEMO_IDS('brands')}
       AND NOT EXISTS (SELECT 1 FROM products WHERE brand_id = brands.id)`;
  files.mediaUrls.push(
    ...(await textColumn(tx, `SELECT logo_url AS value FROM brands WHERE id IN (${unusedBrands})`)),
  );
  const brands = await touched(tx, `DELETE FROM brands WHERE id IN (${unusedBrands})`);
  // Rows that were recorded but are gone already (removed by the operator) are not "kept".
  const keptCategories = await countOf(
    tx,
    `SELECT id FROM sub_categories WHERE id ${DEMO_IDS('sub_categories')}
     UNION ALL SELECT id FROM categories WHERE id ${DEMO_IDS('categories')}
     UNION ALL SELECT id FROM main_categories WHERE id ${DEMO_IDS('main_categories')}`,
  );
  const keptBrands = await countOf(tx, `SELECT id FROM brands WHERE id ${DEMO_IDS('brands')}`);
  return { categories, brands, keptCategories, keptBrands };
}

/**
 * Removes the demo: every row recorded in demo_rows and what hangs from them, in one transaction
 * with its audit row, then the files. Throws NoDemoDataError (nothing changed) on a shop that
 * holds no demo, DemoRemovalRefused when removing it would lose the shop's own business.
 */
export async function removeDemo(
  db: Database,
  deps: { storage: Storage; clock: Clock; actor: Actor },
): Promise<DemoRemovalSummary> {
  const files: DemoFiles = { mediaUrls: [], mediaFolders: [], objectKeys: [] };
  const rows = await db.transaction(async (tx) => {
    const recorded = await countDemoRows(tx);
    if (recorded.size === 0) throw new NoDemoDataError();
    await makeDemoSets(tx);
    await refuseWhenUnsafe(tx);
    const ordersOfOtherShoppers = await countOf(
      tx,
      `SELECT 1 FROM orders WHERE id ${IN('orders')} AND customer_id NOT ${IN('customers')}`,
    );
    await removeMoneyAndMessages(tx, files);
    const orders = await removeOrders(tx, files);
    await removeShoppers(tx);
    const catalogue = await removeCatalogue(tx, files);
    const tree = await removeTreeAndBrands(tx, files);
    // The demo's company and grievance officer are not the shop's: emptied, so doctor asks for them.
    await clearEntitySettings(tx);
    await touched(tx, 'DELETE FROM demo_rows');
    const summary: Omit<DemoRemovalSummary, 'files'> = {
      removed: {
        operators: catalogue.operators,
        shoppers: catalogue.shoppers,
        sellers: catalogue.sellers,
        products: catalogue.products,
        orders: orders.orders,
        ordersOfOtherShoppers,
        invoices: orders.invoices,
        reviews: orders.reviews,
        coupons: catalogue.coupons,
        banners: catalogue.banners,
        offers: catalogue.offers,
        categories: tree.categories,
        brands: tree.brands,
      },
      kept: {
        categories: tree.keptCategories,
        brands: tree.keptBrands,
        coupons: catalogue.keptCoupons,
      },
    };
    await audit(tx, {
      actor: deps.actor,
      action: 'demo.remove',
      target: 'demo',
      details: summary,
      at: deps.clock.now(),
    });
    return summary;
  });
  // After the commit: the suggestions forget the demo's words, and its files go.
  await refreshSearchVocabulary(db);
  const removedFiles = await removeDemoFiles(db, deps.storage, files);
  return { ...rows, files: removedFiles };
}
