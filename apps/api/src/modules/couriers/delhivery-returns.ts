// Delhivery's reverse pickup (its "express" API document, order creation): the same
// POST /api/cmu/create.json as a forward parcel, with `payment_mode: "Pickup"`. The document: with
// Pickup, the customer's details (name, add, pin, phone…) are where the parcel is collected, and
// the return_* fields where it is delivered (they win over the pickup location when both are
// given). So the shopper's address is the customer's and the seller's is the return address.
import type { ReturnParcel } from './courier-port.ts';
import { contentsFields, customerFields, packageFields, rupees } from './delhivery-shipment.ts';

export function reversePickupShipment(parcel: ReturnParcel) {
  return {
    ...customerFields(parcel.from),
    order: parcel.reference,
    payment_mode: 'Pickup',
    return_name: parcel.to.name,
    return_add: [parcel.to.address, parcel.to.landmark].filter(Boolean).join(', '),
    return_pin: parcel.to.pincode,
    return_city: parcel.to.city,
    return_state: parcel.to.state,
    return_country: 'India',
    return_phone: parcel.to.mobile,
    ...contentsFields(parcel.items),
    cod_amount: 0,
    order_date: parcel.orderDate.toISOString(),
    total_amount: rupees(parcel.valuePaise),
    ...packageFields(parcel),
  };
}
