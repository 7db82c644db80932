import { loader, meta } from './not-found';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_CATALOG, mockFetch } from '../test/mock-fetch';
import { renderRoute } from '../test/render';

describe('404 page', () => {
  const stripOf = async () => {
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 1, name: '404. Page not found.' });
    return within(within(main).getByRole('list', { name: 'Our promises' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  };
  // What the root loader gives the frame (the server's defaults, changed where the test says).
  const policyOf = (changed: Record<string, number>) => ({
    ...(EMPTY_CATALOG['GET /api/public/shop-policy'] as { body: { data: object } }).body.data,
    ...changed,
  });

  it('shows Page not found, a home link and the promise strip for an unknown address', async () => {
    mockFetch(EMPTY_CATALOG);
    renderRoute('/no/such/page', { rootData: { policy: policyOf({}) } });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: '404. Page not found.' }),
    ).toBeTruthy();
    expect(
      within(main).getByRole('link', { name: 'Go to the home page' }).getAttribute('href'),
    ).toBe('/');
    const strip = within(main).getByRole('list', { name: 'Our promises' });
    expect(
      within(strip)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Free shipping on orders of ₹1,000 or more',
      'Secure payments',
      '15-day returns',
      '24x7 support',
    ]);
    expect(document.body.textContent).not.toContain('$');
  });

  it('promises the terms the shop applies: its return window and free-shipping threshold', async () => {
    mockFetch(EMPTY_CATALOG);
    renderRoute('/no/such/page', {
      rootData: { policy: policyOf({ returnWindowDays: 7, freeShippingFrom: 1499 }) },
    });
    expect(await stripOf()).toEqual([
      'Free shipping on orders of ₹1,499 or more',
      'Secure payments',
      '7-day returns',
      '24x7 support',
    ]);
  });

  it('promises no returns when the shop takes none, and no figure when its terms could not be read', async () => {
    mockFetch(EMPTY_CATALOG);
    const first = renderRoute('/no/such/page', {
      rootData: { policy: policyOf({ returnWindowDays: 0 }) },
    });
    expect(await stripOf()).toEqual([
      'Free shipping on orders of ₹1,000 or more',
      'Secure payments',
      '24x7 support',
    ]);
    first.unmount();
    renderRoute('/no/such/page', { rootData: { policy: null } });
    expect(await stripOf()).toEqual([
      'Free shipping on bigger orders',
      'Secure payments',
      'Easy returns',
      '24x7 support',
    ]);
  });

  it('answers 404 and names the page in the head, kept out of search results', async () => {
    const answer = (await loader({
      url: new URL('http://localhost/no/such/page'),
    } as never)) as unknown as { init: { status: number } };
    expect(answer.init.status).toBe(404);
    const tags = meta({
      matches: [{ id: 'root', loaderData: { origin: 'https://haat.example' } }],
    });
    expect(tags).toContainEqual({ title: '404. Page not found. · Haat' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
