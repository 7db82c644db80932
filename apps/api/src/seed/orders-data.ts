// The demo's people and the orders they placed, as data: the demo customer's addresses and history
// (every shipping state, and each after-sale path: a return to try, one under way, one refunded,
// a cancel after shipping), the other shoppers who review what they bought. orders.ts turns
// these into rows; after-sale.ts takes the after-sale paths through the product's own functions.
import type { ReturnReason } from '@haat/contract';

export type ShippingState =
  'Placed' | 'Packed' | 'Shipped' | 'Out for delivery' | 'Delivered' | 'Cancelled';

export interface PersonSeed {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly mobile: string;
}

/** Shoppers besides the demo customer; their delivered orders carry the seeded reviews. */
export const OTHER_SHOPPERS: readonly (PersonSeed & { readonly address: AddressSeed })[] = [
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

export interface AddressSeed {
  readonly key: string;
  readonly pincode: string;
  readonly address: string;
  readonly landmark: string;
}

export const DEMO_ADDRESSES: readonly AddressSeed[] = [
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

export const REMARKS: Readonly<Record<number, readonly string[]>> = {
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

export interface OrderPlan {
  readonly state: ShippingState;
  readonly paymentType: 'cod' | 'prepaid';
  readonly daysAgo: number;
  readonly addressIndex: number;
  /** Pieces per line; the number of entries is the number of lines. */
  readonly pieces: readonly number[];
  readonly cheap?: boolean;
  readonly coupon?: boolean;
  readonly cancelReason?: string;
  /** What happened after it shipped or arrived, taken through the product's own functions. */
  readonly afterSale?: AfterSalePlan;
}

/** A step of a return by the back office, some days after the parcel's delivery. */
export interface ReturnStepPlan {
  readonly to: 'approved' | 'picked-up' | 'received';
  readonly daysAfterDelivery: number;
  readonly by: 'seller' | 'operator';
  readonly note?: string;
}

/** A return of some pieces of one line, asked for some days after delivery. */
export interface ReturnPlan {
  /** Which of the order's lines, from 0. */
  readonly line: number;
  readonly pieces: number;
  readonly reason: ReturnReason;
  readonly details: string;
  readonly daysAfterDelivery: number;
  readonly steps: readonly ReturnStepPlan[];
  /** The gateway pays the refund back minutes after the parcel is received. */
  readonly refunded: boolean;
}

export type AfterSalePlan =
  | { readonly kind: 'returns'; readonly returns: readonly ReturnPlan[] }
  | {
      readonly kind: 'cancel-after-shipping';
      readonly reason: string;
      /** The shopper cancels this long after the parcel left. */
      readonly hoursAfterShipping: number;
      /** The courier brings the parcel back to the seller this long after it left. */
      readonly backDaysAfterShipping: number;
    };

/** The demo customer's history: every shipping state, cash on delivery and prepaid. */
export const DEMO_ORDERS: readonly OrderPlan[] = [
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

/**
 * The demo customer's after-sale paths (docs/decisions/orders.md "The demo's orders"), placed after
 * everyone else's orders so the orders before keep their numbers (OD100000000013 on). Days are
 * counted back from the moment the demo is seeded, and a delivery four days after its order (as
 * above), so with the 15-day return window: the first order's items may be returned for about 13
 * days after seeding; the second has a return approved and waiting for pickup, and more to
 * return; the third's return was received and refunded, its window since closed; the fourth was
 * cancelled by the shopper after it shipped, its fee kept and the rest refunded, the parcel back.
 */
export const AFTER_SALE_ORDERS: readonly OrderPlan[] = [
  { state: 'Delivered', paymentType: 'prepaid', daysAgo: 6, addressIndex: 0, pieces: [1, 1] },
  {
    state: 'Delivered',
    paymentType: 'prepaid',
    daysAgo: 9,
    addressIndex: 1,
    pieces: [2, 1],
    afterSale: {
      kind: 'returns',
      returns: [
        {
          line: 0,
          pieces: 1,
          reason: 'damaged',
          details: 'One of the two came with a cracked corner; the other is fine.',
          daysAfterDelivery: 2,
          steps: [
            {
              to: 'approved',
              daysAfterDelivery: 4,
              by: 'seller',
              note: 'Sorry about that. Our courier will collect it; keep it in its box.',
            },
          ],
          refunded: false,
        },
      ],
    },
  },
  {
    state: 'Delivered',
    paymentType: 'prepaid',
    daysAgo: 26,
    addressIndex: 0,
    pieces: [1, 1],
    afterSale: {
      kind: 'returns',
      returns: [
        {
          line: 1,
          pieces: 1,
          reason: 'not-as-described',
          details: 'It is much smaller than the pictures and the description made it look.',
          daysAfterDelivery: 3,
          steps: [
            {
              to: 'approved',
              daysAfterDelivery: 4,
              by: 'seller',
              note: 'Approved; our courier will collect it in two days.',
            },
            { to: 'picked-up', daysAfterDelivery: 6, by: 'operator' },
            { to: 'received', daysAfterDelivery: 8, by: 'seller' },
          ],
          refunded: true,
        },
      ],
    },
  },
  {
    state: 'Shipped',
    paymentType: 'prepaid',
    daysAgo: 12,
    addressIndex: 1,
    pieces: [1],
    afterSale: {
      kind: 'cancel-after-shipping',
      reason: 'Found the same one at a shop near home.',
      hoursAfterShipping: 5,
      backDaysAfterShipping: 5,
    },
  },
];
