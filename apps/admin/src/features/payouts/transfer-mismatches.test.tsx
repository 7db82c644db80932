// The back office's Mismatches page: what the reconciliation against Razorpay found, one row each
// with our figure and Razorpay's, and a clear word when Razorpay agrees with every transfer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TransferMismatch } from '@haat/contract';
import { TransferMismatchesPage } from './transfer-mismatches.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(items: TransferMismatch[]) {
  const fetchMock = vi.fn(
    async (_url: string) =>
      new Response(
        JSON.stringify({
          status: 'success',
          data: { checked: 12, settlementsRecorded: 1, since: '2026-10-30T00:00:00.000Z', items },
        }),
        { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function show(url = '/transfer-mismatches') {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[url]}>
        <TransferMismatchesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the transfer mismatches page', () => {
  it('lists each mismatch with both sides’ figures, for the days asked', async () => {
    const fetchMock = serve([
      {
        kind: 'amount',
        transferID: 'trn_1',
        routeTransferID: 'trf_1',
        ours: '800.00',
        razorpays: '750.00',
      },
      {
        kind: 'unknown-to-us',
        transferID: 'trn_9',
        routeTransferID: 'trf_9',
        ours: null,
        razorpays: '120.00',
      },
      {
        kind: 'stuck',
        transferID: 'trn_2',
        routeTransferID: null,
        ours: 'pending',
        razorpays: null,
      },
    ]);
    show('/transfer-mismatches?days=90');
    const amount = (await screen.findByText('Amounts differ')).closest('tr')!;
    expect(amount.textContent).toContain('800.00');
    expect(amount.textContent).toContain('750.00');
    expect(screen.getByText('Made by us, no record here')).toBeTruthy();
    expect(screen.getByText('Stuck').closest('tr')!.textContent).toContain('pending');
    expect(screen.getByText(/12 transfers checked; 3 to look into\./)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('days=90');
  });

  it('says so when Razorpay agrees with every transfer', async () => {
    serve([]);
    show();
    expect(await screen.findByText('No mismatches.')).toBeTruthy();
    expect(screen.getByText(/Razorpay agrees with every one\./)).toBeTruthy();
  });
});
