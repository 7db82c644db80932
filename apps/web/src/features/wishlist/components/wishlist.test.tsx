import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissAllToasts } from '../../../components/ui/toast';
import { closeLoginModal } from '../../../lib/login-modal';
import { setToken } from '../../../lib/storage';
import { EMPTY_CATALOG, mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render';
import { makeLiveToken } from '../../../test/tokens';
import { diya, lehenga, wishlistOf } from '../../../test/wishlist-fixtures';

afterEach(() => {
  dismissAllToasts();
  closeLoginModal();
});

describe('/wishlist', () => {
  it('opens the login modal for a guest', async () => {
    mockFetch(EMPTY_CATALOG);
    renderRoute('/wishlist');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByText('Log in to see your wishlist')).toBeTruthy();
  });

  it('shows each item with a link, the sale price, the MRP struck and the real discount', async () => {
    setToken(makeLiveToken());
    mockFetch({
      ...EMPTY_CATALOG,
      'GET /api/customer/cart': { body: { status: 'success', data: { products: [] } } },
      'GET /api/customer/wishlist': wishlistOf(lehenga, diya),
    });
    renderRoute('/wishlist');
    const main = screen.getByRole('main');
    const cards = await within(main).findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: lehenga.title }).getAttribute('href')).toBe(
      '/product/p_3',
    );
    expect(within(first).getByText('54% off')).toBeTruthy();
    expect(first.querySelector('s')?.textContent).toBe('MRP ₹3,699.00');
    expect(first.textContent).toContain('₹1,699.00');
    // No discount, no badge: never the fixed 15% of the earlier build.
    expect(within(cards[1]!).queryByText(/% off/)).toBeNull();
    expect(document.body.textContent).not.toContain('15%');
    expect(screen.getByRole('link', { name: 'Wishlist, 2 items' })).toBeTruthy();
  });

  it('removes an item with DELETE and says so', async () => {
    setToken(makeLiveToken());
    let items = [lehenga, diya];
    const fetchMock = mockFetch({
      ...EMPTY_CATALOG,
      'GET /api/customer/cart': { body: { status: 'success', data: { products: [] } } },
      'GET /api/customer/wishlist': () => wishlistOf(...items),
      'DELETE /api/customer/wishlist': () => {
        items = [diya];
        return { body: { status: 'success', message: 'Successfully removed.' } };
      },
    });
    renderRoute('/wishlist');
    await userEvent.click(
      await screen.findByRole('button', { name: `Remove ${lehenga.title} from the wishlist` }),
    );
    expect(await screen.findByText('Successfully removed.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(deleteCall?.[0])).toBe('/api/customer/wishlist?productID=p_3');
  });
});
