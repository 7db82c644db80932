import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { GrievancePublic } from '@haat/contract';
import { fetchGrievanceStatus } from '../features/grievances/api/grievances';
import { StatusLookup } from '../features/grievances/components/status-lookup';
import { ApiError } from '../lib/api-client';
import { formatDateAndTime, formatOrderDate } from '../lib/dates';
import { fixedPageMeta } from '../lib/page-head';
import { messages as m } from '../messages/grievances';

/**
 * A ticket's status in the server HTML, asked with the ticket and the mobile's last four digits
 * (docs/decisions/grievances.md); a wrong pair or an unknown ticket answers 404 with the form.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const ticket = (url.searchParams.get('ticket') ?? '').trim();
  const last4 = (url.searchParams.get('last4') ?? '').trim();
  if (!ticket || !last4) return { ticket, last4: '', status: null, notFound: false };
  try {
    const status = await fetchGrievanceStatus(ticket, last4, context.fetch);
    return { ticket, last4, status, notFound: false };
  } catch (error) {
    if (error instanceof ApiError && [400, 404].includes(error.status)) {
      return data({ ticket, last4, status: null, notFound: true }, { status: 404 });
    }
    throw error;
  }
}

export const meta = fixedPageMeta({
  title: m.site.documentTitle(m.grievance.statusHeading),
  description: m.grievance.statusIntro,
  noindex: true,
});

const when = (at: string) =>
  formatDateAndTime(at) ??
  new Date(at).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

function StatusView({ status }: { status: GrievancePublic }) {
  return (
    <section
      className="grievance-status"
      aria-labelledby="ticket-title"
      data-testid="grievance-status"
    >
      <h2 id="ticket-title">{status.ticket}</h2>
      <dl>
        <div>
          <dt>{m.grievance.state}</dt>
          <dd>
            <span className={`badge grievance-state-${status.status}`}>
              {m.grievance.states[status.status]}
            </span>
          </dd>
        </div>
        <div>
          <dt>{m.grievance.aboutLabel}</dt>
          <dd>{m.grievance.aboutOptions[status.about]}</dd>
        </div>
        <div>
          <dt>{m.grievance.filedAt}</dt>
          <dd>{when(status.filedAt)}</dd>
        </div>
        <div>
          <dt>{m.grievance.ackClock}</dt>
          <dd>
            {status.acknowledgedAt
              ? when(status.acknowledgedAt)
              : m.grievance.ackDue(when(status.ackDueAt))}
          </dd>
        </div>
        <div>
          <dt>{m.grievance.resolveClock}</dt>
          <dd>
            {status.closedAt
              ? m.grievance.resolvedAt(formatOrderDate(status.closedAt))
              : m.grievance.resolveDue(formatOrderDate(status.resolveDueAt))}
          </dd>
        </div>
      </dl>
      {status.answers.length > 0 ? (
        <>
          <h3>{m.grievance.answersHeading}</h3>
          <ol className="grievance-answers">
            {status.answers.map((answer) => (
              <li key={`${answer.at}-${answer.body.slice(0, 20)}`}>
                <p className="grievance-answer-from">
                  {answer.from === 'seller' ? m.grievance.fromSeller : m.grievance.fromOperator} ·{' '}
                  {when(answer.at)}
                </p>
                <p>{answer.body}</p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {status.resolution ? (
        <>
          <h3>{m.grievance.resolutionHeading}</h3>
          <p className="grievance-resolution" data-testid="grievance-resolution">
            {status.resolution}
          </p>
        </>
      ) : null}
    </section>
  );
}

/** /grievance/status?ticket=&last4= */
export default function GrievanceStatusRoute() {
  const { ticket, last4, status, notFound } = useLoaderData<typeof loader>();
  return (
    <div className="container grievance-page">
      <header>
        <h1>{m.grievance.statusHeading}</h1>
      </header>
      {status ? <StatusView status={status} /> : null}
      {notFound ? (
        <p className="form-error" role="alert">
          {m.grievance.notFound}
        </p>
      ) : null}
      <StatusLookup ticket={ticket} last4={last4} />
    </div>
  );
}

/** A failure stays inside the layout: the header and footer remain, with a way on. */
export { RouteError as ErrorBoundary } from '../app/route-error';
