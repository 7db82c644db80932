// The fields of a shipment in Delhivery's POST /api/cmu/create.json (its "express" API document,
// order creation) that a forward parcel (delhivery.ts) and a return's reverse pickup
// (delhivery-returns.ts) fill alike: the customer's address, what the parcel holds, and its pieces,
// size and weight. Each caller spreads them in the document's order around its own fields.
import type { CourierAddress, CourierParcel } from './courier-port.ts';

/** Delhivery's amounts are rupees. */
export const rupees = (paise: number) => Math.round(paise) / 100;

/** The customer's fields: where a forward parcel is delivered, where a reverse pickup collects. */
export function customerFields(address: CourierAddress) {
  return {
    name: address.name,
    add: [address.address, address.landmark].filter(Boolean).join(', '),
    pin: address.pincode,
    city: address.city,
    state: address.state,
    country: 'India',
    phone: address.mobile,
  };
}

/** What the parcel holds, as its description and HSN codes. */
export function contentsFields(items: CourierParcel['items']) {
  return {
    products_desc: items.map((item) => `${item.name} × ${item.units}`).join('; '),
    hsn_code: items.map((item) => item.hsn).join(','),
  };
}

/** The parcel's pieces, size (cm) and weight (grams), by surface, the waybill left to Delhivery. */
export function packageFields(
  parcel: Pick<CourierParcel, 'items' | 'lengthCm' | 'breadthCm' | 'heightCm' | 'weightKg'>,
) {
  return {
    quantity: parcel.items.reduce((sum, item) => sum + item.units, 0),
    shipment_length: parcel.lengthCm,
    shipment_width: parcel.breadthCm,
    shipment_height: parcel.heightCm,
    weight: Math.round(parcel.weightKg * 1000),
    shipping_mode: 'Surface',
    waybill: '',
  };
}
