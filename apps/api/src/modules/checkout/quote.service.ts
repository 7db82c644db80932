// The checkout quote: what the cart costs delivered to one address by one payment type, priced
// now from the catalog. The summary shows it; order placement recomputes it inside its transaction.
import type { CheckoutSummary, DeliveryOption } from '@haat/contract';
import type { LanguageCode } from '@haat/contract/constants';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { toWireRupees } from '../../lib/money.ts';
import { loadCartLines, toServerCartLine, type CartLine } from '../cart/index.ts';
import { findSellerServiceability, type SellerServiceability } from '../pincode/index.ts';
import { calculateTotals, type Totals } from '../pricing/index.ts';
import { evaluateCoupon, type CouponVerdict } from './coupon.service.ts';
import type { StoredAddress } from '../customer/index.ts';
import { selectCustomerAddress } from './checkout.repository.ts';

export type PaymentType = 'cod' | 'prepaid';

export interface QuoteInput {
  customerId: string;
  addressId: string;
  paymentType: PaymentType;
  couponCode: string | null;
  platformChargePaise: number;
  now: Date;
}

export interface Quote {
  address: StoredAddress;
  lines: Array<CartLine & { isDeliverable: boolean; service: SellerServiceability | undefined }>;
  totals: Totals;
  coupon: CouponVerdict | null;
  /** Every line can reach the address by the chosen payment type (and the cart is not empty). */
  isDeliverable: boolean;
  deliveryData: { C: DeliveryOption[]; P: DeliveryOption[] };
}

function deliveryOptions(
  services: SellerServiceability[],
  sellerIds: string[],
  kind: 'cod' | 'prepaid',
): DeliveryOption[] {
  const offering = services.filter((service) => service[kind]);
  // docs/spec.md §5: a payment option is usable only when every seller of the cart offers it there.
  if (
    sellerIds.length === 0 ||
    !sellerIds.every((id) => offering.some((service) => service.sellerId === id))
  )
    return [];
  return offering.map((service) => ({
    sellerID: service.sellerId,
    deliveryDate: service.deliveryDate,
    deliveryDays: service.deliveryDays,
  }));
}

export async function buildQuote(db: Executor, input: QuoteInput): Promise<Quote> {
  const address = await selectCustomerAddress(db, input.customerId, input.addressId);
  if (!address) throw notFound('Address');
  const cartLines = await loadCartLines(db, input.customerId);
  const sellerIds = [...new Set(cartLines.map((line) => line.item.sellerId))];
  const services = await findSellerServiceability(db, sellerIds, address.pincode, input.now);
  const serviceOf = new Map(services.map((service) => [service.sellerId, service]));
  const lines = cartLines.map((line) => {
    const service = serviceOf.get(line.item.sellerId);
    return { ...line, service, isDeliverable: service !== undefined && service[input.paymentType] };
  });
  const priced = lines.map((line) => ({
    unitPricePaise: line.item.salePaise,
    pieces: line.pieces,
  }));
  const subtotalPaise = priced.reduce((sum, line) => sum + line.unitPricePaise * line.pieces, 0);
  const coupon =
    input.couponCode && input.paymentType === 'prepaid'
      ? await evaluateCoupon(db, {
          code: input.couponCode,
          customerId: input.customerId,
          subtotalPaise,
          now: input.now,
        })
      : null;
  const totals = calculateTotals(
    priced,
    input.platformChargePaise,
    coupon?.ok ? coupon.discount : undefined,
  );
  return {
    address,
    lines,
    totals,
    coupon,
    isDeliverable: lines.length > 0 && lines.every((line) => line.isDeliverable),
    deliveryData: {
      C: deliveryOptions(services, sellerIds, 'cod'),
      P: deliveryOptions(services, sellerIds, 'prepaid'),
    },
  };
}

/** The summary, each line's title and colour in `language` (docs/decisions/hindi.md). */
export function toCheckoutSummary(
  quote: Quote,
  paymentType: PaymentType,
  language: LanguageCode,
): CheckoutSummary {
  const applied = quote.coupon?.ok ? quote.coupon : null;
  return {
    addressID: quote.address.id,
    paymentType,
    products: quote.lines.map((line) => ({
      ...toServerCartLine(line, language),
      deliveryAvailablity: line.isDeliverable,
    })),
    sub_total: toWireRupees(quote.totals.subtotalPaise),
    shippingCharges: toWireRupees(quote.totals.shippingPaise),
    plateformCharges: toWireRupees(quote.totals.platformPaise),
    total: toWireRupees(quote.totals.totalPaise),
    couponeid: applied ? applied.code : null,
    couponeamount: toWireRupees(quote.totals.discountPaise),
    payableamount: toWireRupees(quote.totals.payablePaise),
    deliveryAvailablity: quote.isDeliverable,
    deliveryData: quote.deliveryData,
  };
}
