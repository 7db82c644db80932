// Demo people and their history as rows: the demo customer with orders in every shipping state,
// each seller's parcel of them, and a few other shoppers whose delivered orders carry reviews
// (what the orders hold and cost: order-units.ts). The after-sale paths that follow (returns, a
// cancel after shipping) are planned here and taken by after-sale.ts.
import type {
  addresses,
  couponRedemptions,
  customers,
  orderEvents,
  orderLines,
  orderShipments,
  orders,
  refunds,
  reviews,
} from '../db/schema/index.ts';
import type { AfterSaleOrder } from './after-sale.ts';
import {
  AFTER_SALE_ORDERS,
  DEMO_ADDRESSES,
  DEMO_ORDERS,
  OTHER_SHOPPERS,
  REMARKS,
  type AddressSeed,
  type OrderPlan,
  type PersonSeed,
  type ShippingState,
} from './orders-data.ts';
import type { PincodeEntry } from './pincodes.ts';
import type { GeneratedProduct } from './products.ts';
import type { Random } from './random.ts';
import { calculateOrderTotals, sellableUnits, type Unit } from './order-units.ts';
import { seedShipments } from './shipments.ts';

export type { ShippingState } from './orders-data.ts';
export {
  calculateOrderTotals,
  FREE_SHIPPING_FROM_PAISE,
  PLATFORM_CHARGE_PAISE,
  SHIPPING_PER_PIECE_PAISE,
  type OrderTotals,
} from './order-units.ts';

type CustomerRow = typeof customers.$inferInsert;
type AddressRow = typeof addresses.$inferInsert;
type OrderRow = typeof orders.$inferInsert;
type OrderLineRow = typeof orderLines.$inferInsert;
type OrderEventRow = typeof orderEvents.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert;
type CouponRedemptionRow = typeof couponRedemptions.$inferInsert;
type RefundRow = typeof refunds.$inferInsert;
type ShipmentRow = typeof orderShipments.$inferInsert;

export const DEMO_CUSTOMER_ID = 'cus_demo';

export interface PeopleRows {
  readonly customers: CustomerRow[];
  readonly addresses: AddressRow[];
  readonly orders: OrderRow[];
  readonly orderLines: OrderLineRow[];
  readonly orderEvents: OrderEventRow[];
  readonly reviews: ReviewRow[];
  readonly couponRedemptions: CouponRedemptionRow[];
  readonly refunds: RefundRow[];
  readonly orderShipments: ShipmentRow[];
  /** The demo customer's orders whose after-sale paths after-sale.ts takes, once they are written. */
  readonly afterSales: AfterSaleOrder[];
  /** Reviews to add to each product's rating figures. */
  readonly ratingAdditions: Map<string, { sum: number; count: number }>;
}

