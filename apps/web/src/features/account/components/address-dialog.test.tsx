import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@haat/contract';
import { dismissAllToasts } from '../../../components/ui/toast';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { AddressDialog } from './address-dialog';

afterEach(() => {
  act(() => dismissAllToasts());
});

const JAIPUR: MockAnswer = {
  body: {
    status: 1,
    data: [{ Pincode: '302001', District: 'Jaipur', State: 'Rajasthan', Country: 'India' }],
  },
};

const SAVED: Address = {
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

function field(name: string | RegExp) {
  return within(screen.getByRole('dialog')).getByLabelText<HTMLInputElement>(name);
}

describe('address dialog input filters (docs/spec.md §5)', () => {
  it('keeps letters and spaces in the name, at most 70', async () => {
    mockFetch({});
    renderWithProviders(<AddressDialog address={null} onClose={() => {}} />);
    await userEvent.type(field('Full name'), 'Meera 2 Iyer!@#');
    expect(field('Full name').value).toBe('Meera  Iyer');
    await userEvent.clear(field('Full name'));
    await userEvent.click(field('Full name'));
    await userEvent.paste('a'.repeat(80));
    expect(field('Full name').value).toHaveLength(70);
  });

  it('keeps a name typed in Devanagari, and drops its digits and dandas', async () => {
    mockFetch({});
    renderWithProviders(<AddressDialog address={null} onClose={() => {}} />);
    await userEvent.type(field('Full name'), 'आशा२ वर्मा।');
    expect(field('Full name').value).toBe('आशा वर्मा');
  });

  it('keeps 10 digits in the mobiles and empties them when the first digit is below 6', async () => {
    mockFetch({});
    renderWithProviders(<AddressDialog address={null} onClose={() => {}} />);
    await userEvent.type(field('Mobile number'), '98-765 432109999');
    expect(field('Mobile number').value).toBe('9876543210');
    await userEvent.clear(field('Mobile number'));
    await userEvent.type(field('Mobile number'), '5');
    expect(field('Mobile number').value).toBe('');
    await userEvent.type(field('Alternate mobile (optional)'), '1234');
    expect(field('Alternate mobile (optional)').value).toBe('');
    await userEvent.type(field('Alternate mobile (optional)'), '7012345678');
    expect(field('Alternate mobile (optional)').value).toBe('7012345678');
  });

  it('keeps 6 digits in the pin code', async () => {
    mockFetch({ 'GET /api/location/pincode/302001': JAIPUR });
    renderWithProviders(<AddressDialog address={null} onClose={() => {}} />);
    await userEvent.type(field(/Pin code/), '30a2-0019');
    expect(field(/Pin code/).value).toBe('302001');
  });
});

describe('address dialog pin code lookup', () => {
  it('fills city, state and country, read-only, once 6 digits are typed', async () => {
    const fetchMock = mockFetch({ 'GET /api/location/pincode/302001': JAIPUR });
    renderWithProviders(<AddressDialog address={null} onClose={() => {}} />);
    await userEvent.type(field(/Pin code/), '30200');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(field(/Pin code/), '1');
    await waitFor(() => expect(field('City').value).toBe('Jaipur'));
    expect(field('State').value).toBe('Rajasthan');
    expect(field('Country').value).toBe('India');
    expect(field('City').readOnly).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Deleting a digit empties them again.
    await userEvent.type(field(/Pin code/), '{Backspace}');
    expect(field('City').value).toBe('');
  });

  it("says 'Invalid Pincode.' under the field for a pin code the directory does not know", async () => {
    mockFetch({
      'GET /api/location/pincode/999999': {
        status: 404,
        body: { status: 'error', message: 'Invalid Pincode.' },
      },
    });
    renderWithProviders(<AddressDialog address={null} onClose={() => {}} />);
    await userEvent.type(field(/Pin code/), '999999');
    const error = await screen.findByText('Invalid Pincode.');
    expect(field(/Pin code/).getAttribute('aria-describedby')).toContain(error.id);
    expect(field('City').value).toBe('');
  });

  it("says 'Internal Server Error' under the field when the lookup call fails", async () => {
    mockFetch({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<AddressDialog address={null} onClose={() => {}} />);
    await userEvent.type(field(/Pin code/), '302001');
    expect(await screen.findByText('Internal Server Error')).toBeTruthy();
  });
});

describe('address dialog submit', () => {
  async function fillValidAddress() {
    await userEvent.type(field('Full name'), 'Meera Iyer');
    await userEvent.type(field('Mobile number'), '9876543210');
    await userEvent.type(field('House, street and area'), '12 Johari Bazaar');
  }

  it("toasts 'Invalid pincode' and sends nothing while city, state and country are empty", async () => {
    const fetchMock = mockFetch({
      'GET /api/location/pincode/999999': { body: { status: 1, data: [] } },
    });
    renderWithProviders(<AddressDialog address={null} onClose={() => {}} />);
    await fillValidAddress();
    await userEvent.type(field(/Pin code/), '999999');
    await screen.findByText('Invalid Pincode.');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Invalid pincode')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/location/pincode/999999',
    ]);
  });

  it('adds the address with the looked-up place and closes', async () => {
    const onClose = vi.fn();
    const fetchMock = mockFetch({
      'GET /api/location/pincode/302001': JAIPUR,
      'POST /api/customer/address': {
        body: { status: 'success', message: 'Address saved.', data: SAVED },
      },
    });
    renderWithProviders(<AddressDialog address={null} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Add New Address' })).toBeTruthy();
    await fillValidAddress();
    await userEvent.type(field(/Pin code/), '302001');
    await waitFor(() => expect(field('City').value).toBe('Jaipur'));
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      name: 'Meera Iyer',
      mobile: '9876543210',
      zipcode: '302001',
      address: '12 Johari Bazaar',
      city: 'Jaipur',
      state: 'Rajasthan',
      country: 'India',
    });
  });

  it("shows the place in the page's language and saves the directory's English", async () => {
    const onClose = vi.fn();
    const fetchMock = mockFetch({
      'GET /api/location/pincode/560001': {
        body: {
          status: 1,
          data: [
            {
              Pincode: '560001',
              District: 'Bangalore',
              State: 'Karnataka',
              Country: 'India',
              Shown: { District: 'बेंगलुरु', State: 'कर्नाटक', Country: 'भारत' },
            },
          ],
        },
      },
      'POST /api/customer/address': {
        body: { status: 'success', message: 'Address saved.', data: SAVED },
      },
    });
    renderWithProviders(<AddressDialog address={null} onClose={onClose} />);
    await fillValidAddress();
    await userEvent.type(field(/Pin code/), '560001');
    await waitFor(() => expect(field('City').value).toBe('बेंगलुरु'));
    expect(field('State').value).toBe('कर्नाटक');
    expect(field('Country').value).toBe('भारत');
    expect(field('State').readOnly).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      zipcode: '560001',
      city: 'Bangalore',
      state: 'Karnataka',
      country: 'India',
    });
  });

  it('saves a name and an address typed in Devanagari as typed', async () => {
    const onClose = vi.fn();
    const fetchMock = mockFetch({
      'GET /api/location/pincode/302001': JAIPUR,
      'POST /api/customer/address': {
        body: { status: 'success', message: 'पता सफलतापूर्वक जोड़ा गया।', data: SAVED },
      },
    });
    renderWithProviders(<AddressDialog address={null} onClose={onClose} />);
    await userEvent.type(field('Full name'), 'आशा वर्मा');
    await userEvent.type(field('Mobile number'), '9876543210');
    await userEvent.type(field('House, street and area'), 'मकान नंबर १२, जौहरी बाज़ार');
    await userEvent.type(field(/Pin code/), '302001');
    await waitFor(() => expect(field('City').value).toBe('Jaipur'));
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      name: 'आशा वर्मा',
      address: 'मकान नंबर १२, जौहरी बाज़ार',
    });
  });

  it('updates an address with its id, and puts the server validation map under the fields', async () => {
    const fetchMock = mockFetch({
      'PUT /api/customer/address': {
        status: 400,
        body: {
          status: 'error',
          message: 'Please check the form.',
          Message: 'Please check the form.',
          validation: { landmark: 'Enter at least 3 characters.' },
        },
      },
    });
    renderWithProviders(<AddressDialog address={SAVED} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Update Address' })).toBeTruthy();
    expect(field('City').value).toBe('Jaipur');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Enter at least 3 characters.')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      addressID: 'a_1',
      name: 'Meera Iyer',
    });
  });

  it('shows the server Message of a refused save, or Internal Server Error. offline', async () => {
    mockFetch({
      'PUT /api/customer/address': {
        status: 404,
        body: { status: 'error', message: 'Address not found.', Message: 'Address not found.' },
      },
    });
    renderWithProviders(<AddressDialog address={SAVED} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Address not found.');
  });
});
