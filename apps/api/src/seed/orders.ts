// Demo people and their history: the demo customer with orders in every shipping state, a few
// other shoppers whose delivered orders carry reviews, and the totals rule of
// docs/decisions/product-owner.md.
import type {
  addresses,
  couponRedemptions,
  customers,
  orderEvents,
  orderLines,
  orders,
  refunds,
  reviews,
} from '../db/schema/index.ts';
import { SELLERS } from './people-data.ts';
import type { PincodeEntry } from './pincodes.ts';
import type { GeneratedProduct } from './products.ts';
import type { Random } from './random.ts';
import { sellerId } from './taxonomy.ts';

type CustomerRow = typeof customers.$inferInsert;
type AddressRow = typeof addresses.$inferInsert;
type OrderRow = typeof orders.$inferInsert;
type OrderLineRow = typeof orderLines.$inferInsert;
type OrderEventRow = typeof orderEvents.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert;
type CouponRedemptionRow = typeof couponRedemptions.$inferInsert;
type RefundRow = typeof refunds.$inferInsert;

export type ShippingState =
  'Placed' | 'Packed' | 'Shipped' | 'Out for delivery' | 'Delivered' | 'Cancelled';

/**
 * docs/decisions/product-owner.md: ₹80 per piece below a ₹1,000 subtotal, free from ₹1,000; ₹5
 * platform charge.
 */
export const SHIPPING_PER_PIECE_PAISE = 8_000;
export const FREE_SHIPPING_FROM_PAISE = 100_000;
export const PLATFORM_CHARGE_PAISE = 500;

export interface OrderTotals {
  readonly subtotalPaise: number;
  readonly shippingPaise: number;
  readonly platformPaise: number;
  readonly totalPaise: number;
  readonly discountPaise: number;
  readonly payablePaise: number;
}

/** subtotal = Σ price × pieces; shipping per piece below ₹1,000; the discount never exceeds the total. */
export function calculateOrderTotals(
  lines: readonly { unitPricePaise: number; pieces: number }[],
  discountPaise = 0,
): OrderTotals {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.pieces, 0);
  const pieces = lines.reduce((sum, line) => sum + line.pieces, 0);
  const shippingPaise =
    subtotalPaise < FREE_SHIPPING_FROM_PAISE ? SHIPPING_PER_PIECE_PAISE * pieces : 0;
  const totalPaise = subtotalPaise + shippingPaise + PLATFORM_CHARGE_PAISE;
  const cappedDiscount = Math.min(discountPaise, totalPaise);
  return {
    subtotalPaise,
    shippingPaise,
    platformPaise: PLATFORM_CHARGE_PAISE,
    totalPaise,
    discountPaise: cappedDiscount,
    payablePaise: totalPaise - cappedDiscount,
  };
}

export const DEMO_CUSTOMER_ID = 'cus_demo';

interface PersonSeed {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly mobile: string;
}

/** Shoppers besides the demo customer; their delivered orders carry the seeded reviews. */
const OTHER_SHOPPERS: readonly (PersonSeed & { readonly address: AddressSeed })[] = [
  {
    id: 'cus_000002',
    firstName: 'Rohan',
    lastName: 'Mehta',
    email: 'rohan.mehta@example.in',
    mobile: '9812345670',
    address: {
      key: 'pune',
      pincode: '411001',
      address: 'Flat 6, Sai Krupa Society, Dhole Patil Road',
      landmark: 'Near Ruby Hall Clinic',
    },
  },
  {
    id: 'cus_000003',
    firstName: 'Priya',
    lastName: 'Nair',
    email: 'priya.nair@example.in',
    mobile: '9745012345',
    address: {
      key: 'kochi',
      pincode: '682011',
      address: '21/440, Chittoor Road, Ernakulam',
      landmark: 'Opposite South Railway Station',
    },
  },
  {
    id: 'cus_000004',
    firstName: 'Arjun',
    lastName: 'Reddy',
    email: 'arjun.reddy@example.in',
    mobile: '9959012345',
    address: {
      key: 'hyderabad',
      pincode: '500001',
      address: '3-5-784, King Koti Road',
      landmark: 'Near Abids Circle',
    },
  },
];

interface AddressSeed {
  readonly key: string;
  readonly pincode: string;
  readonly address: string;
  readonly landmark: string;
}

const DEMO_ADDRESSES: readonly AddressSeed[] = [
  {
    key: 'jaipur',
    pincode: '302001',
    address: 'Flat 302, Ratan Apartments, MI Road',
    landmark: 'Near Panch Batti',
  },
  {
    key: 'bengaluru',
    pincode: '560001',
    address: '14, 2nd Cross, Lavelle Road',
    landmark: "Opposite St. Joseph's College",
  },
];

const REMARKS: Readonly<Record<number, readonly string[]>> = {
  5: [
    'Exactly as shown in the pictures. Quality is excellent and it reached two days early.',
    'Very happy with this purchase. Packing was neat and the seller called before delivery.',
    'Bought it for Diwali and the whole family loved it. Worth every rupee.',
    'Superb quality for the price. Will order again from this seller.',
  ],
  4: [
    'Good product, colour is slightly darker than the photo but still looks nice.',
    'Value for money. Delivery took a day longer than promised, otherwise fine.',
    'Nice finish and sturdy. Size chart was accurate.',
  ],
  3: [
    'Average. Does the job, but the material could have been better at this price.',
    'Okay product. Box was a little damaged but the item was safe.',
  ],
};

