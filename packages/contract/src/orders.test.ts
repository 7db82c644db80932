import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  OrderAnswerSchema,
  OrderCancelBodySchema,
  OrdersQuerySchema,
  PublicOrderSchema,
  ReviewBodySchema,
} from './orders.ts';
import type { Order } from './orders.ts';
import { courierTrackingUrl } from './shipment-model.ts';

const order: Order = {
  orderID: 'o1',
  trakingid: 'HT24030500001',
  createdAt: '2024-03-05T10:15:00.000Z',
  statusName: 'Active',
  shippingStatus: 'Delivered',
  status: 1,
  paymentType: 'cod',
  invoiceFile: '/api/customer/invoice/o1',
  addressID: {
    addressID: 'a1',
    _id: 'a1',
    name: 'Ravi Kumar',
    mobile: '9876543210',
    zipcode: '560001',
    landmark: '',
    address: '12, 3rd Cross, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    allternateMobile: '',
  },
  products: [
    {
      lineID: 'ol_2',
      cancelled: false,
      return: null,
      productID: 'p2',
      title: 'Darjeeling tea',
      images: [{ fileUrl: '/t.jpg' }],
      salePrice: 399,
      pieces: 2,
      total: 798,
      weight: 250,
      weightUnit: 'g',
      rating: null,
    },
    {
      lineID: 'ol_1',
      cancelled: false,
      return: null,
      productID: 'p1',
      title: 'Cotton kurta',
      colorID: [
        {
          colorID: 'red',
          name: 'Red',
          img: [{ fileUrl: '/k.jpg' }],
          sizeID: { sizeID: 'm', name: 'M', price: 799, pieces: 1, total: 799 },
        },
      ],
      rating: 4,
    },
  ],
  sub_total: 1597,
  shippingCharges: 0,
  plateformCharges: 5,
  discount: 0,
  total: 1602,
  payableamount: 1602,
  timeline: [
    { state: 'Placed', at: '2024-03-05T10:15:00.000Z' },
    { state: 'Delivered', at: '2024-03-08T16:40:00.000Z' },
  ],
  shipments: [
    {
      shopName: 'Kanchi Weaves',
      state: 'Delivered',
      courier: 'Delhivery',
      trackingNumber: '1490837465021',
      trackingUrl: 'https://www.delhivery.com/track/package/1490837465021',
      packedAt: '2024-03-06T09:00:00.000Z',
      shippedAt: '2024-03-06T15:30:00.000Z',
      deliveredAt: '2024-03-08T16:40:00.000Z',
      returnToSeller: null,
      returnedAt: null,
      productIDs: ['p_000014'],
      lineIDs: ['ol_1'],
      parcel: null,
    },
  ],
  refunds: [],
  returns: [],
  cancellation: null,
  keptFee: null,
  creditNoteFile: null,
};

describe('an order answer', () => {
  it('parses plain and variant lines and serialises back unchanged', () => {
    const answer = { status: 'success', data: order };
    expect(z.encode(OrderAnswerSchema, OrderAnswerSchema.parse(answer))).toEqual(answer);
  });

  it('refuses a shipping status outside the agreed states', () => {
    const answer = { status: 'success', data: { ...order, shippingStatus: 'Lost' } };
    expect(OrderAnswerSchema.safeParse(answer).success).toBe(false);
  });
});

describe('public tracking', () => {
  it('drops the address and amounts of an order, so a shared link shows no name or phone', () => {
    const tracked = z.encode(PublicOrderSchema, { ...order, city: 'Bengaluru' });
    expect(tracked).not.toHaveProperty('addressID');
    expect(tracked).not.toHaveProperty('payableamount');
    expect(JSON.stringify(tracked)).not.toContain('9876543210');
    expect(tracked.city).toBe('Bengaluru');
  });
});

describe('the order list filter', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['4', 4],
    ['-1', -1],
  ])('reads status=%s as %d', (text, value) => {
    expect(OrdersQuerySchema.parse({ status: text }).status).toBe(value);
  });

  it.each(['0', '3', '', 'cod'])('refuses status=%s', (text) => {
    expect(OrdersQuerySchema.safeParse({ status: text }).success).toBe(false);
  });
});

describe('cancel and review', () => {
  it('needs a cancel reason of at least 3 characters and ignores the empty file field', () => {
    expect(OrderCancelBodySchema.safeParse({ orderID: 'o1', remark: 'ok' }).success).toBe(false);
    expect(
      OrderCancelBodySchema.safeParse({ orderID: 'o1', remark: 'Ordered twice', file: '' }).success,
    ).toBe(true);
  });

  it.each([0, 6, 4.5])('refuses a rating of %s', (rating) => {
    const review = {
      productID: 'p1',
      orderID: 'o1',
      colorID: '0',
      sizeID: '0',
      rating,
      remark: 'Good tea',
    };
    expect(ReviewBodySchema.safeParse(review).success).toBe(false);
  });

  it('accepts a whole rating from 1 to 5 with a remark', () => {
    const review = {
      productID: 'p1',
      orderID: 'o1',
      colorID: 'red',
      sizeID: 'm',
      rating: 5,
      remark: 'Soft cotton',
    };
    expect(ReviewBodySchema.parse(review)).toEqual(review);
  });
});

describe("a courier's tracking page", () => {
  it('is known for the couriers whose page takes the number, however the name is typed', () => {
    expect(courierTrackingUrl('Delhivery', '1490837465021')).toBe(
      'https://www.delhivery.com/track/package/1490837465021',
    );
    expect(courierTrackingUrl('  blue   DART ', '81234567890')).toBe(
      'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=81234567890',
    );
    expect(courierTrackingUrl('Ekart', 'FMPC1234567890')).toBe(
      'https://ekartlogistics.com/shipmenttrack/FMPC1234567890',
    );
  });

  it('is none for a courier we do not know, and the number is never taken as a path', () => {
    expect(courierTrackingUrl('Raju Transport', 'RT123456')).toBeNull();
    expect(courierTrackingUrl('Delhivery', '12/../34')).toBe(
      'https://www.delhivery.com/track/package/12%2F..%2F34',
    );
  });
});
