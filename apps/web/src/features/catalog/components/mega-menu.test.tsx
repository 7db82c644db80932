import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { mainMenuOf } from '../api/get-menus';
import { MegaMenu } from './mega-menu';

const MENUS = [
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
];

describe('mega-menu', () => {
  it('links main categories from the page, and their columns once a pointer reaches the menu', async () => {
    const fetchMock = mockFetch({
      'GET /api/public/menus': { body: { status: 'success', data: MENUS } },
    });
    renderWithProviders(<MegaMenu entries={mainMenuOf(MENUS)} />);
    const hrefOf = (name: string) =>
      decodeURI(screen.getByRole('link', { name }).getAttribute('href') ?? '');
    expect(hrefOf('Home & Decor')).toBe('/products/0 home');
    expect(hrefOf('Gifts')).toBe('/products/category/gifts');
    // The columns are not part of the page until they are wanted: nothing fetched yet.
    expect(screen.queryByRole('link', { name: 'Lamps' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.pointerEnter(screen.getByRole('navigation'));
    await screen.findByRole('link', { name: 'Lamps' });
    expect(hrefOf('Lamps')).toBe('/products/0 home lamps');
    expect(hrefOf('Diyas')).toBe('/products/0 home lamps diyas');
  });

  it('shows nothing without main categories', () => {
    const { container } = renderWithProviders(<MegaMenu entries={[]} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
