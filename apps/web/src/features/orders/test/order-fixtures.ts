// Orders as GET /customer/order answers them, for the feature's tests.
import type { Order, OrderLine, PublicOrder } from '@haat/contract';

export const PLAIN_LINE: OrderLine = {
  lineID: 'ol_1',
  cancelled: false,
  return: null,
  productID: 'p_000022',
  title: 'Voltmart Ergonomic Wireless Mouse',
  images: [{ fileUrl: '/media/mouse.svg' }],
  salePrice: 939,
  pieces: 2,
  total: 1878,
  weight: 120,
  weightUnit: 'g',
  rating: null,
};

export const VARIANT_LINE: OrderLine = {
  lineID: 'ol_2',
  cancelled: false,
  return: null,
  productID: 'p_000101',
  title: 'Gulabi Nagri Block Print Kurta',
  colorID: [
    {
      colorID: 'c_rust',
      name: 'Rust Orange',
      img: [{ fileUrl: '/media/kurta.svg' }],
      sizeID: { sizeID: 's_m', name: 'M', price: 1299.5, pieces: 1, total: 1299.5 },
    },
  ],
  rating: null,
};

export const THIRD_LINE: OrderLine = {
  lineID: 'ol_3',
  cancelled: false,
  return: null,
  productID: 'p_000029',
  title: 'Handi House Steel Masala Box with Spoon',
  images: [{ fileUrl: '/media/masala.svg' }],
  salePrice: 419,
  pieces: 1,
  total: 419,
  weight: 0,
  weightUnit: '',
  rating: null,
};

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderID: 'OD000000012345',
    trakingid: 'trk_5f0c2a9d8e7b6a5c4d3e2f1a',
    createdAt: '2024-03-05T06:30:00.000Z',
    statusName: 'Active',
    shippingStatus: 'Placed',
    status: 1,
    paymentType: 'cod',
    invoiceFile: null,
    addressID: {
      addressID: 'a_1',
      _id: 'a_1',
      name: 'Meera Iyer',
      mobile: '9876543210',
      zipcode: '302001',
      landmark: 'Near Hawa Mahal',
      address: '12 Johari Bazaar',
      city: 'Jaipur',
      state: 'Rajasthan',
      country: 'India',
      allternateMobile: '',
    },
    products: [PLAIN_LINE, VARIANT_LINE],
    sub_total: 3177.5,
    shippingCharges: 0,
    plateformCharges: 5,
    discount: 0,
    total: 3182.5,
    payableamount: 3182.5,
    timeline: [{ state: 'Placed', at: '2024-03-05T06:30:00.000Z' }],
    shipments: [
      {
        shopName: 'Kanchi Weaves',
        state: 'Placed',
        courier: null,
        trackingNumber: null,
        trackingUrl: null,
        packedAt: null,
        shippedAt: null,
        deliveredAt: null,
        returnToSeller: null,
        returnedAt: null,
        productIDs: [PLAIN_LINE.productID, VARIANT_LINE.productID],
        lineIDs: [PLAIN_LINE.lineID, VARIANT_LINE.lineID],
        parcel: null,
      },
    ],
    refunds: [],
    returns: [],
    cancellation: { afterShipping: false, fee: 0, refund: 0 },
    keptFee: null,
    creditNoteFile: null,
    ...overrides,
  };
}

/** The order as it stands Delivered, with every step of its timeline. */
export function makeDeliveredOrder(overrides: Partial<Order> = {}): Order {
  return makeOrder({
    statusName: 'Complete',
    shippingStatus: 'Delivered',
    status: 4,
    cancellation: null,
    invoiceFile: '/api/customer/invoice/OD000000012345',
    timeline: [
      { state: 'Placed', at: '2024-03-05T06:30:00.000Z' },
      { state: 'Packed', at: '2024-03-05T10:00:00.000Z' },
      { state: 'Shipped', at: '2024-03-06T10:10:00.000Z' },
      { state: 'Out for delivery', at: '2024-03-08T03:00:00.000Z' },
      { state: 'Delivered', at: '2024-03-08T09:45:00.000Z' },
    ],
    shipments: [
      {
        shopName: 'Kanchi Weaves',
        state: 'Delivered',
        courier: 'Delhivery',
        trackingNumber: '1490837465021',
        trackingUrl: 'https://www.delhivery.com/track/package/1490837465021',
        packedAt: '2024-03-05T10:00:00.000Z',
        shippedAt: '2024-03-06T10:10:00.000Z',
        deliveredAt: '2024-03-08T09:45:00.000Z',
        returnToSeller: null,
        returnedAt: null,
        productIDs: [PLAIN_LINE.productID, VARIANT_LINE.productID],
        lineIDs: [PLAIN_LINE.lineID, VARIANT_LINE.lineID],
        parcel: null,
      },
    ],
    ...overrides,
  });
}

export function toPublicOrder(order: Order): PublicOrder {
  return {
    orderID: order.orderID,
    createdAt: order.createdAt,
    statusName: order.statusName,
    shippingStatus: order.shippingStatus,
    status: order.status,
    timeline: order.timeline,
    city: order.addressID.city,
    products: order.products,
    shipments: order.shipments,
  };
}
