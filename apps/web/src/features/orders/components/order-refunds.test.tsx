import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderRefunds } from './order-refunds';

describe('the refund on an order page', () => {
  it('says the money is on its way, then when it was refunded and the reference', () => {
    const { rerender } = render(
      <OrderRefunds
        refunds={[
          {
            amount: 1602,
            status: 'processing',
            reference: null,
            requestedAt: '2026-11-20T04:00:00.000Z',
            refundedAt: null,
          },
        ]}
      />,
    );
    const card = screen.getByRole('region', { name: 'Refund' });
    expect(within(card).getByText('₹1,602.00')).toBeTruthy();
    expect(within(card).getByText('On its way back to you')).toBeTruthy();
    expect(card.textContent).toContain('Banks usually take 5–7 working days');

    rerender(
      <OrderRefunds
        refunds={[
          {
            amount: 1602,
            status: 'refunded',
            reference: 'rfnd_Haat00000001',
            requestedAt: '2026-11-20T04:00:00.000Z',
            refundedAt: '2026-11-21T06:30:00.000Z',
          },
        ]}
      />,
    );
    expect(within(card).getByText('Refunded')).toBeTruthy();
    expect(card.textContent).toContain('Refunded on 21-Nov-2026 · Reference rfnd_Haat00000001');
  });

  it('shows what a cancel kept and why even when nothing comes back, in English and Hindi', async () => {
    const kept = { fee: 99, paid: 99, refund: 0, itemsRefund: 0, parcel: 'shipped' } as const;
    render(<OrderRefunds refunds={[]} keptFee={kept} />);
    const card = screen.getByRole('region', { name: 'Refund' });
    expect(card.textContent).toContain(
      'Cancellation fee kept: ₹99.00 — the parcel had already left the seller when you cancelled.',
    );
    expect(card.textContent).toContain('You paid ₹99.00: ₹0.00 comes back to you');
    // The Hindi build's sentences (docs/decisions/hindi.md), with the same figures and reason.
    const { orderMessages: hindi } = await import('../../../messages/hi-orders');
    expect(hindi.keptFee.line('₹149.00', hindi.keptFee.why['out-for-delivery'])).toBe(
      'रद्द करने की ₹149.00 फ़ीस रखी गई — आपके रद्द करते समय पार्सल डिलीवरी के लिए निकल चुका था।',
    );
  });

  it('counts what items cancelled before shipping gave back in the whole refund', async () => {
    const kept = {
      fee: 99,
      paid: 8403,
      refund: 8304,
      itemsRefund: 6699,
      parcel: 'shipped',
    } as const;
    const refunds = [6699, 1605].map((amount, index) => ({
      amount,
      status: 'processing' as const,
      reference: null,
      requestedAt: `2026-11-2${index}T04:00:00.000Z`,
      refundedAt: null,
    }));
    render(<OrderRefunds refunds={refunds} keptFee={kept} />);
    const card = screen.getByRole('region', { name: 'Refund' });
    expect(card.textContent).toContain(
      'You paid ₹8,403.00: ₹8,304.00 comes back to you (₹6,699.00 of it for the items you cancelled before it shipped), and ₹99.00 was kept for bringing the parcel back.',
    );
    // The refunds listed add up to the refund said.
    expect(
      within(card)
        .getAllByTestId('order-refund')
        .map((each) => each.textContent),
    ).toEqual([expect.stringContaining('₹6,699.00'), expect.stringContaining('₹1,605.00')]);
    const { orderMessages: hindi } = await import('../../../messages/hi-orders');
    expect(hindi.keptFee.sumWithItems('₹8,403.00', '₹8,304.00', '₹6,699.00', '₹99.00')).toBe(
      'आपने ₹8,403.00 चुकाए थे: ₹8,304.00 आपको वापस मिलेंगे (इनमें से ₹6,699.00 उन सामानों के, जो आपने शिपिंग से पहले रद्द किए), और पार्सल वापस लाने के लिए ₹99.00 रखे गए।',
    );
  });

  it('is not shown when nothing is paid back', () => {
    const { container } = render(<OrderRefunds refunds={[]} />);
    expect(container.textContent).toBe('');
  });
});
