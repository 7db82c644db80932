// Failed deliveries (docs/decisions/couriers.md "Failed deliveries"): the parcels whose courier
// could not deliver, with the courier's reason — every one for the operator, a seller's own for a
// seller. For each attempt one instruction goes to the courier: try again (on a day, with a
// corrected mobile or address) or send it back to the seller. The shopper may have asked already.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NdrAction, NdrQueueEntry } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { ApiError, call } from '../../lib/api.ts';
import { Field } from '../../components/field.tsx';
import { Notices } from '../../components/notices.tsx';
import { formatWhen } from '../../lib/format.ts';

const BY_WORDS = { seller: 'the seller', operator: 'the operator', shopper: 'the shopper' };
const ACTION_WORDS: Record<NdrAction, string> = {
  're-attempt': 'Try again',
  return: 'Return to the seller',
};

export function FailedDeliveriesPage() {
  const queue = useQuery({
    queryKey: ['courier-ndrs'],
    queryFn: async () => (await call(paths.courierNdrs)).data,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <section>
      <h1>Failed deliveries</h1>
      <p className="sub">
        Parcels the courier could not deliver. Tell the courier what to do for each attempt: try
        again, or return the parcel to the seller. Unanswered, the courier returns it after a few
        attempts.
      </p>
      <Notices notice={notice} failure={failure} />
      {queue.isError ? (
        <p role="alert" className="error">
          {queue.error.message}
        </p>
      ) : null}
      {!queue.data ? (
        <p className="count">Loading…</p>
      ) : queue.data.length === 0 ? (
        <p className="count">No failed delivery is waiting.</p>
      ) : (
        <>
          <p className="count">
            {queue.data.length === 1 ? '1 parcel' : `${queue.data.length} parcels`} waiting
          </p>
          {queue.data.map((entry) => (
            <NdrCard
              key={entry.awb}
              entry={entry}
              onDone={(message) => {
                setFailure(null);
                setNotice(message);
              }}
              onFailed={(message) => {
                setNotice(null);
                setFailure(message);
              }}
            />
          ))}
        </>
      )}
    </section>
  );
}

function NdrCard({
  entry,
  onDone,
  onFailed,
}: {
  entry: NdrQueueEntry;
  onDone: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const [action, setAction] = useState<NdrAction>('re-attempt');
  const [deferredDate, setDeferredDate] = useState('');
  const [phone, setPhone] = useState('');
  const [address1, setAddress1] = useState('');
  const [comments, setComments] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const heading = `ndr-${entry.awb}`;

  async function send() {
    setSending(true);
    setErrors({});
    try {
      const answer = await call(paths.courierNdrAction, {
        params: { awb: entry.awb },
        body: {
          action,
          comments,
          ...(action === 're-attempt' && deferredDate ? { deferredDate } : {}),
          ...(action === 're-attempt' && phone ? { phone } : {}),
          ...(action === 're-attempt' && address1 ? { address1 } : {}),
        },
      });
      onDone(answer.message);
      await queryClient.invalidateQueries({ queryKey: ['courier-ndrs'] });
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.validation);
        onFailed(error.message);
      } else onFailed('Sending failed. Try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="card" aria-labelledby={heading}>
      <h2 id={heading}>
        AWB {entry.awb} · order {entry.orderID}
      </h2>
      <p>
        {entry.shopName}
        {entry.courierName ? ` · ${entry.courierName}` : ''} · attempt {entry.attempt}
        {entry.at ? ` · ${formatWhen(entry.at)}` : ''}
      </p>
      <p>
        <strong>The courier’s reason:</strong> {entry.reason ?? 'not given'}
      </p>
      {entry.asked ? (
        <p className="notice" role="status">
          {ACTION_WORDS[entry.asked.action]}
          {entry.asked.deferredDate ? ` on ${entry.asked.deferredDate}` : ''} — asked by{' '}
          {BY_WORDS[entry.asked.by]} on {formatWhen(entry.asked.at)}. The courier has it.
        </p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Field label="What the courier should do">
            <select value={action} onChange={(event) => setAction(event.target.value as NdrAction)}>
              <option value="re-attempt">{ACTION_WORDS['re-attempt']}</option>
              <option value="return">{ACTION_WORDS.return}</option>
            </select>
          </Field>
          {action === 're-attempt' ? (
            <>
              <Field label="On (optional)" error={errors.deferredDate}>
                <input
                  type="date"
                  value={deferredDate}
                  onChange={(event) => setDeferredDate(event.target.value)}
                />
              </Field>
              <Field label="Corrected mobile (optional)" error={errors.phone}>
                <input
                  inputMode="numeric"
                  value={phone}
                  onChange={(event) => setPhone(event.target.value)}
                />
              </Field>
              <Field label="Corrected address (optional)" error={errors.address1}>
                <input value={address1} onChange={(event) => setAddress1(event.target.value)} />
              </Field>
            </>
          ) : null}
          <Field label="Note for the courier" error={errors.comments}>
            <input
              value={comments}
              onChange={(event) => setComments(event.target.value)}
              placeholder="Call the shopper before coming"
            />
          </Field>
          <button type="submit" className="primary" disabled={sending}>
            {action === 'return' ? 'Send the return' : 'Send the re-attempt'}
          </button>
        </form>
      )}
    </section>
  );
}
