import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissAllToasts } from '../../../components/ui/toast';
import { closeLoginModal } from '../../../lib/login-modal';
import { getGuestCart, setGuestCart, setToken, type GuestCartLine } from '../../../lib/storage';
import { EMPTY_CATALOG, mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render';
import { makeLiveToken } from '../../../test/tokens';

const diya: GuestCartLine = {
  productID: 'p_59',
  colorID: 0,
  sizeID: 0,
  pieces: 1,
  name: 'Terracotta diya set',
  mrprice: 169,
  price: 109,
  color: '',
  size: '12 pcs',
  img: '/media/diya.svg',
  total: 109,
};

afterEach(() => {
  dismissAllToasts();
  closeLoginModal();
});

describe('/cart', () => {
  it('sends the shopper home when the cart is empty', async () => {
    mockFetch(EMPTY_CATALOG);
    const { router } = renderRoute('/cart');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the lines with quantity buttons and the subtotal', async () => {
    setGuestCart([
      diya,
      { ...diya, productID: 'p_60', name: 'Brass aarti diya', price: 359, pieces: 2 },
    ]);
    mockFetch(EMPTY_CATALOG);
    renderRoute('/cart');
    const lines = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByTestId('cart-line-total').map((cell) => cell.textContent)).toEqual([
      'Item total: ₹109.00',
      'Item total: ₹718.00',
    ]);
    expect(screen.getByTestId('cart-page-subtotal').textContent).toBe('₹827.00');
    expect(screen.getByText('Add ₹173.00 more to get free shipping.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'One more Brass aarti diya' }));
    // The cart's changes load with the first one (features/cart/hooks/cart-context.ts).
    await waitFor(() => expect(getGuestCart()[1]?.pieces).toBe(3));
    expect(await screen.findByText('Item successfully updated.')).toBeTruthy();
  });

  it('removes the last line with minus at 1 and then goes home', async () => {
    setGuestCart([diya]);
    mockFetch(EMPTY_CATALOG);
    const { router } = renderRoute('/cart');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Terracotta diya set' }),
    );
    await waitFor(() => expect(getGuestCart()).toEqual([]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opens the login modal from Proceed to Checkout for a guest', async () => {
    setGuestCart([diya]);
    mockFetch(EMPTY_CATALOG);
    const { router } = renderRoute('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('goes to /checkout from Proceed to Checkout when signed in', async () => {
    setToken(makeLiveToken());
    mockFetch({
      ...EMPTY_CATALOG,
      'GET /api/customer/wishlist': { body: { status: 'success', data: { productID: [] } } },
      'GET /api/customer/addresses': { body: { status: 'success', data: [] } },
      'GET /api/customer/cart': {
        body: {
          status: 'success',
          data: {
            products: [
              {
                productID: 'p_59',
                title: 'Terracotta diya set',
                pieces: 2,
                mrPrice: 169,
                salePrice: 109,
                weight: 12,
                weightUnit: 'pcs',
                images: [{ fileUrl: '/media/diya.svg' }],
                total: 218,
              },
            ],
          },
        },
      },
    });
    const { router } = renderRoute('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });
});
