// The demo's month of sellers' money as order rows: delivered orders across every seller from the
// first day of the previous calendar month (IST) to a few hours before the seed's clock, prepaid
// and cash on delivery, within a seller's state and across, a few with two sellers. What happens
// after (a line cancelled before it shipped, returns) is planned here and taken by money.ts
// through the product's own functions. Deterministic: the same clock gives the same rows.
import type {
  addresses,
  orderEvents,
  orderLines,
  orderShipments,
  orders,
} from '../db/schema/index.ts';
import type { AfterSalePlan } from './orders-data.ts';
import { calculateOrderTotals } from './order-units.ts';
import type { Random } from './random.ts';
import { seedShipments } from './shipments.ts';

type AddressRow = typeof addresses.$inferInsert;
type OrderRow = typeof orders.$inferInsert;
type OrderLineRow = typeof orderLines.$inferInsert;
type OrderEventRow = typeof orderEvents.$inferInsert;
type ShipmentRow = typeof orderShipments.$inferInsert;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const IST_OFFSET_MS = 330 * 60_000;
/** Orders per seller over the month: enough for a statement of several weeks. */
const ORDERS_PER_SELLER = 4;
/** A delivery comes four days after its order, as the demo customer's do. */
const DAYS_TO_DELIVER = 4;

/** A product a seller sells, as an order line copies it. */
export interface MoneyProduct {
  readonly id: string;
  readonly sellerId: string;
  readonly title: string;
  readonly titleHi: string | null;
  readonly hsnCode: string;
  readonly gstRatePercent: number;
  readonly mrpPaise: number;
  readonly salePaise: number;
  /** '0' and null for a product without colours and sizes. */
  readonly colorId: string;
  readonly colorName: string | null;
  readonly colorNameHi: string | null;
  readonly sizeId: string;
  readonly sizeName: string | null;
  readonly weight: number | null;
  readonly weightUnit: string | null;
  readonly imageUrl: string;
}

export interface MoneySeller {
  readonly id: string;
  /** The pin code's state name, as addresses carry it. */
  readonly state: string;
  /** Only these pin-code prefixes are served (null: all India). */
  readonly shipsOnlyTo: readonly string[] | null;
  readonly products: readonly MoneyProduct[];
}

/** A shopper's address the month's orders go to. */
export interface MoneyAddress {
  readonly row: AddressRow;
}

export interface MoneyOrders {
  readonly orders: OrderRow[];
  readonly lines: OrderLineRow[];
  readonly events: OrderEventRow[];
  readonly shipments: ShipmentRow[];
  /** Prepaid orders whose second line the shopper cancels before it ships. */
  readonly partialCancels: { orderId: string; customerId: string; lineId: string; at: Date }[];
  /** Orders whose returns money.ts takes (after-sale.ts's plans). */
  readonly afterSales: {
    orderId: string;
    customerId: string;
    lines: { id: string; sellerId: string }[];
    at: Date;
    plan: AfterSalePlan;
  }[];
  /**
   * The delivery of each order whose line is cancelled first: its events and parcels, written by
   * money.ts once the cancellation is done, the order then marked delivered.
   */
  readonly deferred: Map<string, { events: OrderEventRow[]; shipments: ShipmentRow[] }>;
}

/** 00:00 IST on the first day of the calendar month before `now`'s (IST). */
export function previousMonthStart(now: Date): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const first = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - 1, 1);
  return new Date(first - IST_OFFSET_MS);
}

const STATES = ['Placed', 'Packed', 'Shipped', 'Out for delivery', 'Delivered'] as const;

/**
 * Every seller's orders, delivered at even steps from the previous month's first day to six
 * hours before `now`. Order k (of all sellers, in turn) is cash on delivery when k % 3 = 1; a
 * prepaid one with k % 9 = 3 loses its second line before it ships, with k % 9 = 2 has a piece
 * returned and refunded (when delivered at least six days ago), and with k % 9 = 8 has a return
 * approved and still open.
 */
