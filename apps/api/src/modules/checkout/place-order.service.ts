// Order placement (docs/spec.md §4, docs/decisions/product-owner.md), as named steps inside one
// transaction: lock the customer's cart, answer a repeated submit with its first order, recompute
// the quote, refuse what does not hold (delivery, COD rules, coupon, figures that differ), take
// stock, write the order, count the coupon use, empty the cart. Payment starts after the commit.
import type { LanguageCode } from '@haat/contract/constants';
import { createHash, randomBytes } from 'node:crypto';
import { formatInr, rupeesToPaise } from '@haat/india';
import type { AddOrderBody, AddOrderAnswer } from '@haat/contract';
import type { Database, Executor } from '../../db/client.ts';
import { transactWithRetry } from '../../db/transaction-retry.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { newId, newOrderId } from '../../lib/ids.ts';
import { emptyCart, lockCartVersion, titleIn } from '../cart/index.ts';
import { lineKeyOf, takeStock } from '../catalog/index.ts';
import { recordWhatsAppChoice, type WhatsAppConfig } from '../whatsapp/index.ts';
import { COUPON_PREPAID_ONLY } from './coupon.service.ts';
import { verifyCaptcha } from './captcha.service.ts';
import {
  claimCouponUse,
  insertOrder,
  insertOrderEvent,
  insertOrderLines,
  insertRedemption,
  selectOrderByIdempotencyKey,
} from './checkout.repository.ts';
import { buildQuote, type Quote } from './quote.service.ts';
import {
  answerPlacedOrder,
  awaitPaymentLink,
  neverReachedGateway,
  releaseIdempotencyKey,
  type StartPayment,
  type StoredOrder,
} from './payment-start.service.ts';

export interface PlaceOrderInput {
  customerId: string;
  body: AddOrderBody;
  /** The storefront page's language, from the request (its messages are written in it). */
  language: LanguageCode;
  now: Date;
  platformChargePaise: number;
  codLimitPaise: number;
  /** How long a prepaid order waits for its payment (PAYMENT_WINDOW_MINUTES). */
  paymentWindowMs: number;
  startPayment: StartPayment;
  /** Whether the shop sends WhatsApp updates (the order may carry the shopper's choice of them). */
  whatsapp: WhatsAppConfig;
}

async function assertCaptcha(db: Executor, input: PlaceOrderInput): Promise<void> {
  const { body } = input;
  if (body.paymentType !== 'cod') return;
  const isMatch = await verifyCaptcha(db, {
    captchaId: body.captchaID ?? '',
    answer: body.captcha ?? '',
    customerId: input.customerId,
    now: input.now,
  });
  if (!isMatch)
    throw new AppError('VALIDATION_FAILED', 'Captcha Not Match.', {
      captcha: 'Captcha Not Match.',
    });
}

function assertDeliverable(quote: Quote, language: LanguageCode): void {
  if (quote.lines.length === 0) throw new AppError('CONFLICT', 'Your cart is empty.');
  const stuck = quote.lines.find((line) => !line.isDeliverable);
  if (stuck)
    throw new AppError(
      'PINCODE_NOT_SERVICEABLE',
      `${titleIn(language, stuck.item)}: This Item Is Not Deliverable At Selected Address`,
    );
}

function assertPaymentRules(quote: Quote, input: PlaceOrderInput): void {
  const { body } = input;
  if (body.paymentType === 'cod') {
    if (body.couponeid)
      throw new AppError('VALIDATION_FAILED', COUPON_PREPAID_ONLY, {
        couponeid: COUPON_PREPAID_ONLY,
      });
    if (quote.totals.payablePaise > input.codLimitPaise) {
      throw new AppError(
        'CONFLICT',
        `Cash on delivery is available for orders up to ${formatInr(input.codLimitPaise)}. Please pay online.`,
      );
    }
  }
  if (quote.coupon && !quote.coupon.ok) {
    throw new AppError('CONFLICT', quote.coupon.reason, { couponeid: quote.coupon.reason });
  }
}

