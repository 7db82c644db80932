import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeGstin } from '@haat/india';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { SellerForm } from './seller-form';

const JAIPUR: MockAnswer = {
  body: {
    status: 1,
    data: [{ Pincode: '302001', District: 'Jaipur', State: 'Rajasthan', Country: 'India' }],
  },
};
const GSTIN = makeGstin('08', 'ABCDE1234F');

function field(name: string | RegExp) {
  return screen.getByLabelText<HTMLInputElement>(name);
}

async function acceptTerms() {
  await userEvent.click(field('I have read and accept the seller terms.'));
  const dialog = await screen.findByRole('dialog', { name: 'Seller terms' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
}

/**
 * Puts a whole value in a field at once, as pasting or the browser's autofill does. Typing it key
 * by key re-renders the form per key, some 130 times for the whole form, seconds on a busy machine
 * and beside the point for the tests that only need a filled form; the tests of what typing does
 * type.
 */
async function enter(name: string | RegExp, value: string) {
  await userEvent.click(field(name));
  await userEvent.paste(value);
}

async function fillForm() {
  await enter('First name', 'Ravi');
  await enter('Last name', 'Kumar');
  await enter('Mobile number', '9876543210');
  await enter('E-mail address', 'ravi.crafts@example.in');
  await enter('Shop name', 'Ravi Blue Pottery');
  await enter('What do you sell?', 'Blue pottery from Jaipur.');
  await enter(/^GSTIN/, GSTIN);
  await enter(/^Address/, '14, Kishanpole Bazaar');
  await enter('Pin code', '302001');
  await waitFor(() => expect(field('City').value).toBe('Jaipur'));
  await enter(/^Password/, 'blue-pottery-2025');
  await enter('Confirm password', 'blue-pottery-2025');
  await acceptTerms();
}

describe('seller form', () => {
  it('filters what is typed and has no Aadhaar field', async () => {
    mockFetch({});
    renderWithProviders(<SellerForm />);
    await userEvent.type(field(/^GSTIN/), '08abcde-1234f1z5xx');
    expect(field(/^GSTIN/).value).toBe('08ABCDE1234F1Z5');
    await userEvent.type(field('Shop name'), 'Ravi’s Pottery!');
    expect(field('Shop name').value).toBe('Ravis Pottery');
    await userEvent.type(field('Mobile number'), '3');
    expect(field('Mobile number').value).toBe('');
    expect(screen.queryByLabelText(/aadha/i)).toBeNull();
  });

  it('fills city, state and country from the pin code, read-only', async () => {
    mockFetch({ 'GET /api/location/pincode/302001': JAIPUR });
    renderWithProviders(<SellerForm />);
    await userEvent.type(field('Pin code'), '302001');
    await waitFor(() => expect(field('City').value).toBe('Jaipur'));
    expect(field('State').value).toBe('Rajasthan');
    expect(field('Country').value).toBe('India');
    expect(field('State').readOnly).toBe(true);
  });

  it("says 'Invalid Pincode.' for an unknown pin code and lets the place be typed", async () => {
    mockFetch({ 'GET /api/location/pincode/999999': { body: { status: 1, data: [] } } });
    renderWithProviders(<SellerForm />);
    await userEvent.type(field('Pin code'), '999999');
    expect(await screen.findByText('Invalid Pincode.')).toBeTruthy();
    expect(field('City').readOnly).toBe(false);
  });

  it('clears the place without a message when the lookup call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    mockFetch({
      'GET /api/location/pincode/302001': JAIPUR,
      'GET /api/location/pincode/302002': () => {
        calls++;
        return { status: 503, body: { status: 'error', message: 'Unavailable' } };
      },
    });
    renderWithProviders(<SellerForm />);
    await userEvent.type(field('Pin code'), '302001');
    await waitFor(() => expect(field('City').value).toBe('Jaipur'));
    await userEvent.type(field('Pin code'), '{Backspace}2');
    await waitFor(() => expect(calls).toBe(1));
    await waitFor(() => expect(field('City').readOnly).toBe(false));
    expect(field('City').value).toBe('');
    expect(screen.queryByText('Invalid Pincode.')).toBeNull();
    expect(screen.queryByText('Internal Server Error')).toBeNull();
  });

  it('ticks the terms box only through Accept, and Cancel clears it', async () => {
    mockFetch({});
    renderWithProviders(<SellerForm />);
    const box = field('I have read and accept the seller terms.');
    await userEvent.click(box);
    expect(box.checked).toBe(false);
    let dialog = await screen.findByRole('dialog', { name: 'Seller terms' });
    expect(within(dialog).getByText(/commission of 8%/)).toBeTruthy();
    expect(within(dialog).getByText(/courier within 2 days/)).toBeTruthy();
    expect(within(dialog).getByText(/within 7 days of delivery/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(box.checked).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Read the seller terms' }));
    dialog = await screen.findByRole('dialog', { name: 'Seller terms' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(box.checked).toBe(false);
  });

  it('puts status 2 messages under their fields', async () => {
    mockFetch({
      'GET /api/location/pincode/302001': JAIPUR,
      'POST /api/public/seller': {
        status: 400,
        body: {
          status: 2,
          validation: { gstNo: 'The GSTIN’s state does not match the pin code.' },
        },
      },
    });
    renderWithProviders(<SellerForm />);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Register as a seller' }));
    const message = await screen.findByText('The GSTIN’s state does not match the pin code.');
    expect(field(/^GSTIN/).getAttribute('aria-describedby')).toContain(message.id);
  });

  it('checks the GSTIN on the phone before sending', async () => {
    const fetchMock = mockFetch({ 'GET /api/location/pincode/302001': JAIPUR });
    renderWithProviders(<SellerForm />);
    await fillForm();
    await userEvent.clear(field(/^GSTIN/));
    await userEvent.type(field(/^GSTIN/), '08ABCDE1234F1Z4');
    await userEvent.click(screen.getByRole('button', { name: 'Register as a seller' }));
    expect(await screen.findByText('Enter a valid GSTIN.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("shows 'Warning?' with the server message for any other status", async () => {
    mockFetch({
      'GET /api/location/pincode/302001': JAIPUR,
      'POST /api/public/seller': {
        body: { status: 0, message: 'This shop is already registered.' },
      },
    });
    renderWithProviders(<SellerForm />);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Register as a seller' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning?' });
    expect(within(dialog).getByText('This shop is already registered.')).toBeTruthy();
  });

  it("shows 'Oops!' with Internal Server Error. when the server cannot be reached", async () => {
    mockFetch({ 'GET /api/location/pincode/302001': JAIPUR });
    renderWithProviders(<SellerForm />);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Register as a seller' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Oops!' });
    expect(within(dialog).getByText('Internal Server Error.')).toBeTruthy();
  });

  it('shows the success table with the name on status 1', async () => {
    const fetchMock = mockFetch({
      'GET /api/location/pincode/302001': JAIPUR,
      'POST /api/public/seller': {
        body: {
          status: 1,
          data: {
            sellerID: 's_1',
            firstName: 'Ravi',
            lastName: 'Kumar',
            shopName: 'Ravi Blue Pottery',
          },
        },
      },
    });
    renderWithProviders(<SellerForm />);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Register as a seller' }));
    const table = await screen.findByRole('table', { name: 'Your application' });
    expect(within(table).getByRole('row', { name: /Name Ravi Kumar/ })).toBeTruthy();
    expect(within(table).getByText('Pending approval')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      firstName: 'Ravi',
      lastName: 'Kumar',
      mobile: '9876543210',
      address: '14, Kishanpole Bazaar',
      pinCode: '302001',
      city: 'Jaipur',
      state: 'Rajasthan',
      country: 'India',
      email: 'ravi.crafts@example.in',
      shopName: 'Ravi Blue Pottery',
      description: 'Blue pottery from Jaipur.',
      gstNo: GSTIN,
      password: 'blue-pottery-2025',
      confirmpassword: 'blue-pottery-2025',
      TermCondition: true,
    });
  });
});
