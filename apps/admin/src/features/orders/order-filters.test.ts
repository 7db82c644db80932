// The order list's filters: address → form values → the API's query, and back.
import { describe, expect, it } from 'vitest';
import { AdminOrdersQuerySchema } from '@haat/contract';
import { orderListQuery, readOrderFilters, writeOrderFilters } from './order-filters.ts';

describe('order filters in the address', () => {
  it('reads every filter, trimmed, with page 1 when the page is missing or nonsense', () => {
    const read = readOrderFilters(
      new URLSearchParams('q=%20OD123%20&status=Shipped&paymentType=cod&page=abc'),
    );
    expect(read).toEqual({
      q: 'OD123',
      status: 'Shipped',
      paymentType: 'cod',
      sellerID: '',
      pincode: '',
      from: '',
      to: '',
      page: 1,
    });
    expect(readOrderFilters(new URLSearchParams('page=3')).page).toBe(3);
    expect(readOrderFilters(new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('writes only the filters that are set, and the page only after the first', () => {
    expect(
      writeOrderFilters({
        q: ' 9876543210 ',
        status: '',
        pincode: '302001',
        to: undefined,
      }).toString(),
    ).toBe('q=9876543210&pincode=302001');
    expect(writeOrderFilters({ from: '2026-03-01' }, 2).toString()).toBe('from=2026-03-01&page=2');
    expect(writeOrderFilters({}, 1).toString()).toBe('');
  });

  it('round-trips: what is written is read back the same', () => {
    const filters = {
      q: 'OD42',
      status: 'Packed',
      paymentType: 'prepaid',
      sellerID: 'sl_kashi_puja',
      pincode: '221001',
      from: '2026-03-01',
      to: '2026-03-31',
    };
    expect(readOrderFilters(writeOrderFilters(filters, 4))).toEqual({ ...filters, page: 4 });
  });
});

describe("the list call's query", () => {
  const filters = readOrderFilters(
    new URLSearchParams('status=Placed&sellerID=sl_x&from=2026-03-01&page=2'),
  );

  it('sends the set filters with the page and page size, and the server schema accepts it', () => {
    const query = orderListQuery(filters, { pageSize: 25, forSeller: false });
    expect(query).toEqual({
      status: 'Placed',
      sellerID: 'sl_x',
      from: '2026-03-01',
      limit: 25,
      page: 2,
    });
    expect(AdminOrdersQuerySchema.safeParse(query).success).toBe(true);
  });

  it("never sends a seller for a seller's own list", () => {
    expect(orderListQuery(filters, { pageSize: 25, forSeller: true })).not.toHaveProperty(
      'sellerID',
    );
  });
});
