// Test support for the payments tests: pending online orders written straight to the database,
// so these tests need nothing of the cart or checkout but their payment functions.
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { orders, paymentEvents } from '../src/db/schema/index.ts';
import { DEMO_CUSTOMER_ID } from '../src/seed/orders.ts';
import { newId, newOrderId } from '../src/lib/ids.ts';

export const TEST_PAYABLE_PAISE = 123_450;

export async function insertPendingOrder(
  db: Database,
  options: { payablePaise?: number; paymentExpiresAt?: Date | null } = {},
): Promise<string> {
  const id = newOrderId();
  const payablePaise = options.payablePaise ?? TEST_PAYABLE_PAISE;
  await db.insert(orders).values({
    id,
    customerId: DEMO_CUSTOMER_ID,
    trackingId: newId('trk'),
    paymentType: 'prepaid',
    paymentStatus: 'pending',
    shippingAddress: {
      name: 'Asha Verma',
      mobile: '9876543210',
      address: 'Flat 302, Ratan Apartments, MI Road',
      city: 'Jaipur',
      state: 'Rajasthan',
      pincode: '302001',
      country: 'India',
    },
    subtotalPaise: payablePaise - 500,
    shippingPaise: 0,
    platformPaise: 500,
    totalPaise: payablePaise,
    payablePaise,
    idempotencyKey: newId('idem'),
    paymentExpiresAt:
      options.paymentExpiresAt === undefined
        ? new Date(Date.now() + 15 * 60_000)
        : options.paymentExpiresAt,
  });
  return id;
}

export async function readOrder(db: Database, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} is missing`);
  return order;
}

export async function readPaymentEvents(db: Database, orderId: string) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
}

/** Splits a gateway link into its path and signature. */
export function splitGatewayUrl(url: string): { path: string; sig: string } {
  const parsed = new URL(url, 'http://localhost');
  return { path: parsed.pathname, sig: parsed.searchParams.get('sig') ?? '' };
}

export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };
