import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppUpdates } from './app-updates';
import { OfflineBanner } from './offline-banner';
import type { WaitingVersion } from './service-worker';

let offerWaiting: ((version: WaitingVersion) => void) | null = null;
/** Stands in for /sw.js: keeps the page's callback so a test can offer a new version. */
const register = (onWaiting: (version: WaitingVersion) => void) => {
  offerWaiting = onWaiting;
};

afterEach(() => {
  cleanup();
  offerWaiting = null;
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('the offline banner', () => {
  it('shows while the connection is gone, and goes when it is back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    setOnline(false);
    expect(screen.getByTestId('offline-banner').textContent).toMatch(/^You are offline\./);
    setOnline(true);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <AppUpdates enabled register={register} /> }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
}

describe('a new version', () => {
  it('is offered with Reload, which takes it; Later puts it away', async () => {
    renderAt('/product/p_1');
    const take = vi.fn();
    act(() => offerWaiting?.({ take }));
    expect(screen.getByText('A new version of Haat is ready.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(take).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version of Haat is ready.')).toBeNull();
  });

  it('is never offered during checkout', () => {
    renderAt('/checkout');
    act(() => offerWaiting?.({ take: vi.fn() }));
    expect(screen.queryByText('A new version of Haat is ready.')).toBeNull();
  });
});