/** The client's figures must equal the server's; anything else means prices moved (or tampering). */
function assertSameFigures(quote: Quote, body: AddOrderBody): void {
  const { totals } = quote;
  const pairs: Array<[number, number]> = [
    [body.sub_total, totals.subtotalPaise],
    [body.shippingCharges, totals.shippingPaise],
    [body.plateformCharges, totals.platformPaise],
    [body.total, totals.totalPaise],
    [body.couponeamount, totals.discountPaise],
    [body.payableamount, totals.payablePaise],
  ];
  if (pairs.some(([rupees, paise]) => rupeesToPaise(rupees) !== paise)) {
    throw new AppError(
      'PRICE_CHANGED',
      `The order total has changed to ${formatInr(totals.payablePaise)}. Please review your order and place it again.`,
    );
  }
}

async function takeAllStock(db: Executor, quote: Quote, language: LanguageCode): Promise<void> {
  const short = await takeStock(
    db,
    quote.lines.map((line) => ({ key: line.item.key, pieces: line.pieces })),
  );
  if (short) {
    const line = quote.lines.find(
      (candidate) => lineKeyOf(candidate.item.key) === lineKeyOf(short),
    );
    const title = line ? titleIn(language, line.item) : 'an item in your cart';
    throw new AppError('OUT_OF_STOCK', `Sorry, ${title} has just gone out of stock.`);
  }
}

async function writeOrder(
  db: Executor,
  quote: Quote,
  input: PlaceOrderInput,
  request: { idempotencyKey: string; fingerprint: string },
): Promise<StoredOrder> {
  const { body, customerId, now } = input;
  const isPrepaid = body.paymentType === 'prepaid';
  const isFree = quote.totals.payablePaise === 0;
  const orderId = newOrderId();
  const { address } = quote;
  const order = {
    id: orderId,
    customerId,
    trackingId: randomBytes(18).toString('base64url'),
    paymentType: body.paymentType,
    language: input.language,
    paymentStatus: isPrepaid ? (isFree ? 'paid' : 'pending') : 'cod',
    status: 1,
    shippingStatus: 'Placed',
    shippingAddress: {
      id: address.id,
      name: address.name,
      mobile: address.mobile,
      alternateMobile: address.alternateMobile,
      pincode: address.pincode,
      landmark: address.landmark,
      address: address.address,
      city: address.city,
      state: address.state,
      country: address.country,
    },
    subtotalPaise: quote.totals.subtotalPaise,
    shippingPaise: quote.totals.shippingPaise,
    platformPaise: quote.totals.platformPaise,
    discountPaise: quote.totals.discountPaise,
    totalPaise: quote.totals.totalPaise,
    payablePaise: quote.totals.payablePaise,
    couponId: quote.coupon?.ok ? quote.coupon.couponId : null,
    idempotencyKey: request.idempotencyKey,
    requestFingerprint: request.fingerprint,
    paymentExpiresAt: isPrepaid && !isFree ? new Date(now.getTime() + input.paymentWindowMs) : null,
    createdAt: now,
    updatedAt: now,
  } as const;
  await insertOrder(db, order);
  await insertOrderLines(
    db,
    quote.lines.map((line) => ({
      id: newId('ol'),
      orderId,
      productId: line.item.key.productId,
      sellerId: line.item.sellerId,
      colorId: line.item.key.colorId,
      sizeId: line.item.key.sizeId,
      title: line.item.title,
      titleHi: line.item.titleHi,
      colorName: line.item.colorName,
      colorNameHi: line.item.colorNameHi,
      sizeName: line.item.sizeName,
      imageUrl: line.item.imageUrl,
      hsnCode: line.item.hsnCode,
      gstRatePercent: line.item.gstRatePercent,
      mrpPaise: line.item.mrpPaise,
      unitPricePaise: line.item.salePaise,
      pieces: line.pieces,
      lineTotalPaise: line.item.salePaise * line.pieces,
      weight: line.item.weight,
      weightUnit: line.item.weightUnit,
    })),
  );
  await insertOrderEvent(db, {
    id: newId('evt'),
    orderId,
    state: 'Placed',
    actor: `customer:${customerId}`,
    at: now,
  });
  if (quote.coupon?.ok) {
    if (!(await claimCouponUse(db, quote.coupon.couponId)))
      throw new AppError('CONFLICT', 'This coupon has been fully redeemed.');
    await insertRedemption(db, {
      id: newId('red'),
      couponId: quote.coupon.couponId,
      customerId,
      orderId,
      createdAt: now,
    });
  }
  return {
    ...order,
    paymentProvider: null,
    paymentReference: null,
    paymentUrl: null,
    cancelReason: null,
    refundDuePaise: 0,
    refundedPaise: 0,
    refundedAt: null,
    refundReference: null,
    cancelFeePaise: 0,
    returnToOrigin: null,
    returnedToOriginAt: null,
  };
}

