import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Order } from '@haat/contract';
import { setToken } from '../../../lib/storage';
import { EMPTY_CATALOG, mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render';
import { makeLiveToken } from '../../../test/tokens';
import { THIRD_LINE, makeDeliveredOrder, makeOrder } from '../test/order-fixtures';

const PROFILE = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.in',
  mobile: '9876543210',
};

/** /account?tab=orders with these answers to GET /customer/orders, one per call in turn. */
function openOrderPanel(answers: Order[][], path = '/account?tab=orders') {
  setToken(makeLiveToken());
  let call = 0;
  const fetchMock = mockFetch({
    ...EMPTY_CATALOG,
    'GET /api/customer/profile': { body: { status: 'success', data: PROFILE } },
    'GET /api/customer/orders': () => {
      const data = answers[Math.min(call, answers.length - 1)] ?? [];
      call += 1;
      return { body: { status: 'success', data } };
    },
  });
  renderRoute(path);
  const statusesAsked = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/customer/orders')
      .map((url) => url.searchParams.get('status'));
  return { statusesAsked };
}

async function findRows() {
  const list = await screen.findByRole('list', { name: 'Your orders' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('order-row'));
}

describe("the account's My Order panel", () => {
  it('offers Prepaid, Cod, Complete and Cancelled orders, and asks for prepaid (1) first', async () => {
    const { statusesAsked } = openOrderPanel([[makeOrder({ paymentType: 'prepaid' })]]);
    const selector = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Show' });
    expect(Array.from(selector.options, (option) => [option.value, option.text])).toEqual([
      ['1', 'Prepaid Order'],
      ['2', 'Cod Order'],
      ['4', 'Complete Order'],
      ['-1', 'Cancelled Order'],
    ]);
    expect(selector.value).toBe('1');
    await findRows();
    expect(statusesAsked()).toEqual(['1']);
  });

  it("shows the id, the first title with '(N Products)', the others' thumbnails, price × pieces = total and the date", async () => {
    openOrderPanel([
      [makeOrder({ products: [makeOrder().products[0]!, makeOrder().products[1]!, THIRD_LINE] })],
    ]);
    const [row] = await findRows();
    if (!row) throw new Error('no row');
    const link = within(row).getByRole('link', { name: 'Order OD000000012345' });
    expect(link.getAttribute('href')).toBe('/order/details/OD000000012345');
    expect(within(row).getByText('Voltmart Ergonomic Wireless Mouse').textContent).toBe(
      'Voltmart Ergonomic Wireless Mouse (3 Products)',
    );
    expect(within(row).getByTestId('order-row-sum').textContent).toBe('₹939.00 × 2 = ₹1,878.00');
    const others = within(row).getByRole('list', { name: 'Also in this order' });
    expect(
      within(others)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual([
      'Gulabi Nagri Block Print Kurta, ₹1,299.50 × 1 = ₹1,299.50',
      'Handi House Steel Masala Box with Spoon, ₹419.00 × 1 = ₹419.00',
    ]);
    expect(within(row).getByText('05-Mar-2024').tagName).toBe('TIME');
  });

  it("a single-product order has no '(N Products)' and no other thumbnails", async () => {
    openOrderPanel([[makeOrder({ products: [THIRD_LINE] })]]);
    const [row] = await findRows();
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Handi House Steel Masala Box with Spoon').textContent).toBe(
      'Handi House Steel Masala Box with Spoon',
    );
    expect(within(row).queryByRole('list', { name: 'Also in this order' })).toBeNull();
  });

  it('colours the status: cancelled red, delivered green, anything else neutral', async () => {
    openOrderPanel([
      [
        makeOrder({
          orderID: 'OD1',
          statusName: 'Cancel',
          shippingStatus: 'Cancelled',
          status: -1,
        }),
        makeDeliveredOrder({ orderID: 'OD2' }),
        makeOrder({ orderID: 'OD3', shippingStatus: 'Shipped' }),
      ],
    ]);
    const rows = await findRows();
    const badges = rows.map((row) => row.querySelector('.order-status'));
    expect(badges.map((badge) => [badge?.textContent, badge?.getAttribute('data-tone')])).toEqual([
      ['Cancelled', 'cancelled'],
      ['Delivered', 'delivered'],
      ['Shipped', 'neutral'],
    ]);
  });

  it('choosing Cod Order asks for status 2, and an empty list says so', async () => {
    const { statusesAsked } = openOrderPanel([[makeOrder({ paymentType: 'prepaid' })], []]);
    await findRows();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Cod Order');
    expect(await screen.findByText('You have no active cash on delivery orders.')).toBeTruthy();
    await waitFor(() => expect(statusesAsked()).toEqual(['1', '2']));
  });

  it('opens on the filter named in the address', async () => {
    const { statusesAsked } = openOrderPanel([[]], '/account?tab=orders&status=-1');
    expect(await screen.findByText('You have no cancelled orders.')).toBeTruthy();
    expect(statusesAsked()).toEqual(['-1']);
  });
});
