import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_CATALOG, mockFetch } from '../test/mock-fetch';
import { renderRoute } from '../test/render';

describe('router', () => {
  it.each(['/contactus', '/contactUs', '/ContactUs', '/CONTACTUS'])(
    'opens the contact page at %s, whatever the letter case',
    async (path) => {
      mockFetch(EMPTY_CATALOG);
      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
      expect(screen.getByText('We reply within 24 hours.')).toBeTruthy();
    },
  );

  it.each([
    ['/products/0 m1', 'Products'],
    ['/products/0%20m1%20c1', 'Products'],
    ['/products/category/m9', 'Products'],
    ['/products/0/m1/c1', 'Products'],
    ['/shop', 'Shop'],
    ['/product/p1', 'Product details'],
    ['/cart', 'Your cart'],
    ['/checkout', 'Checkout'],
    ['/account', 'My account'],
    ['/wishlist', 'Wishlist'],
    ['/order/o1', 'Your order'],
    ['/order/details/o1', 'Order details'],
    ['/order/status/TRK1', 'Track your order'],
    ['/login', 'Log in'],
  ])('shows an honest being-built panel at %s', async (path, heading) => {
    mockFetch(EMPTY_CATALOG);
    renderRoute(path);
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(within(main).getByText('This page is being built.')).toBeTruthy();
    expect(
      within(main).getByRole('link', { name: 'Go to the home page' }).getAttribute('href'),
    ).toBe('/');
  });

  it.each([
    ['/contact', 'Frequently asked questions'],
    ['/TermandCondition', 'Terms and conditions'],
    ['/ReturnCancellation', 'Returns and cancellation'],
    ['/PrivacyPolicy', 'Privacy policy'],
    ['/', 'Shop from India’s small sellers'],
  ])('shows the page at %s inside the main layout', async (path, heading) => {
    mockFetch(EMPTY_CATALOG);
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('shows the seller page outside the main layout', async () => {
    mockFetch(EMPTY_CATALOG);
    renderRoute('/Seller');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sell on Haat' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('writes every price on the policy pages in rupees, never dollars', async () => {
    mockFetch(EMPTY_CATALOG);
    for (const path of ['/TermandCondition', '/ReturnCancellation', '/PrivacyPolicy', '/contact']) {
      const { unmount } = renderRoute(path);
      await screen.findByRole('heading', { level: 1 });
      expect(document.body.textContent).not.toContain('$');
      unmount();
    }
  });
});
