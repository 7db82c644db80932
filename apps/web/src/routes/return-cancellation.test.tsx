// The returns policy and the FAQ say what the returns flow does (docs/decisions/returns.md
// "Refunds, not replacements"): a return is refunded; no replacement or exchange is promised.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_CATALOG, mockFetch } from '../test/mock-fetch';
import { renderRoute } from '../test/render';

describe('replacements on the policy pages', () => {
  it('the returns policy says a return is refunded, not replaced', async () => {
    mockFetch(EMPTY_CATALOG);
    renderRoute('/ReturnCancellation');
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Returns and cancellation' });
    expect(within(main).getByRole('heading', { name: 'Refunds, not replacements' })).toBeTruthy();
    expect(main.textContent).toContain('we do not send a replacement or exchange an item');
    expect(main.textContent).not.toMatch(/replacement window|7-day replacement/i);
  });

  it('the FAQ answers that there is no replacement or exchange', async () => {
    mockFetch(EMPTY_CATALOG);
    renderRoute('/contact');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByText('Can I get a replacement or an exchange instead?'),
    ).toBeTruthy();
    expect(main.textContent).toContain('No: a return is always refunded.');
  });
});

describe('the policy pages follow the shop’s settings', () => {
  it('say the return window, the cash-on-delivery limit and the cancellation terms the server answers', async () => {
    mockFetch({
      ...EMPTY_CATALOG,
      'GET /api/public/shop-policy': {
        body: {
          status: 'success',
          data: {
            returnWindowDays: 10,
            codLimit: 2500,
            freeShippingFrom: 1000,
            shippingPerItem: 80,
            cancelFeeShipped: 0,
            cancelFeeOutForDelivery: 0,
          },
        },
      },
    });
    renderRoute('/ReturnCancellation');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: '10-day returns' })).toBeTruthy();
    expect(main.textContent).toContain('return most products within 10 days of delivery');
    expect(main.textContent).not.toContain('15 days');
    expect(main.textContent).toContain('no cancellation fee is charged on any order');
    expect(main.textContent).not.toContain('a cancellation fee applies');
    expect(main.textContent).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('say a cancellation fee while the server charges one, and the shop’s like credit', async () => {
    mockFetch(EMPTY_CATALOG);
    renderRoute('/ReturnCancellation');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: '15-day returns' })).toBeTruthy();
    expect(main.textContent).toContain('For an order paid online a cancellation fee applies');
    expect(main.textContent).toContain('the same amount a shopper pays for cancelling');
    expect(main.textContent).not.toContain('no cancellation fee is charged');
  });
});
