// What booking a part's parcel (booking.service.ts) and a return's pickup (return-pickup.service.ts)
// do alike: how long a booking holds its row, the shopper's address as a courier takes it, the
// provider's order found again by our reference as the row records it, and the AWB assigned once
// (an assignment whose answer was lost is read back from the provider's order).
import type { AwbAssignment, CourierAddress, CourierPort, ProviderOrder } from './courier-port.ts';
import type { CourierShipmentRow } from './couriers.repository.ts';

/** How long one booking holds its row against another (a crashed one's hold runs out). */
export const HOLD_MS = 2 * 60_000;

/** An order's shipping address (its JSON) and the shopper's e-mail, as a courier takes them. */
export function shopperAddress(json: unknown, email: string | null): CourierAddress {
  const address = json as {
    name?: string;
    mobile?: string;
    pincode?: string;
    landmark?: string | null;
    address?: string;
    city?: string;
    state?: string;
  };
  return {
    name: address.name ?? '',
    address: address.address ?? '',
    landmark: address.landmark ?? null,
    city: address.city ?? '',
    state: address.state ?? '',
    pincode: address.pincode ?? '',
    mobile: address.mobile ?? '',
    email,
  };
}

/** The provider's order found again by our reference, as its row records it. */
export const foundOrderFields = (found: ProviderOrder): Partial<CourierShipmentRow> => ({
  providerOrderId: found.orderId,
  providerShipmentId: found.shipmentId,
  awb: found.awb,
  courierName: found.courierName,
});

/**
 * The shipment's AWB from the provider; when the assignment's answer was lost, the order found
 * again (`findAgain`) says which AWB it was given, else the error stands. `fallbackName` names
 * the courier when the provider's order does not.
 */
export async function assignAwbOnce(
  port: CourierPort,
  shipmentId: string,
  courierId: number | null,
  findAgain: () => Promise<ProviderOrder | null>,
  fallbackName: string,
): Promise<AwbAssignment> {
  try {
    return await port.assignAwb(shipmentId, courierId);
  } catch (error) {
    const found = await findAgain();
    if (!found?.awb) throw error;
    return { awb: found.awb, courierName: found.courierName ?? fallbackName };
  }
}
