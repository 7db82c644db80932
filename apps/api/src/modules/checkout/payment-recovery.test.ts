// A prepaid order whose transaction committed but whose process died before the payment link was
// made: nothing will ever pay it, and it holds stock. The expiry sweep, which runs in
// every mode and once at start, gives the stock back after the (configurable) payment window.
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckoutAnswerSchema } from '@haat/contract';
import { createTestClock, MINUTE } from '../../../test/accounts.ts';
import { UNTIL } from '../../../test/waiting.ts';
import {
  buildAppOn,
  createCustomerWithAddress,
  createTestApp,
  signInAs,
  type TestApp,
} from '../../../test/helper.ts';
import { loadConfig } from '../../config.ts';
import { orders, products } from '../../db/schema/index.ts';
import { placeOrder } from './place-order.service.ts';

const clock = createTestClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { PAYMENT_WINDOW_MINUTES: '2' } });
});
afterAll(() => t.close());

async function readStock(productId: string): Promise<number> {
  const [row] = await t.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

describe('an order left without a payment link by a crash', () => {
  it('gives its stock back once its window passes, at the next start', async () => {
    const [product] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.hasVariants, false), gt(products.stock, 10)))
      .limit(1);
    const { customerId, addressId } = await createCustomerWithAddress(t, 91);
    const headers = await signInAs(t, customerId);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/customer/cart',
      headers,
      payload: { productID: product!.id, colorID: '0', sizeID: '0', pieces: 2 },
    });
    expect(added.statusCode).toBe(200);
    const summary = CheckoutAnswerSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/customer/order-checkout/${addressId}/prepaid`,
          headers,
        })
      ).json(),
    ).data;
    const stockBefore = await readStock(product!.id);

    // The process "dies" while asking the gateway for a link: the order is committed, the link
    // never comes (this promise is left pending on purpose).
    void placeOrder(t.db, {
      customerId,
      body: { ...summary, paymentType: 'prepaid', idempotencyKey: 'crash-before-link-91' },
      language: 'en',
      now: clock.now(),
      platformChargePaise: t.config.platformChargePaise,
      codLimitPaise: t.config.codLimitPaise,
      paymentWindowMs: t.config.payments.windowMs,
      startPayment: () => new Promise(() => undefined),
      whatsapp: t.config.whatsapp,
    });
    const placed = async () =>
      (await t.db.select().from(orders).where(eq(orders.customerId, customerId)))[0];
    const order = await vi.waitFor(async () => {
      const row = await placed();
      expect(row).toBeDefined();
      return row!;
    }, UNTIL);
    expect(order).toMatchObject({ paymentStatus: 'pending', paymentUrl: null });
    expect(order.paymentExpiresAt!.getTime() - order.createdAt.getTime()).toBe(2 * MINUTE);
    expect(await readStock(product!.id)).toBe(stockBefore - 2);

    // The server comes back three minutes later: its sweep at start releases the order.
    clock.advance(3 * MINUTE);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' });
    // The whole app, as main.ts builds it: its background jobs start with it.
    const restarted = await buildAppOn(t.db, { config, clock });
    try {
      await vi.waitFor(async () => expect((await placed())!.paymentStatus).toBe('failed'), UNTIL);
      expect(await placed()).toMatchObject({
        paymentStatus: 'failed',
        cancelReason: 'Payment not completed in time.',
      });
      expect(await readStock(product!.id)).toBe(stockBefore);
    } finally {
      await restarted.close();
    }
  });
});