export function buildMoneyOrders(input: {
  now: Date;
  sellers: readonly MoneySeller[];
  /** Addresses by state name; `elsewhere` those used for deliveries across states. */
  addressesByState: ReadonlyMap<string, AddressRow>;
  elsewhere: readonly AddressRow[];
  adminId: string;
  random: Random;
}): MoneyOrders {
  const { now, sellers, random } = input;
  const rows: MoneyOrders = {
    orders: [],
    lines: [],
    events: [],
    shipments: [],
    partialCancels: [],
    afterSales: [],
    deferred: new Map(),
  };
  const selling = sellers.filter((seller) => seller.products.length > 0);
  const count = selling.length * ORDERS_PER_SELLER;
  const from = previousMonthStart(now).getTime() + 10 * HOUR_MS;
  const to = now.getTime() - 6 * HOUR_MS;
  for (let k = 0; k < count; k += 1) {
    const seller = selling[k % selling.length];
    if (!seller) continue;
    const deliveredAt = new Date(Math.round(from + ((to - from) * k) / Math.max(1, count - 1)));
    const placedAt = new Date(deliveredAt.getTime() - DAYS_TO_DELIVER * DAY_MS);
    const cod = k % 3 === 1;
    const cancelsOne = !cod && k % 9 === 3;
    const twoLines = cancelsOne || k % 2 === 0;
    // Within the seller's state on every other order where a shopper lives there.
    const home = input.addressesByState.get(seller.state);
    const served = (address: AddressRow) =>
      seller.shipsOnlyTo === null ||
      seller.shipsOnlyTo.some((prefix) => address.pincode.startsWith(prefix));
    const away = input.elsewhere.filter(
      (address) => address.state !== seller.state && served(address),
    );
    const address =
      (k % 2 === 0 ? home : undefined) ??
      (away.length > 0 ? away[k % away.length] : undefined) ??
      home;
    if (!address) continue;
    const chosen: MoneyProduct[] = [seller.products[k % seller.products.length]!];
    if (twoLines) {
      // A second seller on some orders (one who serves this address), else a second product.
      const other = selling[(k + 1) % selling.length];
      const otherServes =
        other !== undefined &&
        other !== seller &&
        (other.shipsOnlyTo === null ||
          other.shipsOnlyTo.some((prefix) => address.pincode.startsWith(prefix)));
      const second =
        k % 6 === 0 && otherServes
          ? other.products[0]
          : seller.products[(k + 1) % seller.products.length];
      if (second) chosen.push(second);
    }
    const orderId = `OD2${String(k + 1).padStart(11, '0')}`;
    const lines: OrderLineRow[] = chosen.map((product, index) => {
      const pieces = index === 0 && k % 4 === 1 ? 2 : 1;
      return {
        id: `ol_${orderId}_${index + 1}`,
        orderId,
        productId: product.id,
        sellerId: product.sellerId,
        colorId: product.colorId,
        sizeId: product.sizeId,
        title: product.title,
        titleHi: product.titleHi,
        colorName: product.colorName,
        colorNameHi: product.colorNameHi,
        sizeName: product.sizeName,
        imageUrl: product.imageUrl,
        hsnCode: product.hsnCode,
        gstRatePercent: product.gstRatePercent,
        mrpPaise: product.mrpPaise,
        unitPricePaise: product.salePaise,
        pieces,
        lineTotalPaise: product.salePaise * pieces,
        weight: product.weight,
        weightUnit: product.weightUnit,
      };
    });
    const totals = calculateOrderTotals(
      lines.map((line) => ({ unitPricePaise: line.unitPricePaise, pieces: line.pieces })),
    );
    rows.orders.push({
      id: orderId,
      customerId: address.customerId,
      trackingId: `HT${random.code(20)}`,
      paymentType: cod ? 'cod' : 'prepaid',
      paymentStatus: cod ? 'cod' : 'paid',
      // A line cancelled before it ships is cancelled on a placed order: it is delivered after.
      status: cancelsOne ? 1 : 4,
      shippingStatus: cancelsOne ? 'Placed' : 'Delivered',
      shippingAddress: {
        id: address.id ?? '',
        name: address.name,
        mobile: address.mobile,
        alternateMobile: address.alternateMobile ?? '',
        pincode: address.pincode,
        landmark: address.landmark ?? '',
        address: address.address,
        city: address.city,
        state: address.state,
        country: address.country ?? 'India',
      },
      ...totals,
      couponId: null,
      idempotencyKey: `seed-${orderId}`,
      paymentProvider: cod ? null : 'sandbox',
      paymentReference: cod
        ? null
        : `pay_${random.code(14, 'abcdefghijklmnopqrstuvwxyz0123456789')}`,
      paymentExpiresAt: null,
      cancelReason: null,
      refundDuePaise: 0,
      createdAt: placedAt,
      updatedAt: cancelsOne ? placedAt : deliveredAt,
    });
    rows.lines.push(...lines);
    const times = STATES.map(
      (_state, index) =>
        new Date(placedAt.getTime() + (index * (deliveredAt.getTime() - placedAt.getTime())) / 4),
    );
    const delivered = moneyDelivery({
      orderId,
      customerId: address.customerId,
      sellerIds: [...new Set(lines.map((line) => line.sellerId))],
      times,
      adminId: input.adminId,
      random,
    });
    // The placed event is the order's own; the rest come after a cancellation when there is one.
    if (cancelsOne) {
      const placed = delivered.events.shift();
      if (placed) rows.events.push(placed);
      const cancelled = lines[1];
      if (cancelled) {
        rows.partialCancels.push({
          orderId,
          customerId: address.customerId,
          lineId: cancelled.id,
          at: new Date(placedAt.getTime() + 2 * HOUR_MS),
        });
      }
      rows.deferred.set(orderId, { events: delivered.events, shipments: delivered.shipments });
    } else {
      rows.events.push(...delivered.events);
      rows.shipments.push(...delivered.shipments);
    }
    const ago = (now.getTime() - deliveredAt.getTime()) / DAY_MS;
    const returned = !cod && k % 9 === 2 && ago >= 6;
    const open = !cod && k % 9 === 8 && ago >= 3;
    if (returned || open) {
      rows.afterSales.push({
        orderId,
        customerId: address.customerId,
        lines: lines.map((line) => ({ id: line.id, sellerId: line.sellerId })),
        at: deliveredAt,
        plan: { kind: 'returns', returns: [returned ? RETURN_RECEIVED : RETURN_OPEN] },
      });
    }
  }
  return rows;
}

