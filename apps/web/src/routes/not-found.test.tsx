import { screen, waitFor, within } from '../test/testing-library';
import { describe, expect, it } from 'vitest';
import { EMPTY_CATALOG, mockFetch } from '../test/mock-fetch';
import { renderRoute } from '../test/render';

describe('404 page', () => {
  it('shows Page not found, a home link and the promise strip for an unknown address', async () => {
    mockFetch(EMPTY_CATALOG);
    renderRoute('/no/such/page');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: '404. Page not found.' }),
    ).toBeTruthy();
    expect(
      within(main).getByRole('link', { name: 'Go to the home page' }).getAttribute('href'),
    ).toBe('/');
    const strip = within(main).getByRole('list', { name: 'Our promises' });
    expect(
      within(strip)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Free shipping on orders of ₹1,000 or more',
      'Secure payments',
      '15-day returns',
      '24x7 support',
    ]);
    expect(document.body.textContent).not.toContain('$');
  });

  it('names the browser tab after the page', async () => {
    mockFetch(EMPTY_CATALOG);
    renderRoute('/no/such/page');
    await waitFor(() => expect(document.title).toBe('404. Page not found. · Haat'));
    // In <head>, not a <title> element left in the page's body.
    expect(document.head.querySelector('title')?.textContent).toBe('404. Page not found. · Haat');
    expect(document.body.querySelector('title')).toBeNull();
  });
});
