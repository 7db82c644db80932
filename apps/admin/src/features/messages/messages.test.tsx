// The operator's messages page (docs/decisions/whatsapp.md): the month's counts per channel and
// day with the billable WhatsApp messages, another month chosen in the address.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { MessagesDay } from '@haat/contract';
import { MessagesPage } from './messages.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const DAYS: MessagesDay[] = [
  {
    day: '2026-11-20',
    channel: 'whatsapp',
    sent: 3,
    delivered: 2,
    read: 1,
    failed: 1,
    fellBack: 1,
  },
  {
    day: '2026-11-20',
    channel: 'sms',
    sent: 1,
    delivered: null,
    read: null,
    failed: 0,
    fellBack: null,
  },
  {
    day: '2026-11-21',
    channel: 'email',
    sent: 4,
    delivered: null,
    read: null,
    failed: 0,
    fellBack: null,
  },
];

function serve(answer: (url: URL) => unknown) {
  const fetchMock = vi.fn(async (url: string) => {
    return new Response(JSON.stringify(answer(new URL(url))), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

function show(ui: React.ReactNode, at: string) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the messages page', () => {
  it('shows each channel per day, the month’s billable WhatsApp messages, and asks for another month', async () => {
    const fetchMock = serve((url) => ({
      status: 'success',
      data: {
        month: url.searchParams.get('month') ?? '2026-11',
        days: url.searchParams.get('month') ? [] : DAYS,
        billableWhatsApp: url.searchParams.get('month') ? 0 : 2,
      },
    }));
    show(<MessagesPage />, '/messages');
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeTruthy();
    expect(screen.getByTestId('billable-whatsapp').textContent).toBe('2');
    const rows = screen
      .getAllByTestId('messages-day')
      .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['2026-11-20', 'WhatsApp', '3', '2', '1', '1', '1'],
      ['2026-11-20', 'SMS', '1', '—', '—', '0', '—'],
      ['2026-11-21', 'E-mail', '4', '—', '—', '0', '—'],
    ]);
    expect(screen.getByText('SMS sent').nextSibling?.textContent).toBe('1');

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('heading', { name: 'October 2026' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('?month=2026-10');
    expect(screen.getByText('No messages this month.')).toBeTruthy();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain(
      '/admin/messages/summary?month=2026-10',
    );
  });
});
