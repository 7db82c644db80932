// The operator's view of the messages the shop sends (docs/decisions/whatsapp.md): per channel
// (WhatsApp, SMS, e-mail) and day of a month in India time, how many were sent, delivered, read,
// failed and fell back to SMS, and the month's billable WhatsApp messages (what Meta charges for).
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { MessagesDay } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { CHANNEL_NAMES } from '../../lib/message-channels.ts';
import { monthName, totalsByChannel } from './message-counts.ts';

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const count = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-IN'));

export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH_PATTERN.test(asked) ? asked : undefined;
  const summary = useQuery({
    queryKey: ['messages-summary', month],
    queryFn: async () =>
      (await call(paths.messagesSummary, { query: month ? { month } : {} })).data,
  });
  const data = summary.data;

  return (
    <section>
      <div className="heading">
        <h1>Messages</h1>
      </div>
      <form
        className="filters"
        aria-label="Choose a month"
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = String(new FormData(event.currentTarget).get('month') ?? '');
          setParams(MONTH_PATTERN.test(chosen) ? { month: chosen } : {});
        }}
      >
        <label>
          Month{' '}
          <input
            type="month"
            name="month"
            key={data?.month ?? month ?? ''}
            defaultValue={data?.month ?? month ?? ''}
          />
        </label>
        <button type="submit">Show</button>
      </form>
      {summary.isError ? (
        <p role="alert" className="error">
          {summary.error.message}
        </p>
      ) : null}
      {!data ? (
        summary.isPending ? (
          <p className="count">Loading…</p>
        ) : null
      ) : (
        <>
          <h2>{monthName(data.month)}</h2>
          <dl className="summary" aria-label="The month">
            <div>
              <dt>Billable WhatsApp messages</dt>
              <dd data-testid="billable-whatsapp">{count(data.billableWhatsApp)}</dd>
            </div>
            {totalsByChannel(data.days).map((total) => (
              <div key={total.channel}>
                <dt>{CHANNEL_NAMES[total.channel]} sent</dt>
                <dd>{count(total.sent)}</dd>
              </div>
            ))}
          </dl>
          <p className="count">
            Billable: WhatsApp template messages first delivered (or read) this month, as Meta
            charges for them; a message never delivered is not billed. Meta’s invoice is the
            authority; this is the estimate.
          </p>
          <DaysTable days={data.days} />
        </>
      )}
    </section>
  );
}

function DaysTable({ days }: { days: MessagesDay[] }) {
  return (
    <div className="table-wrap">
      <table aria-labelledby="days-heading">
        <caption id="days-heading">Per day and channel (India time)</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Channel</th>
            <th scope="col">Sent</th>
            <th scope="col">Delivered</th>
            <th scope="col">Read</th>
            <th scope="col">Failed</th>
            <th scope="col">Fell back to SMS</th>
          </tr>
        </thead>
        <tbody>
          {days.length === 0 ? (
            <tr>
              <td colSpan={7}>No messages this month.</td>
            </tr>
          ) : (
            days.map((day) => (
              <tr key={`${day.day}-${day.channel}`} data-testid="messages-day">
                <td>{day.day}</td>
                <td>{CHANNEL_NAMES[day.channel]}</td>
                <td>{count(day.sent)}</td>
                <td>{count(day.delivered)}</td>
                <td>{count(day.read)}</td>
                <td>{count(day.failed)}</td>
                <td>{count(day.fellBack)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
