import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderShipment } from '@haat/contract';
import { PLAIN_LINE } from '../test/order-fixtures';
import { OrderShipments } from './order-shipments';

/** A parcel the seller shipped with Delhivery, as the server answers it. */
const SHIPPED: OrderShipment = {
  shopName: 'Namma Gadget Store',
  state: 'Shipped',
  courier: 'Delhivery',
  trackingNumber: '14908374650',
  trackingUrl: 'https://www.delhivery.com/track/package/14908374650',
  packedAt: '2026-11-20T04:00:00.000Z',
  shippedAt: '2026-11-20T09:00:00.000Z',
  deliveredAt: null,
  returnToSeller: null,
  returnedAt: null,
  productIDs: [PLAIN_LINE.productID],
  lineIDs: [PLAIN_LINE.lineID],
  parcel: null,
};

function renderCard(shipment: OrderShipment, cancelled: boolean) {
  render(<OrderShipments shipments={[shipment]} products={[PLAIN_LINE]} cancelled={cancelled} />);
  const card = screen.getByRole('region', { name: 'Your parcel' });
  return { card, state: within(card).getByTestId('order-shipment-state') };
}

describe('the parcel card of an order cancelled after it shipped', () => {
  it('says the parcel is on its way while the order stands', () => {
    const { state } = renderCard(SHIPPED, false);
    expect(state.textContent).toBe('On its way');
  });

  it('says, right after the cancel, that the parcel is on its way back to the seller', () => {
    const { card, state } = renderCard({ ...SHIPPED, returnToSeller: 'on-its-way' }, true);
    expect(state.textContent).toBe('Cancelled — the parcel is on its way back to the seller');
    expect(card.textContent).not.toContain('On its way');
    // The courier's number still follows it back.
    expect(card.textContent).toContain('14908374650');
    expect(within(card).getByRole('link', { name: /Track on Delhivery's site/ })).toBeTruthy();
    expect(card.textContent).not.toContain('Back with the seller on');
  });

  it('says the parcel is back with the seller, and since when, once the seller has it', () => {
    const { card, state } = renderCard(
      { ...SHIPPED, returnToSeller: 'received', returnedAt: '2026-11-24T06:30:00.000Z' },
      true,
    );
    expect(state.textContent).toBe('The parcel is back with the seller');
    expect(card.textContent).toContain('Back with the seller on 24-Nov-2026');
    expect(card.textContent).not.toContain('On its way');
  });

  it('says the same in Hindi', async () => {
    // The Hindi build's sentences (docs/decisions/hindi.md) for the server's two states.
    const { orderMessages: hindi } = await import('../../../messages/hi-orders');
    expect(hindi.shipments.returnToSeller).toEqual({
      'on-its-way': 'रद्द — पार्सल विक्रेता के पास वापस जा रहा है',
      received: 'पार्सल विक्रेता के पास वापस पहुंच गया है',
    });
    expect(hindi.shipments.returnedOn).toBe('विक्रेता के पास वापस पहुंचने की तारीख');
  });
});

describe('the parcel card without a courier on record', () => {
  const NO_COURIER = { ...SHIPPED, courier: null, trackingNumber: null, trackingUrl: null };

  it.each([
    ['Placed', true],
    ['Packed', true],
    ['Shipped', false],
    ['Delivered', false],
  ] as const)('of a %s parcel says the courier shows once it ships: %s', (state, says) => {
    const { card } = renderCard({ ...NO_COURIER, state }, false);
    expect(card.textContent?.includes('once the seller ships it')).toBe(says);
  });
});

describe('a parcel booked through a courier', () => {
  const BOOKED: OrderShipment = {
    ...SHIPPED,
    courier: 'Delhivery Surface',
    trackingNumber: '14112600000001',
    trackingUrl: null,
    parcel: {
      courierName: 'Delhivery Surface',
      awb: '14112600000001',
      trackingUrl: 'https://shiprocket.co/tracking/14112600000001',
      state: 'out-for-delivery',
      expectedAt: '2026-11-25T12:30:00.000Z',
      scans: [
        {
          at: '2026-11-21T05:30:00.000Z',
          place: 'Jaipur_Hub (Rajasthan)',
          activity: 'Shipment picked up',
          state: 'picked-up',
        },
        {
          at: '2026-11-22T08:00:00.000Z',
          place: 'Delhi_Gateway (Delhi)',
          activity: 'Manifest uploaded',
          state: null,
        },
        {
          at: '2026-11-23T03:35:00.000Z',
          place: 'Jaipur_Malviya (Rajasthan)',
          activity: 'Out for delivery',
          state: 'out-for-delivery',
        },
      ],
      ndr: null,
    },
  };

  it('shows where the scans put it, the courier, AWB, link, date and every scan newest first', () => {
    const { card, state } = renderCard(BOOKED, false);
    expect(state.textContent).toBe('Out for delivery');
    expect(card.textContent).toContain('AWB14112600000001');
    expect(card.textContent).toContain('Expected by25-Nov-2026');
    expect(
      within(card).getByRole('link', { name: /Follow the parcel on the courier’s tracking page/ }),
    ).toHaveProperty('href', 'https://shiprocket.co/tracking/14112600000001');
    const scans = within(within(card).getByTestId('parcel-scans')).getAllByRole('listitem');
    expect(scans.map((scan) => scan.textContent)).toEqual([
      expect.stringMatching(/^23-Nov-2026, 9:05 am[^—]*Out for delivery(?!.*—).*Jaipur_Malviya/),
      expect.stringMatching(/^22-Nov-2026, 1:30 pm.*Manifest uploaded.*Delhi_Gateway/),
      expect.stringMatching(
        /^21-Nov-2026, 11:00 am.*Picked up by the courier — Shipment picked up.*Jaipur_Hub/,
      ),
    ]);
  });

  it('has every parcel state in Hindi', async () => {
    const { orderMessages: hindi } = await import('../../../messages/hi-orders');
    const { orderMessages: english } = await import('../../../messages/en-orders');
    expect(Object.keys(hindi.shipments.parcelStates).sort()).toEqual(
      Object.keys(english.shipments.parcelStates).sort(),
    );
    expect(hindi.shipments.parcelStates['out-for-delivery']).toBe('डिलीवरी के लिए निकला');
    expect(Object.keys(hindi.shipments.ndr).sort()).toEqual(
      Object.keys(english.shipments.ndr).sort(),
    );
  });

  it("says a failed attempt with the courier's reason, and what was asked", () => {
    const failed: OrderShipment = {
      ...BOOKED,
      parcel: {
        ...BOOKED.parcel!,
        state: 'failed-attempt',
        ndr: { attempt: 2, reason: 'Consignee not available', at: null, asked: null },
      },
    };
    const { card, state } = renderCard(failed, false);
    expect(state.textContent).toBe('Delivery attempt failed');
    const note = within(card).getByTestId('parcel-ndr');
    expect(note.textContent).toBe(
      'The courier could not deliver this parcel (attempt 2). The courier’s reason: Consignee not available',
    );
    cleanup();
    const asked = renderCard(
      {
        ...failed,
        parcel: { ...failed.parcel!, ndr: { ...failed.parcel!.ndr!, asked: 'return' } },
      },
      false,
    );
    expect(within(asked.card).getByTestId('parcel-ndr').textContent).toContain(
      'The parcel is being returned to the seller.',
    );
  });
});
