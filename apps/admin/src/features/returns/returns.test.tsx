// The back office's Returns page: each return's timeline names who made each step in words
// (Shopper, Seller, Operator, Courier, Automatic), as docs/decisions/returns.md's table of moves
// has them; a return's pickup with the courier shows its AWB and scans, or offers Book pickup.
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

  it("shows a return's pickup with the courier, and offers Book pickup while none is booked", async () => {
    const AWB = '14112600000002';
    serve([
      {
        ...REFUNDED,
        returnID: 'rt_2',
        status: 'picked-up',
        courierPart: true,
        pickup: {
          courierName: 'Delhivery Surface',
          awb: AWB,
          trackingUrl: `https://shiprocket.co/tracking/${AWB}`,
          state: 'picked-up',
          expectedAt: null,
          scans: [{ at: AT, place: 'Jaipur_Malviya', activity: 'PICKED UP', state: 'picked-up' }],
          ndr: null,
        },
        timeline: [
          ...REFUNDED.timeline.slice(0, 2),
          { state: 'picked-up', at: AT, by: 'courier', note: null },
        ],
      },
      {
        ...REFUNDED,
        returnID: 'rt_3',
        orderID: 'OD000000067890',
        status: 'approved',
        courierPart: true,
        timeline: REFUNDED.timeline.slice(0, 2),
      },
    ]);
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter initialEntries={['/returns']}>
          <ReturnsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const [booked, waiting] = await screen.findAllByTestId('return-row');
    const pickup = within(booked!).getByTestId('return-pickup');
    expect(within(pickup).getByRole('link', { name: AWB }).getAttribute('href')).toContain(AWB);
    expect(pickup.textContent).toContain('Collected from the shopper');
    expect(pickup.textContent).toContain('PICKED UP · Jaipur_Malviya');
    expect(booked!.textContent).toContain('Picked up · Courier');
    expect(within(booked!).queryByRole('button', { name: /Book the courier's pickup/ })).toBeNull();
    expect(waiting!.textContent).toContain('Not booked yet');
    expect(
      within(waiting!).getByRole('button', {
        name: `Book the courier's pickup of ${REFUNDED.title} of OD000000067890`,
      }),
    ).toBeTruthy();
  });
});
