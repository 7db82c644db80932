// The operator's panel of an order's messages (docs/decisions/whatsapp.md): each WhatsApp, SMS and
// e-mail the shop wrote for it, with the template, what became of it (and when), and which
// WhatsApp message fell back to which SMS.
import { useQuery } from '@tanstack/react-query';
import type { OrderMessage } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { formatWhen } from '../../lib/format.ts';
import { CHANNEL_NAMES } from '../../lib/message-channels.ts';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', hi: 'Hindi' };

/** Each status WhatsApp reported, in the order they happen, with its time. */
function statuses(message: OrderMessage): string[] {
  const steps: Array<[string, string | null]> = [
    ['sent', message.whatsappSentAt],
    ['delivered', message.deliveredAt],
    ['read', message.readAt],
    ['failed', message.failedAt],
  ];
  return steps.filter(([, at]) => at !== null).map(([name, at]) => `${name} ${formatWhen(at!)}`);
}

function fallback(message: OrderMessage, all: readonly OrderMessage[]): string {
  if (message.fellBackAt) {
    const sms = all.find((other) => other.fallbackOf === message.id);
    return `SMS instead, ${formatWhen(message.fellBackAt)}${sms ? ` (${sms.state})` : ''}`;
  }
  if (message.fallbackOf) return 'Stands in for the WhatsApp message above';
  return '—';
}

export function OrderMessagesPanel({ orderID }: { orderID: string }) {
  const messages = useQuery({
    queryKey: ['order', 'messages', orderID],
    queryFn: async () => (await call(paths.orderMessages, { params: { orderID } })).data,
  });
  return (
    <section className="card" aria-labelledby="order-messages-heading">
      <h2 id="order-messages-heading">Messages to the shopper</h2>
      {messages.isError ? (
        <p role="alert" className="error">
          {messages.error.message}
        </p>
      ) : !messages.data ? (
        <p className="count">Loading…</p>
      ) : messages.data.length === 0 ? (
        <p className="count">No messages for this order yet.</p>
      ) : (
        <div className="table-wrap">
          <table aria-labelledby="order-messages-heading">
            <thead>
              <tr>
                <th scope="col">Written</th>
                <th scope="col">Channel</th>
                <th scope="col">Update</th>
                <th scope="col">Template</th>
                <th scope="col">State</th>
                <th scope="col">WhatsApp statuses</th>
                <th scope="col">Fallback</th>
              </tr>
            </thead>
            <tbody>
              {messages.data.map((message) => (
                <tr key={message.id} data-testid="order-message">
                  <td>{formatWhen(message.createdAt)}</td>
                  <td>{CHANNEL_NAMES[message.channel]}</td>
                  <td>{message.kind}</td>
                  <td>
                    {message.template
                      ? `${message.template} · ${LANGUAGE_NAMES[message.language ?? ''] ?? message.language}`
                      : '—'}
                  </td>
                  <td>
                    <span className={`badge badge-${message.state.replace(' ', '-')}`}>
                      {message.state}
                    </span>
                    {message.errorCode !== null ? <small> error {message.errorCode}</small> : null}
                  </td>
                  <td>
                    {message.channel === 'whatsapp' ? statuses(message).join(', ') || '—' : '—'}
                  </td>
                  <td>{fallback(message, messages.data)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
