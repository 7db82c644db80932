import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { setGuestCart, type GuestCartLine } from '../../../lib/storage';
import { CartButton } from './cart-button';

const line = (productID: string, pieces = 1): GuestCartLine => ({
  productID,
  colorID: 0,
  sizeID: 0,
  pieces,
  name: `Product ${productID}`,
  mrprice: 500,
  price: 400,
  color: '',
  size: '',
  img: '/media/p.jpg',
  total: 400 * pieces,
});

describe('cart button', () => {
  it('hides the badge when the cart is empty', () => {
    renderWithProviders(<CartButton onOpen={() => {}} expanded={false} />);
    expect(screen.queryByTestId('count-badge')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cart, empty' })).toBeTruthy();
  });

  it('counts the pieces in the cart, not its lines', () => {
    setGuestCart([line('a', 2), line('b'), line('c')]);
    renderWithProviders(<CartButton onOpen={() => {}} expanded={false} />);
    expect(screen.getByTestId('count-badge').textContent).toBe('4');
    expect(screen.getByRole('button', { name: 'Cart, 4 items' })).toBeTruthy();
  });

  it('updates the badge when the guest cart changes', () => {
    renderWithProviders(<CartButton onOpen={() => {}} expanded={false} />);
    expect(screen.queryByTestId('count-badge')).toBeNull();
    act(() => setGuestCart([line('a')]));
    expect(screen.getByTestId('count-badge').textContent).toBe('1');
    act(() => setGuestCart([]));
    expect(screen.queryByTestId('count-badge')).toBeNull();
  });
});
