// Shiprocket's return order (its API document, "Create a Return Order": POST
// /v1/external/orders/create/return): the pickup_* fields are the shopper's address, where the
// courier collects the parcel; the shipping_* fields the seller's, where it is delivered back.
// Always prepaid (the document: "This should always be prepaid"); the weight in kg, the box in cm.
import type { ReturnReason } from '@haat/contract';
import type { CourierParcel, ReturnParcel } from './courier-port.ts';

export const rupees = (paise: number) => Math.round(paise) / 100;

/** The parcel's items as an order's order_items (a forward order's and a return order's alike). */
export const orderItems = (items: CourierParcel['items']) =>
  items.map((item) => ({
    name: item.name,
    sku: item.sku,
    units: item.units,
    selling_price: rupees(item.sellingPricePaise),
    hsn: item.hsn,
  }));

function names(full: string): [string, string] {
  const [first, ...rest] = full.trim().split(/\s+/);
  return [first ?? full, rest.join(' ')];
}

/** The document's list of return reasons: ours (the contract's RETURN_REASONS) by its words. */
export const SHIPROCKET_RETURN_REASONS: Readonly<Record<ReturnReason, string>> = {
  damaged: 'Item is damaged',
  defective: "Item defective or doesn't work",
  'wrong-item': 'Received wrong item',
  'not-as-described': 'Not as described',
  'size-or-fit': 'Size not as expected',
  quality: 'Quality not as expected',
  'changed-mind': 'Changed my mind',
};

export function returnOrderBody(parcel: ReturnParcel, orderDate: string) {
  const [fromFirst, fromLast] = names(parcel.from.name);
  const [toFirst, toLast] = names(parcel.to.name);
  return {
    order_id: parcel.reference,
    order_date: orderDate,
    pickup_customer_name: fromFirst,
    pickup_last_name: fromLast,
    pickup_address: parcel.from.address,
    pickup_address_2: parcel.from.landmark ?? '',
    pickup_city: parcel.from.city,
    pickup_state: parcel.from.state,
    pickup_country: 'India',
    pickup_pincode: parcel.from.pincode,
    pickup_email: parcel.from.email ?? '',
    pickup_phone: parcel.from.mobile,
    pickup_isd_code: '91',
    shipping_customer_name: toFirst,
    shipping_last_name: toLast,
    shipping_address: parcel.to.address,
    shipping_address_2: parcel.to.landmark ?? '',
    shipping_city: parcel.to.city,
    shipping_country: 'India',
    shipping_pincode: parcel.to.pincode,
    shipping_state: parcel.to.state,
    shipping_email: parcel.to.email ?? '',
    shipping_isd_code: '91',
    shipping_phone: parcel.to.mobile,
    order_items: orderItems(parcel.items),
    payment_method: 'Prepaid',
    return_reason: SHIPROCKET_RETURN_REASONS[parcel.reason],
    sub_total: rupees(parcel.valuePaise),
    length: parcel.lengthCm,
    breadth: parcel.breadthCm,
    height: parcel.heightCm,
    weight: parcel.weightKg,
  };
}
