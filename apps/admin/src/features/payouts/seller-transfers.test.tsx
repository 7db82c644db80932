// The back office's Transfers page: a transfer Razorpay refused shows Razorpay's words and how
// often it was asked, and Ask again posts the retry of that transfer; a settled one shows its UTR.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { SellerTransfer } from '@haat/contract';
import { SellerTransfersPage } from './seller-transfers.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FAILED: SellerTransfer = {
  transferID: 'trn_failed',
  orderID: 'OD000000012345',
  sellerID: 'sl_1',
  shopName: 'Namma Gadget Store',
  kind: 'payment',
  balanceNumber: null,
  amount: 800,
  reversed: 0,
  status: 'failed',
  onHold: true,
  holdUntil: '2026-12-10T00:00:00.000Z',
  routeTransferID: null,
  settlementUTR: null,
  attempts: 2,
  lastError: 'Transfer failed due to insufficient balance',
  createdAt: '2026-11-20T06:30:00.000Z',
};

const SETTLED: SellerTransfer = {
  ...FAILED,
  transferID: 'trn_settled',
  orderID: 'OD000000067890',
  status: 'processed',
  onHold: false,
  routeTransferID: 'trf_abc',
  settlementUTR: 'UTR123456',
  attempts: 1,
  lastError: null,
};

/** A seller's balance paid beyond its orders' transfers (a TCS true-up, a part grown later). */
const BALANCE: SellerTransfer = {
  ...SETTLED,
  transferID: 'trn_balance',
  orderID: 'seller-balance:sl_1:2',
  kind: 'balance',
  balanceNumber: 2,
  amount: 12.5,
  routeTransferID: 'trf_bal',
  settlementUTR: null,
};

function serve(items: SellerTransfer[]) {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname;
    if (path.endsWith('/admin/settlement/run') && init?.method === 'POST')
      return json({
        status: 'success',
        message: 'Settlement done: 3 transferred, 1 released, 1 payouts recorded.',
        data: {
          transferred: 3,
          released: 1,
          reversed: 0,
          payoutsRecorded: 1,
          waitingForAccount: 0,
          notReached: 0,
        },
      });
    if (path.endsWith('/retry') && init?.method === 'POST')
      return json({
        status: 'success',
        message: 'Transfer trn_failed is made.',
        data: { ...FAILED, status: 'created', lastError: null },
      });
    return json({ status: 'success', data: { items, total: items.length, page: 1, pageSize: 25 } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/seller-transfers']}>
        <SellerTransfersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the transfers page', () => {
  it('shows a refused transfer with Razorpay’s words and asks for it again; a settled one shows its UTR', async () => {
    const fetchMock = serve([FAILED, SETTLED]);
    renderPage();
    const rows = await screen.findAllByTestId('seller-transfer-row');
    const failed = rows.find((row) => row.textContent?.includes('OD000000012345'))!;
    expect(failed.textContent).toContain('Transfer failed due to insufficient balance');
    expect(failed.textContent).toContain('2 attempts');
    const settled = rows.find((row) => row.textContent?.includes('OD000000067890'))!;
    expect(settled.textContent).toContain('UTR UTR123456');
    expect(within(settled).queryByRole('button')).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: /Ask Razorpay again/ }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url).endsWith('/admin/seller-transfers/trn_failed/retry') &&
            init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });

  it('names a balance transfer as the seller’s balance payment, not by its order id', async () => {
    serve([BALANCE]);
    renderPage();
    const [row] = await screen.findAllByTestId('seller-transfer-row');
    expect(row!.textContent).toContain('Balance payment no. 2');
    expect(row!.textContent).toContain('Direct transfer');
    expect(row!.textContent).not.toContain('seller-balance:');
  });

  it('runs the settlement now and says what it did', async () => {
    const fetchMock = serve([SETTLED]);
    renderPage();
    await screen.findAllByTestId('seller-transfer-row');
    fireEvent.click(screen.getByRole('button', { name: 'Run settlement now' }));
    expect(
      await screen.findByText('Settlement done: 3 transferred, 1 released, 1 payouts recorded.'),
    ).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/admin/settlement/run') && init?.method === 'POST',
      ),
    ).toBe(true);
  });
});