export interface PeopleRows {
  readonly customers: CustomerRow[];
  readonly addresses: AddressRow[];
  readonly orders: OrderRow[];
  readonly orderLines: OrderLineRow[];
  readonly orderEvents: OrderEventRow[];
  readonly reviews: ReviewRow[];
  readonly couponRedemptions: CouponRedemptionRow[];
  readonly refunds: RefundRow[];
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

interface OrderPlan {
  readonly state: ShippingState;
  readonly paymentType: 'cod' | 'prepaid';
  readonly daysAgo: number;
  readonly addressIndex: number;
  /** Pieces per line; the number of entries is the number of lines. */
  readonly pieces: readonly number[];
  readonly cheap?: boolean;
  readonly coupon?: boolean;
  readonly cancelReason?: string;
}

/** The demo customer's history: every shipping state, cash on delivery and prepaid. */
const DEMO_ORDERS: readonly OrderPlan[] = [
  { state: 'Delivered', paymentType: 'prepaid', daysAgo: 40, addressIndex: 0, pieces: [1, 2] },
  { state: 'Delivered', paymentType: 'cod', daysAgo: 28, addressIndex: 1, pieces: [1] },
  {
    state: 'Cancelled',
    paymentType: 'prepaid',
    daysAgo: 20,
    addressIndex: 0,
    pieces: [1],
    cancelReason: 'Ordered the wrong size by mistake.',
  },
  {
    state: 'Cancelled',
    paymentType: 'cod',
    daysAgo: 15,
    addressIndex: 1,
    pieces: [2],
    cancelReason: 'Will not be at home on the delivery date.',
  },
  { state: 'Out for delivery', paymentType: 'prepaid', daysAgo: 4, addressIndex: 0, pieces: [1] },
  { state: 'Shipped', paymentType: 'cod', daysAgo: 3, addressIndex: 1, pieces: [1, 1] },
  {
    state: 'Packed',
    paymentType: 'prepaid',
    daysAgo: 1,
    addressIndex: 0,
    pieces: [1, 1],
    coupon: true,
  },
  { state: 'Placed', paymentType: 'cod', daysAgo: 0, addressIndex: 0, pieces: [2], cheap: true },
  { state: 'Placed', paymentType: 'prepaid', daysAgo: 0, addressIndex: 1, pieces: [1] },
];

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

/** One sellable unit: a flat product, or one colour and size of a variant product. */
interface Unit {
  readonly product: GeneratedProduct;
  readonly colourId: string;
  readonly sizeId: string;
  readonly colourName: string | null;
  readonly colourNameHi: string | null;
  readonly sizeName: string | null;
  readonly mrpPaise: number;
  readonly unitPricePaise: number;
  readonly imageUrl: string;
}

/** In-stock units of products that every India-wide seller can deliver. */
function sellableUnits(products: readonly GeneratedProduct[]): Unit[] {
  const nationwide = new Set(SELLERS.filter((seller) => seller.shipsOnlyTo === null).map(sellerId));
  const units: Unit[] = [];
  for (const generated of products) {
    if (!nationwide.has(generated.product.sellerId)) continue;
    const firstImage = generated.images[0]?.url ?? '';
    if (!generated.product.hasVariants) {
      if (generated.product.stock <= 0) continue;
      units.push({
        product: generated,
        colourId: '0',
        sizeId: '0',
        colourName: null,
        colourNameHi: null,
        sizeName: null,
        mrpPaise: generated.product.mrpPaise,
        unitPricePaise: generated.product.salePaise,
        imageUrl: firstImage,
      });
      continue;
    }
    const size = generated.sizes.find((candidate) => candidate.stock > 0);
    if (size === undefined) continue;
    const colour = generated.colours.find((candidate) => candidate.id === size.colorId);
    const image = generated.images.find((candidate) => candidate.colorId === size.colorId);
    units.push({
      product: generated,
      colourId: size.colorId,
      sizeId: size.id,
      colourName: colour?.name ?? null,
      colourNameHi: colour?.nameHi ?? null,
      sizeName: size.name,
      mrpPaise: size.mrpPaise,
      unitPricePaise: size.salePaise,
      imageUrl: image?.url ?? firstImage,
    });
  }
  return units;
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
    ratingAdditions: new Map(),
  };
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
  ): string[] => {
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
    const path = isCancelled
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
    path.forEach((state, index) => {
      const at = new Date(Math.min(now.getTime(), placedAt.getTime() + index * DAY_MS));
      const actor =
        index === 0 || state === 'Cancelled' ? `customer:${customer.id}` : `admin:${input.adminId}`;
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
    return lines.map((line) => line.id);
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
    const lineIds = addOrder(
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
  return rows;
}

export const OTHER_SHOPPER_IDS: readonly string[] = OTHER_SHOPPERS.map((shopper) => shopper.id);
