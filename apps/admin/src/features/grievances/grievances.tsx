// Complaints to the grievance officer (docs/decisions/grievances.md): each ticket with its 48-hour
// and one-month clocks, overdue first. The operator assigns, answers and closes with the
// resolution the shopper reads; a seller sees and answers only tickets about their own orders,
// products or shop. Every change is audited on the server.
import { useState, type FormEvent } from 'react';
import type { BackOfficeGrievance, GrievanceStatus } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { oneOf } from '../../lib/list-filters.ts';
import { useMe } from '../../lib/use-me.ts';
import { formatWhen } from '../../lib/format.ts';
import { FilterForm, StateFilter } from '../../components/filter-form.tsx';
import { downloadFile } from '../../components/download.ts';
import { ListTable, type ListColumn } from '../../components/list-table.tsx';

const PAGE_SIZE = 25;
const STATUSES = ['open', 'in-progress', 'closed'] as const satisfies readonly GrievanceStatus[];
const STATUS_LABELS: Record<GrievanceStatus, string> = {
  open: 'Open',
  'in-progress': 'In progress',
  closed: 'Closed',
};
const BADGE: Record<GrievanceStatus, string> = {
  open: 'pending',
  'in-progress': 'Shipped',
  closed: 'active',
};
const ABOUT: Record<BackOfficeGrievance['about'], string> = {
  order: 'Order',
  seller: 'Seller',
  product: 'Product',
  site: 'The site',
};

/** "in 3 days", "5 hours ago": how far a deadline is from now. */
function fromNow(at: string, now: number): string {
  const ms = new Date(at).getTime() - now;
  const hours = Math.round(Math.abs(ms) / 3_600_000);
  const span = hours >= 48 ? `${Math.round(hours / 24)} days` : `${hours} hours`;
  return ms >= 0 ? `in ${span}` : `${span} ago`;
}

function clockColumns(now: number): ReadonlyArray<ListColumn<BackOfficeGrievance>> {
  return [
    {
      header: 'Ticket',
      cell: (item) => (
        <>
          <strong>{item.ticket}</strong>
          {item.overdue ? <span className="badge badge-paused"> Overdue</span> : null}
          <small className="sub">{item.customerName}</small>
          <small className="sub">
            {ABOUT[item.about]}
            {item.subjectID ? ` ${item.subjectID}` : ''}
          </small>
        </>
      ),
    },
    {
      header: 'Complaint',
      cell: (item) => (
        <>
          “{item.text}”
          {item.attachment?.kind === 'picture' && item.attachment.url ? (
            <small className="sub">
              <a href={item.attachment.url} target="_blank" rel="noreferrer">
                Picture attached
              </a>
            </small>
          ) : null}
          {item.messages.length > 0 ? (
            <ol className="return-steps" aria-label={`Answers on ${item.ticket}`}>
              {item.messages.map((message) => (
                <li key={`${message.at}-${message.author}`}>
                  {message.from === 'seller' ? 'Seller' : 'Operator'} · {formatWhen(message.at)}:{' '}
                  {message.body}
                </li>
              ))}
            </ol>
          ) : null}
          {item.resolution ? <small className="sub">Resolution: {item.resolution}</small> : null}
        </>
      ),
    },
    {
      header: 'Clocks',
      cell: (item) => (
        <>
          <small className="sub">Filed {formatWhen(item.filedAt)}</small>
          <small className="sub">
            48 hours:{' '}
            {item.acknowledgedAt
              ? `acknowledged ${formatWhen(item.acknowledgedAt)}`
              : `due ${formatWhen(item.ackDueAt)} (${fromNow(item.ackDueAt, now)})`}
          </small>
          <small className="sub" data-testid="resolve-clock">
            One month:{' '}
            {item.closedAt
              ? `closed ${formatWhen(item.closedAt)}`
              : `due ${formatWhen(item.resolveDueAt)} (${fromNow(item.resolveDueAt, now)})`}
          </small>
        </>
      ),
    },
    {
      header: 'State',
      cell: (item) => (
        <>
          <span className={`badge badge-${BADGE[item.status]}`}>{STATUS_LABELS[item.status]}</span>
          {item.assignedTo ? <small className="sub">Assigned to {item.assignedTo}</small> : null}
        </>
      ),
    },
  ];
}

