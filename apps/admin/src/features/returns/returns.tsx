// Returns (docs/decisions/returns.md): what shoppers are sending back, why, with their photos and
// the same timeline the shopper reads. The seller (their own lines) or the operator approves or
// rejects with a reason, then records the pickup and the parcel received (its stock back on sale,
// the refund paid, the credit note issued), and downloads that credit note. A part delivered
// through a courier has its pickup booked with that courier on approval, its scans shown.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { BackOfficeReturn, RefundPayee, ReturnStatus } from '@haat/contract';
import {
  RETURN_ACTOR_LABELS,
  RETURN_REASON_LABELS,
  RETURN_STATUSES,
  RETURN_STATUS_LABELS,
} from '@haat/contract/back-office-constants';
import * as paths from '@haat/contract/back-office-paths';
import { ApiError, call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { oneOf } from '../../lib/list-filters.ts';
import { useMe } from '../../lib/use-me.ts';
import { formatWhen, rupees } from '../../lib/format.ts';
import { FilterForm, StateFilter } from '../../components/filter-form.tsx';
import { downloadFile } from '../../components/download.ts';
import { ListTable, type ListColumn } from '../../components/list-table.tsx';
import { ReturnPickup } from './return-pickup.tsx';

const PAGE_SIZE = 25;

const BADGE: Record<ReturnStatus, string> = {
  requested: 'pending',
  approved: 'Shipped',
  'picked-up': 'Shipped',
  received: 'Shipped',
  refunded: 'active',
  rejected: 'paused',
  cancelled: 'paused',
};

type Step = 'approve' | 'pickup' | 'picked-up' | 'received';

/** The operator sees each return's order link, shop and the COD refund's payee; a seller does not. */
function returnColumns(isOperator: boolean): ReadonlyArray<ListColumn<BackOfficeReturn>> {
  return [
    {
      header: 'Order',
      cell: (item) => (
        <>
          {isOperator ? (
            <Link to={`/orders/${encodeURIComponent(item.orderID)}`}>{item.orderID}</Link>
          ) : (
            item.orderID
          )}
          <small className="sub">{item.customerName}</small>
          {isOperator ? <small className="sub">{item.shopName}</small> : null}
        </>
      ),
    },
    {
      header: 'Item',
      cell: (item) => (
        <>
          {item.title}
          {item.variant ? <small className="sub">{item.variant}</small> : null}
          <small className="sub">
            {item.pieces} {item.pieces === 1 ? 'piece' : 'pieces'}
          </small>
        </>
      ),
    },
    {
      header: 'Why',
      cell: (item) => (
        <>
          {RETURN_REASON_LABELS[item.reason]}
          {item.details ? <small className="sub">“{item.details}”</small> : null}
          {item.photos.length > 0 ? (
            <span className="return-photos">
              {item.photos.map((url, index) => (
                <a key={url} href={url} target="_blank" rel="noreferrer">
                  <img
                    src={url}
                    alt={`Photo ${index + 1} of ${item.title}`}
                    width={48}
                    height={48}
                  />
                </a>
              ))}
            </span>
          ) : null}
        </>
      ),
    },
    {
      header: 'Refund',
      cell: (item) => (
        <>
          {rupees(item.refund)}
          <small className="sub">
            {item.paymentType === 'cod'
              ? 'Cash on delivery: paid by hand'
              : 'To the card, UPI or bank paid with'}
          </small>
          {item.refundTo ? <small className="sub">{item.refundTo}</small> : null}
          {item.refundTo && isOperator ? <PayeeReveal item={item} /> : null}
        </>
      ),
    },
    { header: 'Pickup', cell: (item) => <ReturnPickup item={item} /> },
    {
      header: 'State',
      cell: (item) => (
        <>
          <span className={`badge badge-${BADGE[item.status]}`}>
            {RETURN_STATUS_LABELS[item.status]}
          </span>
          {item.decisionNote ? <small className="sub">{item.decisionNote}</small> : null}
          <ol className="return-steps">
            {item.timeline.map((step) => (
              <li key={`${step.state}-${step.at}`}>
                {RETURN_STATUS_LABELS[step.state]} · {RETURN_ACTOR_LABELS[step.by]} ·{' '}
                {formatWhen(step.at)}
              </li>
            ))}
          </ol>
        </>
      ),
    },
  ];
}

export function ReturnsPage() {
  const me = useMe();
  const isOperator = me.data?.role === 'operator';
  const list = useListPage({
    key: 'returns',
    filterKeys: ['status'],
    pageSize: PAGE_SIZE,
    load: async ({ status, page }) =>
      (
        await call(paths.returns, {
          query: {
            status: oneOf(RETURN_STATUSES, status),
            page,
            pageSize: PAGE_SIZE,
          },
        })
      ).data,
  });

  const move = (item: BackOfficeReturn, step: Step) => {
    const params = { returnID: item.returnID };
    return list.act(() =>
      step === 'approve'
        ? call(paths.returnApprove, { params, body: { note: '' } })
        : step === 'pickup'
          ? call(paths.returnPickup, { params })
          : step === 'picked-up'
            ? call(paths.returnPickedUp, { params })
            : call(paths.returnReceived, { params }),
    );
  };
  const reject = (item: BackOfficeReturn, note: string) =>
    list.act(() =>
      call(paths.returnReject, {
        params: { returnID: item.returnID },
        body: { note },
      }),
    );
  const creditNote = (item: BackOfficeReturn) =>
    list.act(async () => {
      await downloadFile(
        paths.returnCreditNote,
        { params: { returnID: item.returnID } },
        `credit-note-${item.returnID}.pdf`,
      );
      return { message: 'The credit note is downloaded.' };
    });

  return (
    <section>
      <div className="heading">
        <h1>Returns</h1>
      </div>
      <FilterForm list={list} label="Returns">
        <StateFilter
          states={RETURN_STATUSES}
          names={RETURN_STATUS_LABELS}
          value={list.filters.status}
        />
      </FilterForm>
      <ListTable
        list={list}
        rowKey={(item) => item.returnID}
        rowTestId="return-row"
        noun="returns"
        columns={returnColumns(isOperator)}
        actions={(item) => (
          <ReturnActions
            item={item}
            onMove={(step) => void move(item, step)}
            onReject={(note) => void reject(item, note)}
            onCreditNote={() => void creditNote(item)}
          />
        )}
      />
    </section>
  );
}

/**
 * Where a cash on delivery return's refund is to be paid, whole: the operator pays it by hand
 * (bank transfer or UPI), then records the reference on the order. Each reading is audited.
 */
function PayeeReveal({ item }: { item: BackOfficeReturn }) {
  const [payee, setPayee] = useState<RefundPayee | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (payee) {
    return (
      <dl className="payee" aria-label={`Refund details of ${item.orderID}`}>
        {payee.method === 'upi' ? (
          <>
            <dt>UPI ID</dt>
            <dd>{payee.upiID}</dd>
          </>
        ) : (
          <>
            <dt>Account holder</dt>
            <dd>{payee.accountName}</dd>
            <dt>Account number</dt>
            <dd>{payee.accountNumber}</dd>
            <dt>IFSC</dt>
            <dd>{payee.ifsc}</dd>
          </>
        )}
      </dl>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-label={`Show the refund details of ${item.orderID}`}
        onClick={() =>
          void call(paths.returnPayee, { params: { returnID: item.returnID } })
            .then((answer) => setPayee(answer.data))
            .catch((error: unknown) =>
              setFailure(error instanceof ApiError ? error.message : 'That failed. Try again.'),
            )
        }
      >
        Show details
      </button>
      {failure ? (
        <small className="sub error" role="alert">
          {failure}
        </small>
      ) : null}
    </>
  );
}

function ReturnActions({
  item,
  onMove,
  onReject,
  onCreditNote,
}: {
  item: BackOfficeReturn;
  onMove: (step: Step) => void;
  onReject: (note: string) => void;
  onCreditNote: () => void;
}) {
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState('');
  const what = `${item.title} of ${item.orderID}`;

  if (rejecting) {
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      onReject(note.trim());
    };
    return (
      <form className="inline-form" aria-label={`Reject the return of ${what}`} onSubmit={submit}>
        <label className="field">
          <span>Why (the shopper reads it)</span>
          <input
            value={note}
            minLength={5}
            maxLength={300}
            required
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <button type="submit">Reject return</button>
        <button type="button" onClick={() => setRejecting(false)}>
          Keep it
        </button>
      </form>
    );
  }
  return (
    <>
      {item.status === 'requested' ? (
        <>
          <button
            type="button"
            aria-label={`Approve the return of ${what}`}
            onClick={() => onMove('approve')}
          >
            Approve
          </button>
          <button
            type="button"
            aria-label={`Reject the return of ${what}`}
            onClick={() => setRejecting(true)}
          >
            Reject
          </button>
        </>
      ) : null}
      {item.status === 'approved' && item.courierPart && !item.pickup ? (
        <button
          type="button"
          aria-label={`Book the courier's pickup of ${what}`}
          onClick={() => onMove('pickup')}
        >
          Book pickup
        </button>
      ) : null}
      {item.status === 'approved' ? (
        <button
          type="button"
          aria-label={`Record the pickup of ${what}`}
          onClick={() => onMove('picked-up')}
        >
          Picked up
        </button>
      ) : null}
      {item.status === 'picked-up' ? (
        <button
          type="button"
          aria-label={`Record ${what} received`}
          onClick={() => onMove('received')}
        >
          Received
        </button>
      ) : null}
      {item.hasCreditNote ? (
        <button
          type="button"
          aria-label={`Download the credit note of ${what}`}
          onClick={onCreditNote}
        >
          Credit note
        </button>
      ) : null}
    </>
  );
}
