import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginModalHost } from '../../../app/layout/login-modal-host';
import { dismissAllToasts } from '../../../components/ui/toast';
import { closeLoginModal, openLoginModal } from '../../../lib/login-modal';
import { getSession } from '../../../lib/session';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { makeLiveToken } from '../../../test/tokens';

afterEach(() => {
  act(() => {
    closeLoginModal();
    dismissAllToasts();
  });
});

function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

/** Whether the shop sends WhatsApp updates: asked by the registration form when it opens. */
const whatsappAvailable = (available: boolean) => ({
  'GET /api/public/whatsapp': { body: { status: 'success', data: { available } } },
});

/** The calls the form made, leaving out the question about WhatsApp. */
const formCalls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.filter(([url]) => !String(url).includes('/public/whatsapp')) as [
    RequestInfo,
    RequestInit | undefined,
  ][];

async function openModal(view: 'login' | 'register' = 'login') {
  renderWithProviders(<LoginModalHost />);
  act(() => openLoginModal(view));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('button', { name: view === 'login' ? 'Log in' : 'Send OTP' });
  return dialog;
}

async function fillDetails(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText('First name'), 'Meera');
  await userEvent.type(within(dialog).getByLabelText('Last name'), 'Iyer');
  await userEvent.type(within(dialog).getByLabelText('E-mail address'), 'meera@example.in');
  await userEvent.type(within(dialog).getByLabelText(/Mobile number/), '98765abc43210');
  await userEvent.type(within(dialog).getByLabelText(/^Password/), 'mango-season-2025');
  await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'mango-season-2025');
}

describe('login modal', () => {
  it('is a modal dialog that closes on Escape and gives focus back', async () => {
    renderWithProviders(
      <>
        <button type="button" onClick={() => openLoginModal()}>
          My account
        </button>
        <LoginModalHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'My account' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await within(dialog).findByLabelText(/User Name/);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('logs in, stores the token, shows the server message and closes', async () => {
    const token = makeLiveToken('c_5');
    const fetchMock = mockFetch({
      'POST /api/auth/login': { body: { status: 'success', message: 'Welcome back.', token } },
    });
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByLabelText(/User Name/), 'meera@example.in');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'mango-season-2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Welcome back.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getSession()).toMatchObject({ isLoggedIn: true, customerId: 'c_5' });
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({
      email: 'meera@example.in',
      password: 'mango-season-2025',
    });
  });

  it('sends an empty login as typed (no client checks) and toasts the server message', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/login': {
        status: 401,
        body: { status: 'error', message: 'Wrong e-mail or password.' },
      },
    });
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong e-mail or password.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('says Internal Server Error. when the server cannot be reached', async () => {
    mockFetch({});
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Internal Server Error.')).toBeTruthy();
  });
});

