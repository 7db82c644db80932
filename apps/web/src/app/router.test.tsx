import { screen, waitFor, within } from '@testing-library/react';
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
      // The form is its own chunk (routes/contact-us.tsx), loaded after the page's heading shows.
      expect(await screen.findByRole('button', { name: 'Send Message' })).toBeTruthy();
      expect(screen.getByText('We reply within 24 hours.')).toBeTruthy();
    },
  );

  // /cart, /checkout, /wishlist and /order/{id} are tested in features/cart, checkout, wishlist;
  // /order/details/{id} and /order/status/{trakingid} in features/orders.
  it.each([
    ['/order/details/o1', 'Log in to see this order'],
    ['/order/status/TRK1', 'We could not find an order with this tracking link.'],
  ])('opens the orders page at %s', async (path, heading) => {
    mockFetch({
      ...EMPTY_CATALOG,
      'GET /api/public/order/TRK1': { status: 404, body: { message: 'Order not found.' } },
    });
    renderRoute(path);
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it.each([
    ['/products/0 m1', { mainCategoryID: 'm1' }],
    ['/products/0%20m1%20c1', { mainCategoryID: 'm1', categoryID: 'c1' }],
    ['/products/category/m9', { mainCategoryID: 'm9' }],
    ['/products/0/m1/c1', { mainCategoryID: 'm1', categoryID: 'c1' }],
    ['/shop', {}],
  ])('opens the product listing at %s with the ids of its address', async (path, ids) => {
    const fetchMock = mockFetch({
      ...EMPTY_CATALOG,
      'GET /api/public/products': {
        body: {
          status: 'success',
          data: [],
          total: 0,
          mainCategory: null,
          subCategories: [],
          brands: [],
          origins: [],
          seller: null,
        },
      },
    });
    renderRoute(path);
    const main = screen.getByRole('main');
    expect(await within(main).findByText('0 Items Found')).toBeTruthy();
    const listingCall = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/public/products');
    expect(Object.fromEntries(listingCall?.searchParams ?? [])).toEqual({ ...ids, limit: '28' });
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

  it('sends a guest who opens /account to the home page', async () => {
    mockFetch(EMPTY_CATALOG);
    const { router } = renderRoute('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the login form at /login for a direct link', async () => {
    mockFetch(EMPTY_CATALOG);
    renderRoute('/login');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(within(main).getByLabelText(/User Name/)).toBeTruthy();
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