export function GrievancesPage() {
  const me = useMe();
  const isOperator = me.data?.role === 'operator';
  const [now] = useState(() => Date.now());
  const list = useListPage({
    key: 'grievances',
    filterKeys: ['status'],
    pageSize: PAGE_SIZE,
    load: async ({ status, page }) =>
      (
        await call(paths.grievances, {
          query: { status: oneOf(STATUSES, status), page, pageSize: PAGE_SIZE },
        })
      ).data,
  });

  const params = (item: BackOfficeGrievance) => ({ grievanceID: item.grievanceID });
  const answer = (item: BackOfficeGrievance, body: string) =>
    list.act(() => call(paths.grievanceAnswer, { params: params(item), body: { body } }));
  const assign = (item: BackOfficeGrievance, assignee: string) =>
    list.act(() => call(paths.grievanceAssign, { params: params(item), body: { assignee } }));
  const close = (item: BackOfficeGrievance, resolution: string) =>
    list.act(() => call(paths.grievanceClose, { params: params(item), body: { resolution } }));
  const attachment = (item: BackOfficeGrievance) =>
    list.act(async () => {
      await downloadFile(
        paths.grievanceAttachment,
        { params: params(item) },
        `${item.ticket}-attachment.pdf`,
      );
      return { message: 'The attachment is downloaded.' };
    });

  return (
    <section>
      <div className="heading">
        <h1>Grievances</h1>
      </div>
      <p className="sub">
        Each complaint is acknowledged within 48 hours and resolved within one month (Consumer
        Protection (E-Commerce) Rules, 2020, rule 4(5)). Overdue tickets come first.
      </p>
      <FilterForm list={list} label="Grievances">
        <StateFilter states={STATUSES} names={STATUS_LABELS} value={list.filters.status} />
      </FilterForm>
      <ListTable
        list={list}
        rowKey={(item) => item.grievanceID}
        rowTestId="grievance-row"
        noun="grievances"
        columns={clockColumns(now)}
        actions={(item) => (
          <GrievanceActions
            item={item}
            isOperator={isOperator}
            onAnswer={(body) => void answer(item, body)}
            onAssign={(assignee) => void assign(item, assignee)}
            onClose={(resolution) => void close(item, resolution)}
            onAttachment={() => void attachment(item)}
          />
        )}
      />
    </section>
  );
}

type Form = 'answer' | 'assign' | 'close' | null;

function GrievanceActions({
  item,
  isOperator,
  onAnswer,
  onAssign,
  onClose,
  onAttachment,
}: {
  item: BackOfficeGrievance;
  isOperator: boolean;
  onAnswer: (body: string) => void;
  onAssign: (assignee: string) => void;
  onClose: (resolution: string) => void;
  onAttachment: () => void;
}) {
  const [open, setOpen] = useState<Form>(null);
  const [text, setText] = useState('');
  const pdf =
    item.attachment?.kind === 'pdf' ? (
      <button
        type="button"
        onClick={onAttachment}
        aria-label={`Download the PDF of ${item.ticket}`}
      >
        PDF
      </button>
    ) : null;
  if (item.status === 'closed') return pdf;

  if (open) {
    const labels = {
      answer: ['Answer (the shopper reads it)', 'Send answer', 2, 2000],
      assign: ['Assign to (name or e-mail)', 'Assign', 0, 120],
      close: ['Resolution (the shopper reads it)', 'Close ticket', 10, 2000],
    } as const;
    const [label, submitLabel, min, max] = labels[open];
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const value = text.trim();
      if (open === 'answer') onAnswer(value);
      else if (open === 'assign') onAssign(value);
      else onClose(value);
      setOpen(null);
      setText('');
    };
    return (
      <form className="inline-form" aria-label={`${submitLabel}: ${item.ticket}`} onSubmit={submit}>
        <label className="field">
          <span>{label}</span>
          {open === 'assign' ? (
            <input value={text} maxLength={max} onChange={(event) => setText(event.target.value)} />
          ) : (
            <textarea
              value={text}
              rows={3}
              minLength={min}
              maxLength={max}
              required
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </label>
        <button type="submit">{submitLabel}</button>
        <button type="button" onClick={() => setOpen(null)}>
          Cancel
        </button>
      </form>
    );
  }
  return (
    <>
      <button type="button" aria-label={`Answer ${item.ticket}`} onClick={() => setOpen('answer')}>
        Answer
      </button>
      {isOperator ? (
        <>
          <button
            type="button"
            aria-label={`Assign ${item.ticket}`}
            onClick={() => setOpen('assign')}
          >
            Assign
          </button>
          <button
            type="button"
            aria-label={`Close ${item.ticket}`}
            onClick={() => setOpen('close')}
          >
            Close
          </button>
        </>
      ) : null}
      {pdf}
    </>
  );
}
