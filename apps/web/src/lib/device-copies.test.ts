import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { makeLiveToken } from '../test/tokens';
import { deviceCopyOf, keepDeviceCopies } from './device-copies';
import { clearAll, setToken } from './storage';

afterEach(() => clearAll());

describe('the cart and wishlist kept on the device', () => {
  it('keeps the signed-in customer’s answers, and shows them to that customer only', async () => {
    setToken(makeLiveToken('c_asha'));
    const client = new QueryClient();
    const stop = keepDeviceCopies(client);
    const cart = { status: 'success', data: { products: [{ productID: 'p_1' }] } };
    await client.fetchQuery({ queryKey: ['customer', 'cart'], queryFn: async () => cart });
    await client.fetchQuery({ queryKey: ['catalog', 'menus'], queryFn: async () => ['menu'] });
    stop();
    expect(deviceCopyOf(['customer', 'cart'])).toEqual(cart);
    expect(deviceCopyOf(['catalog', 'menus'])).toBeUndefined();

    setToken(makeLiveToken('c_ravi'));
    expect(deviceCopyOf(['customer', 'cart'])).toBeUndefined();
  });

  it('goes with everything else at logout', async () => {
    setToken(makeLiveToken('c_asha'));
    const client = new QueryClient();
    const stop = keepDeviceCopies(client);
    await client.fetchQuery({
      queryKey: ['customer', 'wishlist'],
      queryFn: async () => ({ n: 1 }),
    });
    stop();
    clearAll();
    setToken(makeLiveToken('c_asha'));
    expect(deviceCopyOf(['customer', 'wishlist'])).toBeUndefined();
  });
});
