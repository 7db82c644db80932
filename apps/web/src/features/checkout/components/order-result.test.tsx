import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeLoginModal } from '../../../lib/login-modal';
import { setToken } from '../../../lib/storage';
import { EMPTY_CATALOG, mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render';
import { makeLiveToken } from '../../../test/tokens';
import { ORDER_STATUS_POLL_MS } from '../api/get-order-status';

const signedInApi = {
  ...EMPTY_CATALOG,
  'GET /api/customer/wishlist': { body: { status: 'success', data: { productID: [] } } },
  'GET /api/customer/cart': { body: { status: 'success', data: { products: [] } } },
};

const statusAnswer = (orderStatus: 'success' | 'failed' | 'pending') => ({
  body: { status: 1, data: { orderStatus, orderID: 'ORD-7' } },
});

afterEach(() => {
  closeLoginModal();
  vi.useRealTimers();
});

describe('/order/{id}', () => {
  it('shows the completed order with its number and a link to track it', async () => {
    setToken(makeLiveToken());
    mockFetch({ ...signedInApi, 'GET /api/customer/order-status/ORD-7': statusAnswer('success') });
    renderRoute('/order/ORD-7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Order is Completed!' }),
    ).toBeTruthy();
    expect(screen.getByTestId('order-number').textContent).toBe('ORD-7');
    expect(screen.getByRole('link', { name: 'Track Your Orders' }).getAttribute('href')).toBe(
      '/order/details/ORD-7',
    );
  });

  it('shows the failure with the support text, a way back to checkout, and reloads the cart', async () => {
    setToken(makeLiveToken());
    const fetchMock = mockFetch({
      ...signedInApi,
      'GET /api/customer/order-status/ORD-7': statusAnswer('failed'),
    });
    renderRoute('/order/ORD-7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order Processing Error!' }),
    ).toBeTruthy();
    expect(
      screen.getByText("Oops! We couldn't process your order. Need help? Contact support."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Please Try Again' }).getAttribute('href')).toBe(
      '/checkout',
    );
    // The server put the lines back in the cart: it is read again (once at start, once now).
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([input]) => String(input) === '/api/customer/cart').length,
      ).toBe(2),
    );
  });

  it('shows nothing while it loads, with its space kept', async () => {
    setToken(makeLiveToken());
    let answer: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = mockFetch({
      ...signedInApi,
      'GET /api/customer/order-status/ORD-7': statusAnswer('success'),
    });
    const respond = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('order-status')) await gate;
      return respond!(input, init);
    });
    const { container } = renderRoute('/order/ORD-7');
    const region = await waitFor(() => {
      const element = container.querySelector('.order-result');
      expect(element).not.toBeNull();
      return element!;
    });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.textContent).toBe('');
    answer?.();
    expect(await screen.findByRole('heading', { name: 'Your Order is Completed!' })).toBeTruthy();
  });

  it('asks again while the payment is pending, then shows the outcome', async () => {
    // The poll interval passes on a fake clock: the test waits for no real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setToken(makeLiveToken());
    let replies = 0;
    mockFetch({
      ...signedInApi,
      'GET /api/customer/order-status/ORD-7': () => {
        replies += 1;
        return statusAnswer(replies < 2 ? 'pending' : 'success');
      },
    });
    renderRoute('/order/ORD-7');
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    expect(replies).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(ORDER_STATUS_POLL_MS + 200));
    expect(await screen.findByRole('heading', { name: 'Your Order is Completed!' })).toBeTruthy();
    expect(replies).toBe(2);
  });

  it('asks a guest to log in', async () => {
    mockFetch(EMPTY_CATALOG);
    renderRoute('/order/ORD-7');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Log in to see your order' }),
    ).toBeTruthy();
  });
});