export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This order was already placed with other details. Reload the checkout page to place a new one.';

/**
 * What a placing request asks for, as a hash: address, payment type, coupon and every figure.
 * The captcha is proof of a person, not part of the order, and the product list is never trusted.
 */
export function fingerprintOrderRequest(body: AddOrderBody): string {
  const asked = [
    body.addressID,
    body.paymentType,
    (body.couponeid ?? '').trim().toUpperCase(),
    body.sub_total,
    body.shippingCharges,
    body.plateformCharges,
    body.total,
    body.couponeamount,
    body.payableamount,
  ];
  return createHash('sha256').update(JSON.stringify(asked)).digest('base64url');
}

/** A repeat of the same key must be the same request; another body under it is a client bug. */
function assertSameRequest(order: StoredOrder, fingerprint: string): void {
  if (order.requestFingerprint !== null && order.requestFingerprint !== fingerprint) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE);
  }
}

export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<AddOrderAnswer> {
  await assertCaptcha(db, input);
  const fingerprint = fingerprintOrderRequest(input.body);
  let created: StoredOrder;
  try {
    const outcome = await transactWithRetry(db, async (tx) => {
      const cartVersion = await lockCartVersion(tx, input.customerId);
      const idempotencyKey = input.body.idempotencyKey ?? `cart-v${cartVersion}`;
      const existing = await selectOrderByIdempotencyKey(tx, input.customerId, idempotencyKey);
      // One that never reached the gateway failed with its goods back: this is a new try.
      if (existing && neverReachedGateway(existing)) {
        await releaseIdempotencyKey(tx, existing);
      } else if (existing) {
        assertSameRequest(existing, fingerprint);
        return { kind: 'repeated' as const, order: existing };
      }
      const quote = await buildQuote(tx, {
        customerId: input.customerId,
        addressId: input.body.addressID,
        paymentType: input.body.paymentType,
        couponCode: input.body.couponeid || null,
        platformChargePaise: input.platformChargePaise,
        now: input.now,
      });
      assertDeliverable(quote, input.language);
      assertPaymentRules(quote, input);
      assertSameFigures(quote, input.body);
      await takeAllStock(tx, quote, input.language);
      // Before the order's event is relayed: its own "placed" update already follows the choice.
      if (input.body.whatsappUpdates !== undefined)
        await recordWhatsAppChoice(tx, input.whatsapp, {
          customerId: input.customerId,
          orderUpdates: input.body.whatsappUpdates,
          source: 'checkout',
          now: input.now,
        });
      const order = await writeOrder(tx, quote, input, { idempotencyKey, fingerprint });
      await emptyCart(tx, input.customerId);
      return { kind: 'created' as const, order };
    });
    created =
      outcome.kind === 'repeated' ? await awaitPaymentLink(db, outcome.order) : outcome.order;
  } catch (error) {
    // Two identical submits at once: the second meets the first's idempotency key.
    if (isUniqueViolation(error) && input.body.idempotencyKey) {
      const existing = await selectOrderByIdempotencyKey(
        db,
        input.customerId,
        input.body.idempotencyKey,
      );
      if (!existing) throw error;
      assertSameRequest(existing, fingerprint);
      created = await awaitPaymentLink(db, existing);
    } else {
      throw error;
    }
  }
  return answerPlacedOrder(db, created, input);
}
