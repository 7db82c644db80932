import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissAllToasts } from '../../../components/ui/toast';
import { closeLoginModal } from '../../../lib/login-modal';
import { setToken } from '../../../lib/storage';
import { EMPTY_CATALOG, mockFetch } from '../../../test/mock-fetch';
import { renderRoute, renderWithProviders } from '../../../test/render';
import { makeLiveToken } from '../../../test/tokens';
import { lehenga, wishlistOf } from '../../../test/wishlist-fixtures';
import { WishlistHeart } from './wishlist-heart';

afterEach(() => {
  dismissAllToasts();
  closeLoginModal();
});

describe('the wishlist heart', () => {
  it('opens the login modal for a guest', async () => {
    mockFetch(EMPTY_CATALOG);
    renderRoute('/wishlist');
    closeLoginModal();
    renderWithProviders(
      <WishlistHeart label="Add to wishlist" isInWishlist={false} productID="p_3" />,
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Add to wishlist' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('adds for a signed-in customer, then shows it saved', async () => {
    setToken(makeLiveToken());
    let items: (typeof lehenga)[] = [];
    const added: unknown[] = [];
    mockFetch({
      'GET /api/customer/cart': { body: { status: 'success', data: { products: [] } } },
      'GET /api/customer/wishlist': () => wishlistOf(...items),
      'POST /api/customer/wishlist': (init) => {
        added.push(JSON.parse(String(init?.body)));
        items = [lehenga];
        return { body: { status: 'success', message: 'Item successfully added.' } };
      },
    });
    renderWithProviders(
      <WishlistHeart
        label={(saved) => (saved ? 'In your wishlist' : 'Add to wishlist')}
        isInWishlist={false}
        productID="p_3"
      />,
    );
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    await waitFor(() => expect(heart).toHaveProperty('disabled', false));
    await userEvent.click(heart);
    expect(await screen.findByText('Item successfully added.')).toBeTruthy();
    expect(added).toEqual([{ productID: 'p_3' }]);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'In your wishlist' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
  });

  it('says Internal Server Error. when the network fails', async () => {
    setToken(makeLiveToken());
    const fetchMock = mockFetch({
      'GET /api/customer/cart': { body: { status: 'success', data: { products: [] } } },
      'GET /api/customer/wishlist': wishlistOf(),
    });
    renderWithProviders(
      <WishlistHeart label="Add to wishlist" isInWishlist={false} productID="p_3" />,
    );
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // POST /api/customer/wishlist is not answered: the mock throws as a dropped connection would.
    await userEvent.click(heart);
    expect(await screen.findByText('Internal Server Error.')).toBeTruthy();
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });
});
