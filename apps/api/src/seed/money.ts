// The demo's sellers' money (the payouts' demo seed): commission rules, a month of delivered orders
// across every seller (money-orders.ts) with a line cancelled before shipping and returns, the
// sellers' payout onboarding (all but one linked to the sandbox's Route, that one without a PAN),
// then the ledger posted, the closed month's TCS trued up and a settlement run in the sandbox, so
// every seller's statement shows sales, withholdings, payouts with their UTRs, holds and payable.
// Everything it writes hangs from a demo seller, order or shopper, or is recorded in demo_rows,
// so `demo:remove` takes it away (docs/decisions/seller-money.md "The demo's month").
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { RETURN_WINDOW_DAYS_DEFAULT } from '@haat/contract';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { sealText } from '../lib/sealed-text.ts';
import { DEMO_SHOP_MODE } from '../lib/shop-mode.ts';
import { cancelLinesByCustomer } from '../modules/orders/index.ts';
import { postSellerMoney, recordSellerPan, trueUpClosedMonths } from '../modules/payouts/index.ts';
import { runSettlement } from '../modules/settlement/index.ts';
import {
  createSandboxRouteApi,
  reconcileTransfers,
  type RouteApi,
} from '../modules/seller-payouts/index.ts';
import { payBack, seedAfterSales } from './after-sale.ts';
import { recordDemoRows } from './demo-mark.ts';
import { demoRows } from './demo-rows.schema.ts';
import { insertRows } from './insert-rows.ts';
import {
  buildMoneyOrders,
  previousMonthStart,
  type MoneyProduct,
  type MoneySeller,
} from './money-orders.ts';
import { commissionRules, DEMO_RULE_IDS, MONEY_ADDRESSES } from './money-data.ts';
import { OTHER_SHOPPERS } from './orders-data.ts';
import { SELLERS } from './people-data.ts';
import { createRandom, DEMO_SEED } from './random.ts';
import { sellerId } from './taxonomy.ts';

/** What sealing the sellers' PAN and bank account needs (lib/sealed-text.ts). */
export type MoneySealing = Pick<Config, 'jwtSecret' | 'dataDir' | 'refundDetailsKey'>;

export interface MoneySeedInput {
  readonly now: Date;
  readonly sealing: MoneySealing;
  readonly adminId: string;
  /** The Route the settlement run speaks to; the sandbox's (kept in `db`) by default. */
  readonly route?: RouteApi;
}

export interface MoneySeedSummary {
  readonly orders: number;
  readonly ledgerEntries: number;
  readonly transfers: number;
}

const DAY_MS = 86_400_000;
const PRODUCTS_PER_SELLER = 3;
/** The demo seller who has not started payout onboarding: no PAN on file (TDS 5 %), money kept. */
export const SELLER_WITHOUT_PAYOUT_ACCOUNT = sellerId(SELLERS[2]!);

const BUSINESS_TYPE_BY_PAN_LETTER = {
  P: 'proprietorship',
  F: 'partnership',
  C: 'private_limited',
} as const;

/**
 * Writes the demo's month of sellers' money on a seeded demo shop (the catalogue, sellers and
 * shoppers of seedDemoData): deterministic for a given `now`, except the sealed texts' nonces and
 * the sandbox Route's ids.
 */
