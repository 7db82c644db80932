// Where a booked parcel stands, in the seller's and the operator's words (the order page's courier
// card and the list of courier bookings).
import type { ParcelState } from '@haat/contract';

export const PARCEL_STATE_WORDS: Record<ParcelState, string> = {
  booked: 'Booked, waiting for pickup',
  'picked-up': 'Picked up',
  'in-transit': 'In transit',
  'out-for-delivery': 'Out for delivery',
  'failed-attempt': 'Delivery attempt failed',
  rto: 'Returning to you (RTO)',
  'rto-delivered': 'Returned to you',
  delivered: 'Delivered',
};
