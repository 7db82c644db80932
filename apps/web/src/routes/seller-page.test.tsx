// A seller's page (docs/decisions/legal-declarations.md): what the E-Commerce Rules ask a
// marketplace to name of a seller, rendered from the loader's answer, and a 404 for a slug that
// names no seller.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SellerPage } from '@haat/contract';
import { EMPTY_CATALOG, mockFetch } from '../test/mock-fetch';
import { renderRoute } from '../test/render';

const SELLER: SellerPage = {
  _id: 'sl_1',
  slug: 'jaipur-looms',
  businessName: 'Jaipur Looms',
  registered: true,
  gstin: '08AAPFU0939F1Z1',
  address: '12 Johari Bazaar, Jaipur, Rajasthan 302003, India',
  customerCare: '+91 98290 12345',
  rating: 4.24,
  ratingCount: 120,
  description: 'Block-printed cotton from Sanganer.',
  since: '2025-03-10T06:30:00.000Z',
  productCount: 42,
};

describe('the seller page', () => {
  it("names the seller's business, registration, address, care number, rating and since when, and links to all its products", async () => {
    mockFetch({
      ...EMPTY_CATALOG,
      'GET /api/public/sellers/jaipur-looms': { body: { status: 'success', data: SELLER } },
    });
    renderRoute('/seller/jaipur-looms');
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Jaipur Looms' });
    const details = within(main).getByRole('region', { name: 'Seller details' });
    const row = (key: string) => details.querySelector(`[data-seller="${key}"] dd`)?.textContent;
    expect(row('registered')).toBe('Yes');
    expect(row('gstin')).toBe('08AAPFU0939F1Z1');
    expect(row('address')).toBe(SELLER.address);
    expect(row('customer-care')).toBe('+91 98290 12345');
    expect(row('rating')).toBe('4.2 out of 5 (120 ratings)');
    expect(row('since')).toBe('March 2025');
    expect(row('product-count')).toBe('42 products');
    expect(
      within(details).getByRole('link', { name: '+91 98290 12345' }).getAttribute('href'),
    ).toBe('tel:+919829012345');
    expect(
      within(details)
        .getByRole('link', { name: 'See all 42 products from Jaipur Looms' })
        .getAttribute('href'),
    ).toBe('/products/2 sl_1');
    expect(main.textContent).toContain('Block-printed cotton from Sanganer.');
  });

  it('says a seller with nothing listed has no products, without a link to an empty listing', async () => {
    mockFetch({
      ...EMPTY_CATALOG,
      'GET /api/public/sellers/jaipur-looms': {
        body: {
          status: 'success',
          data: { ...SELLER, productCount: 0, ratingCount: 0, rating: 0 },
        },
      },
    });
    renderRoute('/seller/jaipur-looms');
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Jaipur Looms' });
    expect(main.textContent).toContain('No ratings yet');
    expect(main.textContent).toContain('This seller has no products listed right now.');
    expect(within(main).queryByRole('link', { name: /See all/ })).toBeNull();
  });

  it('is a not-found page for a slug that names no seller', async () => {
    mockFetch({
      ...EMPTY_CATALOG,
      'GET /api/public/sellers/no-such-shop': {
        status: 404,
        body: { status: 'error', code: 'NOT_FOUND', message: 'Seller not found.' },
      },
    });
    renderRoute('/seller/no-such-shop');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'This seller is not on Haat' }),
    ).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'All products' }).getAttribute('href')).toBe(
      '/shop',
    );
  });
});
