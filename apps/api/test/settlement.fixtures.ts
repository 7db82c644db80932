// What the settlement run's tests start from (modules/settlement/): a seller linked to Route's
// stand-in as payout onboarding leaves it, and a seller's part of an order delivered.
import { eq } from 'drizzle-orm';
import type { ShipmentBody } from '@haat/contract';
import { sellerPayoutAccounts, sellers } from '../src/db/schema/index.ts';
import { DEMO_SHOP_MODE } from '../src/lib/shop-mode.ts';
import { recordShipment } from '../src/modules/orders/index.ts';
import type { RouteApi } from '../src/modules/seller-payouts/index.ts';
import type { TestApp } from './helper.ts';

/** The seller's Route linked account, made at the stand-in, and its row `linked`. */
export async function linkSeller(t: TestApp, route: RouteApi, sellerId: string, now: Date) {
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
