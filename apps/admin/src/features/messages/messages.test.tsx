// The operator's messages page and an order's messages panel (docs/decisions/whatsapp.md): the
// month's counts per channel and day with the billable WhatsApp messages, the month chosen in the
// address; an order's WhatsApp message that failed, with the SMS that went instead.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { MessagesDay, OrderMessage } from '@haat/contract';
import { MessagesPage } from './messages.tsx';
import { OrderMessagesPanel } from '../orders/order-messages.tsx';

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

const FAILED_WHATSAPP: OrderMessage = {
  id: 'ntf_wa',
  channel: 'whatsapp',
  kind: 'shipped',
  createdAt: '2026-11-20T06:30:00.000Z',
  state: 'failed',
  template: 'haat_order_shipped',
  language: 'hi',
  whatsappSentAt: '2026-11-20T06:30:05.000Z',
  deliveredAt: null,
  readAt: null,
  failedAt: '2026-11-20T06:31:00.000Z',
  errorCode: 131026,
  fellBackAt: '2026-11-20T06:31:10.000Z',
  fallbackOf: null,
};
const ITS_SMS: OrderMessage = {
  ...FAILED_WHATSAPP,
  id: 'ntf_wa-sms',
  channel: 'sms',
  createdAt: '2026-11-20T06:31:10.000Z',
  state: 'sent',
  template: null,
  language: null,
  whatsappSentAt: null,
  failedAt: null,
  errorCode: null,
  fellBackAt: null,
  fallbackOf: 'ntf_wa',
};

describe("an order's messages", () => {
  it('shows the template and language, each status with its time, and the SMS that went instead', async () => {
    serve(() => ({ status: 'success', data: [FAILED_WHATSAPP, ITS_SMS] }));
    show(<OrderMessagesPanel orderID="OD000000012345" />, '/orders/OD000000012345');
    const rows = await screen.findAllByTestId('order-message');
    const [whatsapp, sms] = rows.map((row) => row.textContent ?? '');
    expect(whatsapp).toContain('WhatsApp');
    expect(whatsapp).toContain('haat_order_shipped · Hindi');
    expect(whatsapp).toContain('error 131026');
    expect(whatsapp).toMatch(/sent 20 Nov 2026, 12:00 pm, failed 20 Nov 2026, 12:01 pm/i);
    expect(whatsapp).toMatch(/SMS instead, 20 Nov 2026, 12:01 pm \(sent\)/i);
    expect(sms).toContain('Stands in for the WhatsApp message above');
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
  });
});
