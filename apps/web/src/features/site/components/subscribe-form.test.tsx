import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { hydrate, serverPage } from '../../../test/hydration';
import { SubscribeForm } from './subscribe-form';

async function subscribeWith(email: string) {
  await userEvent.type(screen.getByLabelText('Your e-mail address'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('subscribe box', () => {
  it('posts the e-mail and shows the server message', async () => {
    const fetchMock = mockFetch({
      'POST /api/public/subscribe': {
        body: { status: 'success', message: 'You are on the list. Thank you!' },
      },
    });
    renderWithProviders(<SubscribeForm />);
    await subscribeWith('asha@example.in');
    expect(await screen.findByText('You are on the list. Thank you!')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"email":"asha@example.in"}');
  });

  it('shows the server message of a refused subscription', async () => {
    mockFetch({
      'POST /api/public/subscribe': {
        status: 409,
        body: {
          status: 'error',
          code: 'CONFLICT',
          message: 'This e-mail is already subscribed.',
          Message: 'This e-mail is already subscribed.',
        },
      },
    });
    renderWithProviders(<SubscribeForm />);
    await subscribeWith('asha@example.in');
    expect(await screen.findByText('This e-mail is already subscribed.')).toBeTruthy();
  });

  it('shows Internal Server Error. when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithProviders(<SubscribeForm />);
    await subscribeWith('asha@example.in');
    expect(await screen.findByText('Internal Server Error.')).toBeTruthy();
  });

  it('asks for a valid address without calling the server', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<SubscribeForm />);
    await subscribeWith('not-an-email');
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the address typed into the server HTML before the form hydrated', async () => {
    const fetchMock = mockFetch({
      'POST /api/public/subscribe': {
        body: { status: 'success', message: 'You are on the list. Thank you!' },
      },
    });
    const client = new QueryClient();
    const form = (
      <QueryClientProvider client={client}>
        <SubscribeForm />
      </QueryClientProvider>
    );
    serverPage(renderToString(form), 'asha@example.in');
    await hydrate(form);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('You are on the list. Thank you!')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"email":"asha@example.in"}');
  });

  it('cannot be sent before it has hydrated: its button is disabled in the server HTML', async () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <SubscribeForm />
      </QueryClientProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
    // In the browser, once hydrated, it can be pressed.
    renderWithProviders(<SubscribeForm />);
    expect(
      (await screen.findByRole('button', { name: 'Subscribe' })).hasAttribute('disabled'),
    ).toBe(false);
  });
});