function moneyDelivery(input: {
  orderId: string;
  customerId: string;
  sellerIds: string[];
  times: Date[];
  adminId: string;
  random: Random;
}): { events: OrderEventRow[]; shipments: ShipmentRow[] } {
  const path = [...STATES];
  const parcels = seedShipments({
    orderId: input.orderId,
    path,
    times: input.times,
    sellerIds: input.sellerIds,
    adminId: input.adminId,
    random: input.random,
  });
  const events = path.map((state, index): OrderEventRow => {
    const at = input.times[index] ?? new Date();
    return {
      id: `ev_${input.orderId}_${index + 1}`,
      orderId: input.orderId,
      state,
      actor:
        parcels.actors[index] ??
        (index === 0 ? `customer:${input.customerId}` : `admin:${input.adminId}`),
      at,
      handledAt: at,
    };
  });
  return { events, shipments: parcels.rows };
}

const RETURN_RECEIVED = {
  line: 0,
  pieces: 1,
  reason: 'damaged',
  details: 'The seal was broken and one side is dented.',
  daysAfterDelivery: 1,
  steps: [
    {
      to: 'approved',
      daysAfterDelivery: 2,
      by: 'seller',
      note: 'Sorry; our courier will collect it.',
    },
    { to: 'picked-up', daysAfterDelivery: 3, by: 'operator' },
    { to: 'received', daysAfterDelivery: 5, by: 'seller' },
  ],
  refunded: true,
} as const;

const RETURN_OPEN = {
  line: 0,
  pieces: 1,
  reason: 'not-as-described',
  details: 'The colour is quite different from the pictures.',
  daysAfterDelivery: 1,
  steps: [
    { to: 'approved', daysAfterDelivery: 2, by: 'seller', note: 'Approved; keep it packed.' },
  ],
  refunded: false,
} as const;