export interface PeopleInput {
  readonly demo: PersonSeed;
  readonly passwordHashes: ReadonlyMap<string, string>;
  readonly products: readonly GeneratedProduct[];
  readonly directory: ReadonlyMap<string, PincodeEntry>;
  readonly adminId: string;
  readonly random: Random;
  readonly now: Date;
  /** The coupon used by the demo order placed with a coupon. */
  readonly festiveCoupon: {
    readonly id: string;
    readonly percent: number;
    readonly maxDiscountPaise: number;
  };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const STATE_PATH: readonly ShippingState[] = [
  'Placed',
  'Packed',
  'Shipped',
  'Out for delivery',
  'Delivered',
];

/** docs/spec.md §4: 1 active, 4 complete, -1 cancelled. */
function statusCodeOf(state: ShippingState): number {
  if (state === 'Delivered') return 4;
  if (state === 'Cancelled') return -1;
  return 1;
}

export function buildPeople(input: PeopleInput): PeopleRows {
  const { random, now } = input;
  const rows: PeopleRows = {
    customers: [],
    addresses: [],
    orders: [],
    orderLines: [],
    orderEvents: [],
    reviews: [],
    couponRedemptions: [],
    refunds: [],
    orderShipments: [],
    afterSales: [],
    ratingAdditions: new Map(),
  };
  // Tracking numbers from a generator of their own: the orders' picks stay as they were.
  const parcelRandom = random.fork('parcels');
  const passwordHashOf = (id: string): string => {
    const hash = input.passwordHashes.get(id);
    if (hash === undefined) throw new Error(`No password hash prepared for ${id}`);
    return hash;
  };
  const people: PersonSeed[] = [input.demo, ...OTHER_SHOPPERS];
  // Accounts predate their orders: the demo customer joined 90 days ago, the others 60.
  people.forEach((person, index) => {
    const joinedAt = new Date(now.getTime() - (index === 0 ? 90 : 60) * DAY_MS);
    rows.customers.push({
      ...person,
      passwordHash: passwordHashOf(person.id),
      createdAt: joinedAt,
      updatedAt: joinedAt,
    });
  });

  const addressRow = (person: PersonSeed, seed: AddressSeed): AddressRow => {
    const place = input.directory.get(seed.pincode);
    if (place === undefined)
      throw new Error(`Demo address pin code ${seed.pincode} is not in the pin-code directory`);
    return {
      id: `addr_${person.id.replace(/^cus_/, '')}_${seed.key}`,
      customerId: person.id,
      name: `${person.firstName} ${person.lastName}`,
      mobile: person.mobile,
      alternateMobile: '',
      pincode: seed.pincode,
      landmark: seed.landmark,
      address: seed.address,
      city: place.district,
      state: place.state,
      country: 'India',
      createdAt: new Date(now.getTime() - 60 * DAY_MS),
    };
  };
  const demoAddresses = DEMO_ADDRESSES.map((seed) => addressRow(input.demo, seed));
  rows.addresses.push(...demoAddresses);

  const units = sellableUnits(input.products);
  if (units.length === 0) return rows;
  const cheapUnits = units.filter((unit) => unit.unitPricePaise < 40_000);
  let orderNumber = 0;

  const addOrder = (
    customer: PersonSeed,
    address: AddressRow,
    plan: OrderPlan,
    chosen: readonly Unit[],
  ): { orderId: string; lineIds: string[]; lastAt: Date } => {
    orderNumber += 1;
    const orderId = `OD1000000000${String(orderNumber).padStart(2, '0')}`;
    const placedAt = new Date(
      now.getTime() - plan.daysAgo * DAY_MS - (orderNumber % 5) * HOUR_MS - 2 * HOUR_MS,
    );
    const lines: OrderLineRow[] = chosen.map((unit, index) => {
      const pieces = plan.pieces[index] ?? 1;
      return {
        id: `ol_${orderId}_${index + 1}`,
        orderId,
        productId: unit.product.product.id,
        sellerId: unit.product.product.sellerId,
        colorId: unit.colourId,
        sizeId: unit.sizeId,
        title: unit.product.product.title,
        titleHi: unit.product.product.titleHi ?? null,
        colorName: unit.colourName,
        colorNameHi: unit.colourNameHi,
        sizeName: unit.sizeName,
        imageUrl: unit.imageUrl,
        hsnCode: unit.product.product.hsnCode,
        gstRatePercent: unit.product.product.gstRatePercent,
        mrpPaise: unit.mrpPaise,
        unitPricePaise: unit.unitPricePaise,
        pieces,
        lineTotalPaise: unit.unitPricePaise * pieces,
        weight: unit.product.product.weight ?? null,
        weightUnit: unit.product.product.weightUnit ?? null,
      };
    });
    const before = calculateOrderTotals(
      lines.map((line) => ({ unitPricePaise: line.unitPricePaise, pieces: line.pieces })),
    );
    let discountPaise = 0;
    let couponId: string | null = null;
    if (plan.coupon === true && plan.paymentType === 'prepaid') {
      // A percent coupon takes its share of the items' value (the subtotal), up to its cap.
      couponId = input.festiveCoupon.id;
      discountPaise = Math.min(
        input.festiveCoupon.maxDiscountPaise,
        Math.floor((before.subtotalPaise * input.festiveCoupon.percent) / 100),
      );
    }
    const totals = calculateOrderTotals(
      lines.map((line) => ({ unitPricePaise: line.unitPricePaise, pieces: line.pieces })),
      discountPaise,
    );
    const isCancelled = plan.state === 'Cancelled';
    const isPaid = plan.paymentType === 'prepaid';
    const path: ShippingState[] = isCancelled
      ? ['Placed', 'Cancelled']
      : STATE_PATH.slice(0, STATE_PATH.indexOf(plan.state) + 1);
    const lastAt = new Date(placedAt.getTime() + (path.length - 1) * DAY_MS);
    // The address as it was when ordered (schema.ts orders.shippingAddress).
    const snapshot = {
      id: address.id,
      name: address.name,
      mobile: address.mobile,
      alternateMobile: address.alternateMobile ?? '',
      pincode: address.pincode,
      landmark: address.landmark ?? '',
      address: address.address,
      city: address.city,
      state: address.state,
      country: address.country,
    };
    rows.orders.push({
      id: orderId,
      customerId: customer.id,
      trackingId: `HT${random.code(20)}`,
      paymentType: plan.paymentType,
      paymentStatus: isPaid ? 'paid' : 'cod',
      status: statusCodeOf(plan.state),
      shippingStatus: plan.state,
      shippingAddress: snapshot,
      ...totals,
      couponId,
      idempotencyKey: `seed-${orderId}`,
      paymentProvider: isPaid ? 'sandbox' : null,
      paymentReference: isPaid
        ? `pay_${random.code(14, 'abcdefghijklmnopqrstuvwxyz0123456789')}`
        : null,
      paymentExpiresAt: null,
      cancelReason: plan.cancelReason ?? null,
      refundDuePaise: isCancelled && isPaid ? totals.payablePaise : 0,
      createdAt: placedAt,
      updatedAt: lastAt > now ? now : lastAt,
    });
    rows.orderLines.push(...lines);
    if (isCancelled && isPaid) {
      // The demo's refund the gateway could not make: the operator pays it back by hand and
      // records the reference (docs/decisions/refunds.md).
      const cancelledAt = lastAt > now ? now : lastAt;
      rows.refunds.push({
        id: `rf_${orderId}`,
        orderId,
        purpose: 'cancellation',
        amountPaise: totals.payablePaise,
        method: 'gateway',
        provider: 'sandbox',
        paymentReference: rows.orders.at(-1)?.paymentReference ?? null,
        status: 'failed',
        failure:
          'The card this was paid with has been closed; pay it back by UPI or bank transfer.',
        attempts: 1,
        createdAt: cancelledAt,
        updatedAt: cancelledAt,
      });
    }
    const times = path.map(
      (_state, index) => new Date(Math.min(now.getTime(), placedAt.getTime() + index * DAY_MS)),
    );
    // Each seller packs and ships their own parcel, with its courier and tracking number.
    const parcels = seedShipments({
      orderId,
      path,
      times,
      sellerIds: [...new Set(lines.map((line) => line.sellerId))],
      adminId: input.adminId,
      random: parcelRandom,
    });
    rows.orderShipments.push(...parcels.rows);
    path.forEach((state, index) => {
      const at = times[index] ?? now;
      const actor =
        parcels.actors[index] ??
        (index === 0 || state === 'Cancelled'
          ? `customer:${customer.id}`
          : `admin:${input.adminId}`);
      // History, already told and invoiced: the relay has nothing to do for it.
      rows.orderEvents.push({
        id: `ev_${orderId}_${index + 1}`,
        orderId,
        state,
        actor,
        at,
        handledAt: at,
      });
    });
    if (couponId !== null) {
      rows.couponRedemptions.push({
        id: `cr_${orderId}`,
        couponId,
        customerId: customer.id,
        orderId,
        createdAt: placedAt,
      });
    }
    return {
      orderId,
      lineIds: lines.map((line) => line.id),
      lastAt: times.at(-1) ?? placedAt,
    };
  };

  // Cash on delivery stays well inside the ₹50,000 COD limit (docs/decisions/product-owner.md).
  const codUnits = units.filter((unit) => unit.unitPricePaise <= 1_000_000);
  const pickUnits = (plan: OrderPlan): Unit[] => {
    let pool = plan.paymentType === 'cod' && codUnits.length > 0 ? codUnits : units;
    if (plan.cheap === true && cheapUnits.length > 0) pool = cheapUnits;
    // The coupon order must reach FESTIVE10's ₹999 minimum.
    const couponUnits = units.filter(
      (unit) => unit.unitPricePaise >= 60_000 && unit.unitPricePaise <= 1_000_000,
    );
    if (plan.coupon === true && couponUnits.length > 0) pool = couponUnits;
    return random.sample(pool, plan.pieces.length);
  };

  for (const plan of DEMO_ORDERS) {
    const address = demoAddresses[plan.addressIndex] ?? demoAddresses[0];
    if (address === undefined) continue;
    addOrder(input.demo, address, plan, pickUnits(plan));
  }

  // The other shoppers' delivered orders review the first products, so those pages show reviews.
  const reviewed = units.slice(0, 9);
  let reviewNumber = 0;
  OTHER_SHOPPERS.forEach((shopper, shopperIndex) => {
    const address = addressRow(shopper, shopper.address);
    rows.addresses.push(address);
    const chosen = reviewed.filter(
      (_unit, index) => index % OTHER_SHOPPERS.length === shopperIndex || index < 3,
    );
    const { lineIds } = addOrder(
      shopper,
      address,
      {
        state: 'Delivered',
        paymentType: shopperIndex % 2 === 0 ? 'prepaid' : 'cod',
        daysAgo: 25 + shopperIndex * 6,
        addressIndex: 0,
        pieces: chosen.map(() => 1),
      },
      chosen,
    );
    chosen.forEach((unit, index) => {
      const lineId = lineIds[index];
      if (lineId === undefined) return;
      reviewNumber += 1;
      const stars = random.pick([5, 5, 4, 4, 3]);
      const remark = random.pick(REMARKS[stars] ?? REMARKS[5] ?? ['Good product.']);
      const productId = unit.product.product.id;
      rows.reviews.push({
        id: `rv_${String(reviewNumber).padStart(6, '0')}`,
        productId,
        customerId: shopper.id,
        orderLineId: lineId,
        rating: stars,
        remark,
        createdAt: new Date(now.getTime() - (20 - shopperIndex * 3) * DAY_MS),
      });
      const addition = rows.ratingAdditions.get(productId) ?? { sum: 0, count: 0 };
      rows.ratingAdditions.set(productId, { sum: addition.sum + stars, count: addition.count + 1 });
    });
  });

  // The demo customer's after-sale paths come last, so every order before keeps its number, and
  // pick from a generator of their own. Everyday prices: a return worth making, a fee to keep.
  const afterSaleRandom = random.fork('after-sale');
  const everyday = units.filter(
    (unit) => unit.unitPricePaise >= 30_000 && unit.unitPricePaise <= 500_000,
  );
  for (const plan of AFTER_SALE_ORDERS) {
    const address = demoAddresses[plan.addressIndex] ?? demoAddresses[0];
    if (address === undefined) continue;
    const pool = everyday.length >= plan.pieces.length ? everyday : units;
    const chosen = afterSaleRandom.sample(pool, plan.pieces.length);
    const placed = addOrder(input.demo, address, plan, chosen);
    if (plan.afterSale === undefined) continue;
    rows.afterSales.push({
      orderId: placed.orderId,
      customerId: input.demo.id,
      lines: placed.lineIds.map((id, index) => ({
        id,
        sellerId: chosen[index]?.product.product.sellerId ?? '',
      })),
      at: placed.lastAt,
      plan: plan.afterSale,
    });
  }
  return rows;
}

export const OTHER_SHOPPER_IDS: readonly string[] = OTHER_SHOPPERS.map((shopper) => shopper.id);
export const OTHER_SHOPPER_EMAILS: readonly string[] = OTHER_SHOPPERS.map(
  (shopper) => shopper.email,
);
