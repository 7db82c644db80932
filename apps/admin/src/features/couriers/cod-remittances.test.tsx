// The back office's COD remittances page: the parcels awaited with their age, the lines that do
// not match, each remittance with its UTR, day, total and lines; the operator's Read, Upload and
// Accept, which a seller does not get.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { CodRemittancesAnswer } from '@haat/contract';
import { CodRemittancesPage } from './cod-remittances.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const DATA: CodRemittancesAnswer['data'] = {
  remittances: [
    {
      id: 'crm_1',
      provider: 'shiprocket',
      reference: '880001',
      utr: 'HDFCR52026112900001',
      remittedOn: '2026-11-29',
      total: 1949.5,
      source: 'api',
      recordedAt: '2026-11-29T06:30:00.000Z',
      lines: [
        {
          awb: '14112600000001',
          orderID: 'OD1',
          shopName: 'Namma Gadget Store',
          amount: 1499.5,
          expected: 1499.5,
          state: 'matched',
        },
        {
          awb: '14112600000002',
          orderID: 'OD2',
          shopName: 'Namma Gadget Store',
          amount: 450,
          expected: 500,
          state: 'mismatch',
        },
      ],
    },
  ],
  awaiting: [
    {
      awb: '2836110000001',
      provider: 'delhivery',
      orderID: 'OD3',
      shopName: 'Jaipur Prints',
      expected: 799,
      deliveredAt: '2026-11-25T06:30:00.000Z',
      ageDays: 4,
    },
  ],
};

function serve(role: 'operator' | 'seller') {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      new URL(url).pathname.endsWith('/admin/me')
        ? json({
            status: 'success',
            data:
              role === 'operator'
                ? { role: 'operator', id: 'op_1', email: 'admin@haat.in' }
                : {
                    role: 'seller',
                    id: 'sl_1',
                    email: 's@haat.in',
                    shopName: 'Namma Gadget Store',
                  },
          })
        : json({ status: 'success', data: DATA }),
    ),
  );
}

function show() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/cod-remittances']}>
        <CodRemittancesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the COD remittances page', () => {
  it('shows the parcels awaited with their age, the mismatches and each remittance', async () => {
    serve('operator');
    show();
    const awaited = (await screen.findByText('2836110000001')).closest('tr')!;
    expect(awaited.textContent).toContain('Delhivery');
    expect(awaited.textContent).toContain('₹799.00');
    expect(within(awaited).getAllByRole('cell').at(-1)!.textContent).toBe('4');

    const mismatches = screen.getByRole('table', { name: 'Remittance lines that do not match' });
    const mismatch = within(mismatches).getByText('Amount differs').closest('tr')!;
    expect(mismatch.textContent).toContain('14112600000002');
    expect(mismatch.textContent).toContain('₹450.00');
    expect(mismatch.textContent).toContain('₹500.00');
    expect(within(mismatch).getByRole('form', { name: 'Accept AWB 14112600000002' })).toBeTruthy();

    const card = screen.getByRole('region', { name: 'Shiprocket · UTR HDFCR52026112900001' });
    expect(card.textContent).toContain('Remitted on 2026-11-29');
    expect(card.textContent).toContain('₹1,949.50');
    expect(within(card).getByText('14112600000001').closest('tr')!.textContent).toContain(
      'Matched',
    );
    expect(
      await screen.findByRole('button', { name: /Read Shiprocket’s remittances now/ }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload the report' })).toBeTruthy();
  });

  it('gives a seller no operator actions', async () => {
    serve('seller');
    show();
    await screen.findByText('2836110000001');
    expect(screen.queryByRole('button', { name: /Read Shiprocket/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