export async function seedDemoMoney(
  db: Database,
  input: MoneySeedInput,
): Promise<MoneySeedSummary> {
  const { now } = input;
  const route = input.route ?? createSandboxRouteApi(db);
  const random = createRandom(DEMO_SEED).fork('money');
  const sellerRows = await db.select().from(schema.sellers).orderBy(asc(schema.sellers.id));
  const customerRows = await db
    .select()
    .from(schema.customers)
    .where(
      inArray(
        schema.customers.id,
        OTHER_SHOPPERS.map((shopper) => shopper.id),
      ),
    );

  await insertRows(db, schema.commissionRules, commissionRules(now));

  // Each shopper's own address, and one more in the states of sellers no shopper lives in.
  const pincodes = await db
    .select()
    .from(schema.pincodes)
    .where(
      inArray(
        schema.pincodes.pincode,
        MONEY_ADDRESSES.map((seed) => seed.pincode),
      ),
    );
  const own = await db
    .select()
    .from(schema.addresses)
    .where(
      inArray(
        schema.addresses.customerId,
        OTHER_SHOPPERS.map((shopper) => shopper.id),
      ),
    );
  const added = MONEY_ADDRESSES.flatMap((seed) => {
    const shopper = OTHER_SHOPPERS[seed.shopper];
    const customer = customerRows.find((row) => row.id === shopper?.id);
    const place = pincodes.find((row) => row.pincode === seed.pincode);
    if (!shopper || !customer || !place) return [];
    return [
      {
        id: `addr_${shopper.id.replace(/^cus_/, '')}_${seed.key}`,
        customerId: shopper.id,
        name: `${customer.firstName} ${customer.lastName}`,
        mobile: customer.mobile,
        alternateMobile: '',
        pincode: seed.pincode,
        landmark: seed.landmark,
        address: seed.address,
        city: place.district,
        state: place.state,
        country: 'India',
        createdAt: new Date(previousMonthStart(now).getTime() - 30 * DAY_MS),
      },
    ];
  });
  await insertRows(db, schema.addresses, added);
  const everywhere = [...own, ...added];
  const addressesByState = new Map(everywhere.map((row) => [row.state, row]));

  const sellers: MoneySeller[] = [];
  for (const seller of sellerRows) {
    const seed = SELLERS.find((candidate) => sellerId(candidate) === seller.id);
    sellers.push({
      id: seller.id,
      state: seller.state,
      shipsOnlyTo: seed?.shipsOnlyTo ?? null,
      products: await productsOf(db, seller.id),
    });
  }

  const month = buildMoneyOrders({
    now,
    sellers,
    addressesByState,
    elsewhere: everywhere,
    adminId: input.adminId,
    random,
  });
  await db.transaction(async (tx) => {
    await insertRows(tx, schema.orders, month.orders);
    await insertRows(tx, schema.orderLines, month.lines);
    await insertRows(tx, schema.orderEvents, month.events);
    await insertRows(tx, schema.orderShipments, month.shipments);
  });

  // A line cancelled before it shipped, paid back; then the rest of the order is delivered.
  for (const cancel of month.partialCancels) {
    await cancelLinesByCustomer(db, {
      customerId: cancel.customerId,
      orderId: cancel.orderId,
      lineIds: [cancel.lineId],
      reason: 'Bought one at a shop nearby.',
      fees: { shipped: 0, outForDelivery: 0 },
      now: cancel.at,
    });
    await payBack(db, cancel.orderId, new Date(cancel.at.getTime() + 5 * 60_000));
    const delivery = month.deferred.get(cancel.orderId);
    if (!delivery) continue;
    const kept = new Set(
      (
        await db
          .select({
            sellerId: schema.orderLines.sellerId,
            cancelledAt: schema.orderLines.cancelledAt,
          })
          .from(schema.orderLines)
          .where(eq(schema.orderLines.orderId, cancel.orderId))
      )
        .filter((line) => line.cancelledAt === null)
        .map((line) => line.sellerId),
    );
    const deliveredAt = delivery.events.at(-1)?.at ?? now;
    await db.transaction(async (tx) => {
      await insertRows(tx, schema.orderEvents, delivery.events);
      await insertRows(
        tx,
        schema.orderShipments,
        delivery.shipments.filter((parcel) => kept.has(parcel.sellerId)),
      );
      await tx
        .update(schema.orders)
        .set({ status: 4, shippingStatus: 'Delivered', updatedAt: deliveredAt })
        .where(eq(schema.orders.id, cancel.orderId));
    });
  }
  await seedAfterSales(db, { orders: month.afterSales, adminId: input.adminId });

  await onboardSellers(db, { sellers: sellerRows, sealing: input.sealing, route, now });

  const posting = {
    db,
    shop: DEMO_SHOP_MODE,
    clock: { now: () => now },
    returnWindowDays: RETURN_WINDOW_DAYS_DEFAULT,
  };
  const ledgerEntries = await postSellerMoney(posting);
  await trueUpClosedMonths(db, now);
  const run = await runSettlement({ ...posting, route });
  // The sandbox settles a released transfer at once; its UTR reaches our rows as reconciliation
  // reads Razorpay's listing with settlements (Route's webhook is not sent in the sandbox).
  await reconcileTransfers(
    { db, route, clock: posting.clock },
    { since: new Date(previousMonthStart(now).getTime() - 30 * DAY_MS) },
  );
  // The month's orders are the demo's; so are its shop-wide commission rules.
  await recordDemoRows(db);
  await insertRows(
    db,
    demoRows,
    DEMO_RULE_IDS.map((rowId) => ({ tableName: 'commission_rules', rowId })),
  );
  return {
    orders: month.orders.length,
    ledgerEntries,
    transfers: run.outcome === 'done' ? run.tally.transferred : 0,
  };
}

/**
 * The first products of a seller that are in stock, as an order line copies them: a flat
 * product, or a variant product's first size in stock with its colour.
 */
