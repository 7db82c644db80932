// An order as a message to its shopper shows it (an e-mail's lines and totals): read when the
// message is sent, so a retry hours later still shows the order as the shop holds it.
import type { Executor } from '../../db/client.ts';
import type { StoredAddress } from '../customer/index.ts';
import { textIn } from '../catalog/index.ts';
import { orderLanguageOf } from './order-facts.ts';
import { selectCustomerContact, selectLines, selectOrderById } from './orders.repository.ts';

export interface OrderSummaryLine {
  title: string;
  colorName: string | null;
  sizeName: string | null;
  pieces: number;
  unitPricePaise: number;
  lineTotalPaise: number;
}

export interface OrderSummary {
  orderId: string;
  trackingId: string;
  placedAt: Date;
  paymentType: 'cod' | 'prepaid';
  customerFirstName: string;
  shipTo: Pick<StoredAddress, 'name' | 'address' | 'landmark' | 'city' | 'state' | 'pincode'>;
  lines: OrderSummaryLine[];
  subtotalPaise: number;
  shippingPaise: number;
  platformPaise: number;
  discountPaise: number;
  payablePaise: number;
  cancelReason: string | null;
  refundDuePaise: number;
  refundedPaise: number;
  refundReference: string | null;
}

/** Null when there is no such order. */
export async function readOrderSummary(
  db: Executor,
  orderId: string,
): Promise<OrderSummary | null> {
  const order = await selectOrderById(db, orderId);
  if (!order) return null;
  const [lines, customer] = await Promise.all([
    selectLines(db, [order.id]),
    selectCustomerContact(db, order.customerId),
  ]);
  const address = order.shippingAddress as StoredAddress;
  // The lines as the order's language names them (a Hindi order's e-mail: Hindi titles).
  const language = orderLanguageOf(order);
  return {
    orderId: order.id,
    trackingId: order.trackingId,
    placedAt: order.createdAt,
    paymentType: order.paymentType,
    customerFirstName: customer?.firstName ?? address.name,
    shipTo: {
      name: address.name,
      address: address.address,
      landmark: address.landmark ?? '',
      city: address.city,
      state: address.state,
      pincode: address.pincode,
    },
    lines: lines.map((line) => ({
      title: textIn(language, line.title, line.titleHi),
      colorName: line.colorName && textIn(language, line.colorName, line.colorNameHi),
      sizeName: line.sizeName,
      pieces: line.pieces,
      unitPricePaise: line.unitPricePaise,
      lineTotalPaise: line.lineTotalPaise,
    })),
    subtotalPaise: order.subtotalPaise,
    shippingPaise: order.shippingPaise,
    platformPaise: order.platformPaise,
    discountPaise: order.discountPaise,
    payablePaise: order.payablePaise,
    cancelReason: order.cancelReason,
    refundDuePaise: order.refundDuePaise,
    refundedPaise: order.refundedPaise,
    refundReference: order.refundReference,
  };
}
