// An order's messages on its back-office page (docs/decisions/whatsapp.md): a WhatsApp message
// that failed, with its template, statuses and the SMS that went instead.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OrderMessage } from '@haat/contract';
import { OrderMessagesPanel } from './order-messages.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(answer: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
    ),
  );
}

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
    serve({ status: 'success', data: [FAILED_WHATSAPP, ITS_SMS] });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <OrderMessagesPanel orderID="OD000000012345" />
      </QueryClientProvider>,
    );
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
