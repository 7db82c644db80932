import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { getGuestCart, setGuestCart, type GuestCartLine } from '../../../lib/storage';
import { CartDrawer } from './cart-drawer';

const diya: GuestCartLine = {
  productID: 'p1',
  colorID: 'c1',
  sizeID: 's1',
  pieces: 3,
  name: 'Terracotta diya set',
  mrprice: 1500,
  price: 1234.5,
  color: 'Red',
  size: 'Set of 4',
  img: '/media/diya.jpg',
  total: 3703.5,
};

const kurta: GuestCartLine = {
  productID: 'p2',
  colorID: 0,
  sizeID: 0,
  pieces: 1,
  name: 'Cotton kurta',
  mrprice: 999,
  price: 899,
  color: '',
  size: '500 g',
  img: '/media/kurta.jpg',
  total: 899,
};

describe('cart drawer', () => {
  it('shows Empty and no checkout buttons for an empty cart', () => {
    renderWithProviders(<CartDrawer onClose={() => {}} />);
    expect(screen.getByText('Empty')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Checkout Now' })).toBeNull();
  });

  it('shows each line as price × pieces = line total in rupees, and the subtotal', () => {
    setGuestCart([diya, kurta]);
    renderWithProviders(<CartDrawer onClose={() => {}} />);
    const sums = screen.getAllByTestId('cart-line-sum').map((element) => element.textContent);
    expect(sums).toEqual(['₹1,234.50 × 3 = ₹3,703.50', '₹899.00 × 1 = ₹899.00']);
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('₹4,602.50');
    expect(screen.getByRole('link', { name: 'Checkout Now' }).getAttribute('href')).toBe(
      '/checkout',
    );
    expect(screen.getByRole('link', { name: 'Edit or View' }).getAttribute('href')).toBe('/cart');
  });

  it('computes the line total from price and pieces, not the stored total', () => {
    setGuestCart([{ ...diya, pieces: 2, total: 1 }]);
    renderWithProviders(<CartDrawer onClose={() => {}} />);
    expect(screen.getByTestId('cart-line-sum').textContent).toBe('₹1,234.50 × 2 = ₹2,469.00');
  });

  it('removes a line with its remove button', async () => {
    setGuestCart([diya, kurta]);
    renderWithProviders(<CartDrawer onClose={() => {}} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Terracotta diya set from the cart' }),
    );
    // The cart's changes load with the first one (features/cart/hooks/cart-context.ts).
    await waitFor(() => expect(getGuestCart().map((line) => line.productID)).toEqual(['p2']));
    const list = screen.getByRole('list');
    expect(within(list).queryByText('Terracotta diya set')).toBeNull();
  });

  it('closes on Escape', async () => {
    let closed = 0;
    renderWithProviders(<CartDrawer onClose={() => (closed += 1)} />);
    await userEvent.keyboard('{Escape}');
    expect(closed).toBe(1);
  });
});
