import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_CATALOG, mockFetch } from '../test/mock-fetch';
import { renderRoute } from '../test/render';

const HOME = {
  status: 'success',
  data: {
    nodes: [
      {
        title: 'banners',
        value: [
          {
            fileUrl: '/media/banners/diwali.svg',
            mainCategoryID: 'mc_puja',
            category: { name: 'Puja & Festive' },
          },
          {
            fileUrl: '/media/banners/wedding.svg',
            mainCategoryID: 'mc_fashion',
            category: { name: 'Fashion' },
          },
        ],
      },
      {
        title: 'collections',
        value: [
          { fileUrl: '/media/c.svg', mainCategoryID: 'mc_grocery', category: { name: 'Grocery' } },
        ],
      },
      {
        title: 'brands',
        value: [{ brandID: 'br_kala', fileUrl: '/media/b.svg', name: 'Peetal Kala' }],
      },
      {
        title: 'Sellers',
        value: [{ _id: 'sl_1', shop: { name: 'Gorakhpur Potters', fileUrl: '/media/s.svg' } }],
      },
    ],
    offers: [
      {
        title: 'Festive Specials',
        value: [
          {
            cardID: 'cd_diyas',
            offerID: 'of_festive',
            title: 'Diyas & Lamps',
            body: 'Handmade terracotta and brass diyas from the potters of Gorakhpur and the brass workers of Moradabad. Light up Diwali for less.',
            discount: 20,
            fileUrl: '/media/o.svg',
          },
        ],
      },
    ],
    offerBanners: [
      {
        offerID: 'of_gadgets',
        title: 'Gadget Utsav',
        fileUrl: '/media/g.svg',
        products: [
          {
            productID: 'p_7',
            title: 'Budget 5G Phone',
            mrPrice: 15999,
            salePrice: 12499,
            discountPercentage: 22,
            fileUrl: '/media/p.svg',
            wishlist: false,
          },
        ],
      },
    ],
  },
};

const hrefOf = (link: HTMLElement) => decodeURI(link.getAttribute('href') ?? '');

describe('home page', () => {
  it('links every tile with docs/spec.md’s /products/{type} {id} form', async () => {
    mockFetch({ ...EMPTY_CATALOG, 'GET /api/public/home/offer': { body: HOME } });
    renderRoute('/');
    const main = screen.getByRole('main');
    const carousel = await within(main).findByRole('region', { name: 'Offers' });
    expect(hrefOf(within(carousel).getByRole('link', { name: 'Puja & Festive' }))).toBe(
      '/products/0 mc_puja',
    );
    const firstBanner = within(carousel).getByRole('img', { name: 'Puja & Festive' });
    expect(firstBanner.getAttribute('fetchpriority')).toBe('high');
    expect(firstBanner.getAttribute('loading')).toBe('eager');
    expect(firstBanner.getAttribute('width')).toBe('1200');

    expect(hrefOf(within(main).getByRole('link', { name: 'Grocery' }))).toBe(
      '/products/0 mc_grocery',
    );
    expect(hrefOf(within(main).getByRole('link', { name: 'Shop Peetal Kala' }))).toBe(
      '/products/1 br_kala',
    );
    const offerCard = within(main).getByRole('link', { name: /Diyas & Lamps/ });
    expect(hrefOf(offerCard)).toBe('/products/3 cd_diyas');
    // docs/spec.md §9: the offer body is cut at 100 characters.
    expect(offerCard.textContent).toContain(
      'Handmade terracotta and brass diyas from the potters of Gorakhpur and the brass workers of Moradabad…',
    );
    expect(within(offerCard).getByText('20% off')).toBeTruthy();
    expect(hrefOf(within(main).getByRole('link', { name: 'View all Festive Specials' }))).toBe(
      '/products/4 of_festive',
    );
    expect(within(main).getByRole('heading', { name: 'Top Products' })).toBeTruthy();
    expect(hrefOf(within(main).getByRole('link', { name: 'Budget 5G Phone' }))).toBe(
      '/product/p_7',
    );

    // Top Sellers is built but hidden (docs/spec.md §2).
    expect(within(main).queryByRole('heading', { name: 'Top Sellers' })).toBeNull();
    const sellers = document.querySelector('section[aria-labelledby="top-sellers-title"]');
    expect(sellers?.hasAttribute('hidden')).toBe(true);
    expect(hrefOf(sellers!.querySelector('a')!)).toBe('/products/2 sl_1');
  });

  it('says a shop with nothing for sale yet is getting ready, instead of a blank page', async () => {
    const nothing = { status: 'success', data: { nodes: [], offers: [], offerBanners: [] } };
    mockFetch({ ...EMPTY_CATALOG, 'GET /api/public/home/offer': { body: nothing } });
    renderRoute('/');
    expect(
      await within(screen.getByRole('main')).findByText(/This shop is getting ready/),
    ).toBeTruthy();
  });
});