describe('registration in the modal', () => {
  it('goes form → OTP → done → login, with the new e-mail filled in', async () => {
    const fetchMock = mockFetch({
      ...whatsappAvailable(true),
      'POST /api/auth/send/otp': { body: { status: 'success', message: 'OTP sent.' } },
      'POST /api/auth/verify/otp': (init) =>
        (bodyOf(init) as { otp: string }).otp === '123456'
          ? { body: { status: 'success' } }
          : { status: 400, body: { status: 'error', message: 'Invalid OTP.' } },
      'POST /api/public/customer': {
        body: { status: 'success', message: 'Registration Success' },
      },
    });
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBe(dialog);
    await fillDetails(dialog);
    // The mobile field keeps digits only.
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Mobile number/).value).toBe(
      '9876543210',
    );
    // Off until chosen, with the number typed above in its sentence.
    const whatsapp = await within(dialog).findByRole('checkbox', {
      name: 'Send my order updates on WhatsApp to +91 98765 43210',
    });
    expect((whatsapp as HTMLInputElement).checked).toBe(false);
    await userEvent.click(whatsapp);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));

    const otp = await within(dialog).findByLabelText('OTP');
    expect(bodyOf(formCalls(fetchMock)[0]?.[1])).toEqual({ mobile: '9876543210' });
    expect(within(dialog).getByText('You can ask for a new OTP in 30 s.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Resend OTP' })).toBeNull();

    // An empty OTP sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(await within(dialog).findByText('Enter the 6-digit OTP.')).toBeTruthy();
    expect(formCalls(fetchMock)).toHaveLength(1);

    await userEvent.type(otp, '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(await within(dialog).findByText('Invalid OTP.')).toBeTruthy();

    await userEvent.clear(otp);
    await userEvent.type(otp, '12a');
    expect((otp as HTMLInputElement).value).toBe('12');
    await userEvent.type(otp, '3456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(await within(dialog).findByText('Registration successful. Please log in.')).toBeTruthy();
    expect(bodyOf(formCalls(fetchMock)[3]?.[1])).toEqual({
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera@example.in',
      mobile: '9876543210',
      password: 'mango-season-2025',
      cpassword: 'mango-season-2025',
      whatsappUpdates: true,
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in now' }));
    const userName = await within(dialog).findByLabelText<HTMLInputElement>(/User Name/);
    expect(userName.value).toBe('meera@example.in');
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBe(dialog);
  });

  it('checks the form on the phone: short names and different passwords send nothing', async () => {
    const fetchMock = mockFetch(whatsappAvailable(false));
    const dialog = await openModal('register');
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Ram');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'mango-season-2025');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'mango-season-2024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(
      await within(dialog).findByText('Password and confirm password do not match.'),
    ).toBeTruthy();
    expect(within(dialog).getAllByText('Enter at least 4 characters.')).toHaveLength(2);
    expect(formCalls(fetchMock)).toEqual([]);
    // A shop without WhatsApp offers no box.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });

  it('shows a Send OTP refusal as an alert', async () => {
    mockFetch({
      'POST /api/auth/send/otp': {
        status: 429,
        body: { status: 'error', message: 'Too many OTPs. Try again in 15 minutes.' },
      },
    });
    const dialog = await openModal('register');
    await fillDetails(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Too many OTPs. Try again in 15 minutes.');
    expect(within(dialog).queryByLabelText('OTP')).toBeNull();
  });

  it('tells the shopper when the code could not be sent, and lets them ask again', async () => {
    let sends = 0;
    mockFetch({
      'POST /api/auth/send/otp': () =>
        sends++ === 0
          ? {
              status: 503,
              body: {
                status: 'error',
                code: 'SERVICE_UNAVAILABLE',
                message: 'We could not send the code. Try again in a minute.',
              },
            }
          : { body: { status: 'success', message: 'OTP sent.' } },
    });
    const dialog = await openModal('register');
    await fillDetails(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('We could not send the code. Try again in a minute.');
    expect(within(dialog).queryByLabelText('OTP')).toBeNull();
    // Focus stays by the alert: on a phone, moving it to the first field scrolled the alert away.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Send OTP' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByLabelText('OTP')).toBeTruthy();
    expect(sends).toBe(2);
  });

  it('returns to the form with the server message when creation fails, without a new OTP', async () => {
    let created = 0;
    const fetchMock = mockFetch({
      'POST /api/auth/send/otp': { body: { status: 'success', message: 'OTP sent.' } },
      'POST /api/auth/verify/otp': { body: { status: 'success' } },
      'POST /api/public/customer': () =>
        created++ === 0
          ? {
              status: 409,
              body: {
                status: 'error',
                message: 'Please check the form.',
                validation: { email: 'This e-mail is already registered. Log in instead.' },
              },
            }
          : { body: { status: 'success', message: 'Registration Success' } },
    });
    const dialog = await openModal('register');
    await fillDetails(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await within(dialog).findByLabelText('OTP'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));

    expect(
      await within(dialog).findByText('This e-mail is already registered. Log in instead.'),
    ).toBeTruthy();
    expect(screen.getByText('Please check the form.')).toBeTruthy();
    const email = within(dialog).getByLabelText<HTMLInputElement>('E-mail address');
    expect(email.value).toBe('meera@example.in');
    await userEvent.clear(email);
    await userEvent.type(email, 'meera.iyer@example.in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('Registration successful. Please log in.')).toBeTruthy();
    const sends = fetchMock.mock.calls.filter(([url]) => String(url).includes('send/otp'));
    expect(sends).toHaveLength(1);
  });
});
