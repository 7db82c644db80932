import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_CATALOG, mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render';

function card(index: number) {
  return {
    productID: `p_${index}`,
    title: `Handmade Terracotta Diya number ${index} with a very long name that goes on`,
    mrPrice: 200,
    salePrice: 150,
    discountPercentage: 25,
    fileUrl: `/media/p_${index}.svg`,
    wishlist: false,
  };
}

/** Answers like the server: `limit` products out of `total`; returns each call's query. */
function listingFetch(total: number) {
  const calls: URLSearchParams[] = [];
  const fetchMock = mockFetch(EMPTY_CATALOG);
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/public/products') {
      return new Response(JSON.stringify({ status: 'success', data: [] }), { status: 200 });
    }
    calls.push(url.searchParams);
    const limit = Number(url.searchParams.get('limit'));
    return new Response(
      JSON.stringify({
        status: 'success',
        data: Array.from({ length: Math.min(limit, total) }, (_, index) => card(index + 1)),
        total,
        mainCategory: { name: 'Puja & Festive', fileUrl: '' },
        subCategories: [{ _id: 'sub_1', name: 'Terracotta Diyas' }],
        brands: [
          { _id: 'br_1', name: 'Mitti Crafts' },
          { _id: 'br_2', name: 'Peetal Kala' },
        ],
        origins: [
          { code: 'CN', name: 'China', count: 3 },
          { code: 'IN', name: 'India', count: 40 },
        ],
        seller: null,
      }),
      { status: 200 },
    );
  });
  return calls;
}

describe('product listing', () => {
  it('shows N Items Found, cards cut at 50, and Load More while a full page came back', async () => {
    const calls = listingFetch(40);
    renderRoute('/products/0 mc_puja');
    expect(await screen.findByText('40 Items Found')).toBeTruthy();
    expect(calls[0]?.get('mainCategoryID')).toBe('mc_puja');
    expect(calls[0]?.get('limit')).toBe('28');
    const results = screen.getByRole('region', { name: 'Puja & Festive' });
    expect(within(results).getAllByRole('article')).toHaveLength(28);
    expect(within(results).getAllByRole('heading', { level: 2 })[0]?.textContent).toBe(
      'Handmade Terracotta Diya number 1 with a very long…',
    );

    fireEvent.click(within(results).getByRole('button', { name: 'Load More' }));
    // Polled with a plain selector: a role query over 40 cards costs a second or more on a busy
    // machine, and waitFor runs it at every change of the page. The roles are checked once after.
    await waitFor(() => expect(results.querySelectorAll('article')).toHaveLength(40));
    expect(within(results).getAllByRole('article')).toHaveLength(40);
    expect(calls.at(-1)?.get('limit')).toBe('56');
    // 40 came back for a limit of 56: nothing is left, so the button goes.
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('hides Load More when fewer than the limit came back', async () => {
    listingFetch(12);
    renderRoute('/products/1 br_1');
    expect(await screen.findByText('12 Items Found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('keeps filters and sort in the address and sends them with the limit', async () => {
    const calls = listingFetch(40);
    const { router } = renderRoute('/products/0 mc_puja');
    await screen.findByText('40 Items Found');
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.click(within(sidebar).getByRole('radio', { name: 'Peetal Kala' }));
    fireEvent.change(within(sidebar).getByRole('combobox', { name: 'Minimum price' }), {
      target: { value: '500' },
    });
    fireEvent.change(within(sidebar).getByRole('combobox', { name: 'Maximum price' }), {
      target: { value: '90000000' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: '-1' },
    });
    await screen.findByText('40 Items Found');
    expect(router.state.location.search).toBe(
      '?brandID=br_2&minPrice=500&maxPrice=90000000&orderBy=-1',
    );
    const last = calls.at(-1);
    expect(Object.fromEntries(last ?? [])).toEqual({
      mainCategoryID: 'mc_puja',
      brandID: 'br_2',
      minPrice: '500',
      maxPrice: '90000000',
      orderBy: '-1',
      limit: '28',
    });
  });

  it('starts a different listing without the last one’s filters', async () => {
    const calls = listingFetch(40);
    const { router } = renderRoute('/products/0 mc_puja?brandID=br_2');
    await screen.findByText('40 Items Found');
    expect(calls.at(-1)?.get('brandID')).toBe('br_2');
    await router.navigate('/products/0 mc_fashion');
    await waitFor(() => expect(calls.at(-1)?.get('mainCategoryID')).toBe('mc_fashion'));
    expect(calls.at(-1)?.has('brandID')).toBe(false);
  });
});