async function productsOf(db: Database, seller: string): Promise<MoneyProduct[]> {
  const rows = await db
    .select()
    .from(schema.products)
    .where(and(eq(schema.products.sellerId, seller), gt(schema.products.stock, 10)))
    .orderBy(asc(schema.products.id))
    .limit(PRODUCTS_PER_SELLER * 4);
  const chosen: MoneyProduct[] = [];
  for (const product of rows) {
    if (chosen.length === PRODUCTS_PER_SELLER) break;
    const [size] = product.hasVariants
      ? await db
          .select({ size: schema.productSizes, colour: schema.productColors })
          .from(schema.productSizes)
          .innerJoin(schema.productColors, eq(schema.productColors.id, schema.productSizes.colorId))
          .where(
            and(eq(schema.productSizes.productId, product.id), gt(schema.productSizes.stock, 5)),
          )
          .orderBy(asc(schema.productSizes.sortOrder), asc(schema.productSizes.id))
          .limit(1)
      : [undefined];
    if (product.hasVariants && !size) continue;
    const [image] = await db
      .select({ url: schema.productImages.url })
      .from(schema.productImages)
      .where(eq(schema.productImages.productId, product.id))
      .orderBy(asc(schema.productImages.sortOrder))
      .limit(1);
    chosen.push({
      id: product.id,
      sellerId: product.sellerId,
      title: product.title,
      titleHi: product.titleHi ?? null,
      hsnCode: product.hsnCode,
      gstRatePercent: product.gstRatePercent,
      mrpPaise: size?.size.mrpPaise ?? product.mrpPaise,
      salePaise: size?.size.salePaise ?? product.salePaise,
      colorId: size?.colour.id ?? '0',
      colorName: size?.colour.name ?? null,
      colorNameHi: size?.colour.nameHi ?? null,
      sizeId: size?.size.id ?? '0',
      sizeName: size?.size.name ?? null,
      weight: product.weight ?? null,
      weightUnit: product.weightUnit ?? null,
      imageUrl: image?.url ?? '',
    });
  }
  return chosen;
}

/** Every demo seller's payout details, approved and linked, but one who has not started. */
async function onboardSellers(
  db: Database,
  input: {
    sellers: readonly (typeof schema.sellers.$inferSelect)[];
    sealing: MoneySealing;
    route: RouteApi;
    now: Date;
  },
): Promise<void> {
  const source = { config: input.sealing, db };
  const since = new Date(previousMonthStart(input.now).getTime() - 20 * DAY_MS);
  for (const [index, seller] of input.sellers.entries()) {
    const seed = SELLERS.find((candidate) => sellerId(candidate) === seller.id);
    if (!seed || seller.id === SELLER_WITHOUT_PAYOUT_ACCOUNT) continue;
    const letter = seed.pan.charAt(3) as keyof typeof BUSINESS_TYPE_BY_PAN_LETTER;
    const businessType = BUSINESS_TYPE_BY_PAN_LETTER[letter] ?? 'partnership';
    const bankAccount = `5010${String(20_481_730 + index * 7_919).padStart(10, '0')}`;
    const holder = seller.shopName;
    const account = await input.route.createAccount(
      {
        referenceId: seller.id.slice(0, 20),
        email: seller.email,
        phone: seller.mobile.replace(/\D/g, '').slice(-10),
        legalBusinessName: seller.shopName,
        businessType,
        contactName: `${seller.firstName} ${seller.lastName}`.trim(),
        address: {
          street1: seller.address,
          city: seller.city,
          state: seller.state,
          postalCode: seller.pincode,
        },
        pan: seed.pan,
        gstin: seller.gstin,
      },
      `haat-linked-account-${seller.id}`,
    );
    const stakeholder = await input.route.createStakeholder(account.id, {
      name: holder,
      email: seller.email,
      pan: seed.pan,
    });
    const product = await input.route.requestProduct(account.id);
    await input.route.updateProduct(account.id, product.id, {
      accountNumber: bankAccount,
      ifscCode: 'HDFC0000123',
      beneficiaryName: holder,
    });
    const [panSealed, bankAccountSealed] = await Promise.all([
      sealText(source, seed.pan),
      sealText(source, bankAccount),
    ]);
    await insertRows(db, schema.sellerPayoutAccounts, [
      {
        sellerId: seller.id,
        status: 'linked',
        businessType,
        panSealed,
        panLast: seed.pan.slice(-4),
        bankAccountSealed,
        bankAccountLast: bankAccount.slice(-4),
        ifsc: 'HDFC0000123',
        accountHolderName: holder,
        routeAccountId: account.id,
        routeStakeholderId: stakeholder.id,
        routeProductId: product.id,
        settlementsConfigured: true,
        linkAttempts: 1,
        submittedAt: since,
        decidedAt: since,
        linkedAt: since,
      },
    ]);
    // The PAN approval records is the one TDS reads (0.1 % rather than 5 %).
    await recordSellerPan(db, seller.id, seed.pan, since);
  }
}
