// What the settlement run's tests start from (modules/settlement/): a seller linked to Route's
// stand-in as payout onboarding leaves it, and a seller's part of an order delivered.
import { eq } from 'drizzle-orm';
import type { ShipmentBody } from '@haat/contract';
import { sellerPayoutAccounts, sellers } from '../src/db/schema/index.ts';
import { DEMO_SHOP_MODE } from '../src/lib/shop-mode.ts';
import { recordShipment } from '../src/modules/orders/index.ts';
import { createRazorpayRouteApi, type RouteApi } from '../src/modules/seller-payouts/index.ts';
import type { SettlementDependencies } from '../src/modules/settlement/index.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { TEST_CAPTCHA } from './orders.fixtures.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from './razorpay-stand-in.ts';
import { twoSellersProducts, type ProductRow } from './two-seller-orders.fixtures.ts';
import { allowingForLoad } from './waiting.ts';

/**
 * A settlement test's world: Razorpay's stand-in, the app with the return window and the webhook
 * secret, Route's API on the stand-in, two sellers' products with both sellers linked, and the
 * run's dependencies on the test's clock (two parts a batch: the run pages through parts and
 * transfers as it would through thousands).
 */
export async function startSettlementWorld(input: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  windowDays: number;
  clock: { now(): Date };
  /** More settings (a courier's stand-in), and the app on the run's clock too. */
  env?: Record<string, string>;
  appOnClock?: boolean;
}): Promise<{
  t: TestApp;
  razorpay: RazorpayStandIn;
  route: RouteApi;
  p1: ProductRow;
  p2: ProductRow;
  deps: SettlementDependencies;
}> {
  const razorpay = await startRazorpayStandIn({ keyId: input.keyId, keySecret: input.keySecret });
  const t = await createTestApp({
    env: {
      HAAT_TEST_CAPTCHA: TEST_CAPTCHA,
      RETURN_WINDOW_DAYS: String(input.windowDays),
      RAZORPAY_WEBHOOK_SECRET: input.webhookSecret,
      ...input.env,
    },
    ...(input.appOnClock ? { clock: input.clock } : {}),
  });
  const route = createRazorpayRouteApi({
    baseUrl: razorpay.url,
    keyId: input.keyId,
    keySecret: input.keySecret,
    timeoutMs: allowingForLoad(10_000),
  });
  const [p1, p2] = await twoSellersProducts(t);
  await linkSeller(t, route, p1!.sellerId, input.clock.now());
  await linkSeller(t, route, p2!.sellerId, input.clock.now());
  const deps: SettlementDependencies = {
    db: t.db,
    route,
    clock: input.clock,
    shop: DEMO_SHOP_MODE,
    returnWindowDays: input.windowDays,
    batchSize: 2,
  };
  return { t, razorpay, route, p1: p1!, p2: p2!, deps };
}

/** The seller's Route linked account, made at the stand-in, and its row `linked`; answers its id. */
export async function linkSeller(
  t: TestApp,
  route: RouteApi,
  sellerId: string,
  now: Date,
): Promise<string> {
  const [seller] = await t.db.select().from(sellers).where(eq(sellers.id, sellerId));
  const pan = seller!.gstin.slice(2, 12);
  const account = await route.createAccount(
    {
      referenceId: sellerId.slice(0, 20),
      email: seller!.email,
      phone: seller!.mobile,
      legalBusinessName: seller!.shopName,
      businessType: 'proprietorship',
      contactName: `${seller!.firstName} ${seller!.lastName}`,
      address: {
        street1: seller!.address,
        city: seller!.city,
        state: seller!.state,
        postalCode: seller!.pincode,
      },
      pan,
      gstin: seller!.gstin,
    },
    `haat-account-${sellerId}`,
  );
  await route.createStakeholder(account.id, { name: seller!.shopName, email: seller!.email, pan });
  const product = await route.requestProduct(account.id);
  await route.updateProduct(account.id, product.id, {
    accountNumber: '123456789012',
    ifscCode: 'HDFC0000317',
    beneficiaryName: seller!.shopName,
  });
  await t.db.insert(sellerPayoutAccounts).values({
    sellerId,
    status: 'linked',
    businessType: 'proprietorship',
    panSealed: 'sealed',
    panLast: pan.slice(-4),
    bankAccountSealed: 'sealed',
    bankAccountLast: '9012',
    ifsc: 'HDFC0000317',
    accountHolderName: seller!.shopName,
    routeAccountId: account.id,
    submittedAt: now,
    linkedAt: now,
  });
  return account.id;
}

/** The seller's part of the order packed, shipped and delivered at `now`. */
export async function deliverPart(t: TestApp, orderId: string, sellerId: string, now: Date) {
  for (const state of ['Packed', 'Shipped', 'Delivered'] as const) {
    const body: ShipmentBody =
      state === 'Shipped'
        ? { state, courier: 'Delhivery', trackingNumber: '123456789012' }
        : { state };
    await recordShipment(t.db, {
      orderId,
      sellerId,
      body,
      actor: `seller:${sellerId}`,
      now,
      shop: DEMO_SHOP_MODE,
    });
  }
}
