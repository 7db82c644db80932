import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissAllToasts } from '../components/ui/toast';
import { getToken, setGuestCart, setToken, getGuestCart } from '../lib/storage';
import { EMPTY_CATALOG, mockFetch } from '../test/mock-fetch';
import { renderRoute } from '../test/render';
import { makeLiveToken } from '../test/tokens';

afterEach(() => {
  act(() => dismissAllToasts());
});

const PROFILE = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.in',
  mobile: '9876543210',
};

const ADDRESS = {
  addressID: 'a_1',
  _id: 'a_1',
  name: 'Meera Iyer',
  mobile: '9876543210',
  zipcode: '302001',
  landmark: 'Near Hawa Mahal',
  address: '12 Johari Bazaar',
  city: 'Jaipur',
  state: 'Rajasthan',
  country: 'India',
  allternateMobile: '',
};

const SIGNED_IN = {
  ...EMPTY_CATALOG,
  'GET /api/customer/profile': { body: { status: 'success', data: PROFILE } },
};

describe('/account', () => {
  it("shows the customer's name, e-mail and mobile and the six navigation entries (docs/spec.md §2's five and Your data)", async () => {
    setToken(makeLiveToken());
    mockFetch(SIGNED_IN);
    renderRoute('/account');
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Meera Iyer')).toBeTruthy();
    expect(within(main).getByText('meera@example.in')).toBeTruthy();
    expect(within(main).getByText('9876543210')).toBeTruthy();
    const nav = within(main).getByRole('navigation', { name: 'Account sections' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile Info', 'My Order', 'Wishlist', 'Addresses', 'Your data', 'Log Out']);
  });

  it('updates the profile with a toast and disables the button while saving', async () => {
    setToken(makeLiveToken());
    let release: () => void = () => {};
    const saved = { ...PROFILE, firstName: 'Meenakshi' };
    mockFetch({
      ...SIGNED_IN,
      'PUT /api/customer/profile': { body: { status: 'success', message: 'Saved.', data: saved } },
    });
    const gate = new Promise<void>((resolve) => (release = resolve));
    const original = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      if (init?.method === 'PUT') await gate;
      return original(input, init);
    };
    renderRoute('/account');
    const firstName = await screen.findByLabelText<HTMLInputElement>('First name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Meenakshi');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      (await screen.findByRole<HTMLButtonElement>('button', { name: 'Saving…' })).disabled,
    ).toBe(true);
    release();
    expect(await screen.findByText('Your profile has been updated')).toBeTruthy();
    expect(await screen.findByText('Meenakshi Iyer')).toBeTruthy();
  });

  it('changes the password and keeps the fresh token the server sends', async () => {
    setToken(makeLiveToken('c_1'));
    const fresh = makeLiveToken('c_1') + 'fresh';
    mockFetch({
      ...SIGNED_IN,
      'PUT /api/customer/password': {
        body: { status: 'success', message: 'Password changed.', token: fresh },
      },
    });
    renderRoute('/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    await userEvent.type(screen.getByLabelText('Current password'), 'old-password-1');
    await userEvent.type(screen.getByLabelText(/^New password/), 'new-password-22');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-22');
    const form = screen.getByRole('form', { name: 'Change password' });
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password successfully changed.')).toBeTruthy();
    expect(getToken()).toBe(fresh);
  });

  it('shows the server message of a refused password change in a toast', async () => {
    setToken(makeLiveToken());
    mockFetch({
      ...SIGNED_IN,
      'PUT /api/customer/password': {
        status: 400,
        body: { status: 'error', message: 'Your current password is not right.' },
      },
    });
    renderRoute('/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    await userEvent.type(screen.getByLabelText('Current password'), 'wrong-password');
    await userEvent.type(screen.getByLabelText(/^New password/), 'new-password-22');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-22');
    const form = screen.getByRole('form', { name: 'Change password' });
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not right.')).toBeTruthy();
  });

  it('lists addresses and deletes one after confirmation', async () => {
    setToken(makeLiveToken());
    let addresses = [ADDRESS];
    const fetchMock = mockFetch({
      ...SIGNED_IN,
      'GET /api/customer/addresses': () => ({ body: { status: 'success', data: addresses } }),
      'DELETE /api/customer/address': () => {
        addresses = [];
        return { body: { status: 'success', message: 'Address deleted.' } };
      },
    });
    renderRoute('/account?tab=addresses');
    expect(await screen.findByText('12 Johari Bazaar')).toBeTruthy();
    expect(screen.getByText('Landmark: Near Hawa Mahal')).toBeTruthy();
    expect(screen.getByText('Jaipur, Rajasthan 302001')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete the address of Meera Iyer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no saved addresses yet.')).toBeTruthy();
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(deleteCall?.[0])).toBe('/api/customer/address?addressID=a_1');
  });

  it('logs out: tells the server, clears the cart and the session, goes home', async () => {
    setToken(makeLiveToken());
    setGuestCart([
      {
        productID: 'p1',
        colorID: 0,
        sizeID: 0,
        pieces: 2,
        name: 'Diya',
        mrprice: 100,
        price: 90,
        color: '',
        size: '',
        img: '',
        total: 180,
      },
    ]);
    const fetchMock = mockFetch({
      ...SIGNED_IN,
      'POST /api/auth/logout': { body: { status: 'success', message: 'Logged out.' } },
    });
    const { router } = renderRoute('/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getToken()).toBeNull();
    expect(getGuestCart()).toEqual([]);
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/logout');
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toMatch(/^Bearer /);
  });

  it('sends the browser home when a call answers 401', async () => {
    setToken(makeLiveToken());
    mockFetch({
      ...EMPTY_CATALOG,
      'GET /api/customer/profile': { status: 401, body: { status: 'error', message: 'Log in.' } },
    });
    const { router } = renderRoute('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getToken()).toBeNull();
  });

  it('Your data: WhatsApp order updates off until ticked, with the number; ticking saves it', async () => {
    setToken(makeLiveToken());
    const choice = (orderUpdates: boolean) => ({
      status: 'success',
      data: { available: true, orderUpdates, mobile: '9876543210', source: 'account' },
    });
    const fetchMock = mockFetch({
      ...SIGNED_IN,
      'GET /api/customer/marketing-consent': {
        body: { status: 'success', data: { granted: false, history: [] } },
      },
      'GET /api/customer/whatsapp': {
        body: { ...choice(false), data: { ...choice(false).data, source: null } },
      },
      'PUT /api/customer/whatsapp': { body: choice(true) },
    });
    renderRoute('/account?tab=privacy');
    const box = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: 'Send my order updates on WhatsApp to +91 98765 43210',
    });
    expect(box.checked).toBe(false);
    await userEvent.click(box);
    expect(await screen.findByText('Your choice has been saved.')).toBeTruthy();
    await waitFor(() => expect(box.checked).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ orderUpdates: true, source: 'account' });
  });
});
