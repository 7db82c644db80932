import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { MegaMenu } from './mega-menu';

describe('mega-menu', () => {
  it('links main categories, categories and sub-categories with type-0 listing paths', async () => {
    mockFetch({
      'GET /api/public/menus': {
        body: {
          status: 'success',
          data: [
            {
              maincategories: { _id: 'home', name: 'Home & Decor' },
              subMenus: [
                {
                  boxData: [
                    {
                      categoryDetails: { _id: 'lamps', name: 'Lamps' },
                      subCatDetails: [{ _id: 'diyas', name: 'Diyas' }],
                    },
                  ],
                },
              ],
            },
            { maincategories: { _id: 'gifts', name: 'Gifts' }, subMenus: [] },
          ],
        },
      },
    });
    renderWithProviders(<MegaMenu />);
    await screen.findByRole('link', { name: 'Home & Decor' });
    const hrefOf = (name: string) =>
      decodeURI(screen.getByRole('link', { name }).getAttribute('href') ?? '');
    expect(hrefOf('Home & Decor')).toBe('/products/0 home');
    expect(hrefOf('Lamps')).toBe('/products/0 home lamps');
    expect(hrefOf('Diyas')).toBe('/products/0 home lamps diyas');
    expect(hrefOf('Gifts')).toBe('/products/category/gifts');
  });
});
