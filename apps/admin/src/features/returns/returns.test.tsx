// The back office's Returns page: each return's timeline names who made each step in words
// (Shopper, Seller, Operator, Automatic), as docs/decisions/returns.md's table of moves has them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { BackOfficeReturn } from '@haat/contract';
import { ReturnsPage } from './returns.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const AT = '2026-11-20T06:30:00.000Z';

const REFUNDED: BackOfficeReturn = {
  returnID: 'rt_1',
  orderID: 'OD000000012345',
  lineID: 'ol_1',
  productID: 'p_1',
  title: 'Voltmart Flip Cover',
  variant: null,
  pieces: 1,
  reason: 'damaged',
  details: '',
  photos: [],
  status: 'refunded',
  refund: 239,
  decisionNote: null,
  refundTo: null,
  hasCreditNote: true,
  createdAt: AT,
  timeline: [
    { state: 'requested', at: AT, by: 'shopper', note: null },
    { state: 'approved', at: AT, by: 'seller', note: null },
    { state: 'picked-up', at: AT, by: 'operator', note: null },
    { state: 'received', at: AT, by: 'operator', note: null },
    { state: 'refunded', at: AT, by: 'system', note: null },
  ],
  pickup: null,
  pickupByHand: null,
  courierPart: false,
  sellerID: 'sl_1',
  shopName: 'Namma Gadget Store',
  customerName: 'Arjun Reddy',
  paymentType: 'prepaid',
};

function serve(items: BackOfficeReturn[]) {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      new URL(url).pathname.endsWith('/admin/me')
        ? json({
            status: 'success',
            data: { role: 'operator', id: 'op_1', email: 'admin@haat.in' },
          })
        : json({ status: 'success', data: { items, total: items.length, page: 1, pageSize: 25 } }),
    ),
  );
}

describe('the returns page', () => {
  it('names who made each step of the timeline in words', async () => {
    serve([REFUNDED]);
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter initialEntries={['/returns']}>
          <ReturnsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const row = await screen.findByTestId('return-row');
    const steps = within(row)
      .getAllByRole('listitem')
      .map((step) => step.textContent?.split(' · ').slice(0, 2).join(' · '));
    expect(steps).toEqual([
      'Return requested · Shopper',
      'Approved: pickup soon · Seller',
      'Picked up · Operator',
      'Received by the seller · Operator',
      'Refunded · Automatic',
    ]);
  });
});
