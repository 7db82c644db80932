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
