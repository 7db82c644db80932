// A seller's payout details (docs/decisions/route-payouts.md): PAN, business type and the bank
// account its money is paid into, checked here and again by the server, then kept sealed and shown
// masked. The operator approves them, which opens the seller's Razorpay Route linked account;
// until then the seller's money is kept for it, not lost.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccount, PayoutAccountBody } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { Field } from '../../components/field.tsx';
import { errorAt, showServerErrors } from '../../components/form-errors.ts';
import { Notices } from '../../components/notices.tsx';
import { useFormResolver } from '../../lib/form-resolver.ts';
import {
  BUSINESS_TYPES,
  PAYOUT_STATUS_BADGES,
  PAYOUT_STATUS_NAMES,
  businessTypeName,
} from './payout-words.ts';

export function PayoutDetailsPage() {
  const account = useQuery({
    queryKey: ['payout-account'],
    queryFn: async () => (await call(paths.payoutAccount)).data,
  });
  return (
    <section>
      <h1>Payouts</h1>
      {account.isError ? (
        <p role="alert" className="error">
          {account.error.message}
        </p>
      ) : null}
      {account.data ? <PayoutDetails account={account.data} /> : <p className="count">Loading…</p>}
    </section>
  );
}

function PayoutDetails({ account }: { account: PayoutAccount }) {
  const editable = ['not_started', 'submitted', 'rejected'].includes(account.status);
  return (
    <div className="columns">
      {editable ? <PayoutForm account={account} /> : null}
      <div className="card" aria-label="Your payout account">
        <h2>Your payout account</h2>
        <p>
          <span className={`badge badge-${PAYOUT_STATUS_BADGES[account.status]}`}>
            {PAYOUT_STATUS_NAMES[account.status]}
          </span>
        </p>
        {account.status === 'rejected' && account.rejectionReason ? (
          <p role="alert" className="error">
            The operator rejected your details: {account.rejectionReason}
          </p>
        ) : null}
        {account.status === 'not_started' ? (
          <>
            <p className="count">
              Give your PAN and bank account to be paid. Until the operator approves them, your
              money is kept for you.
            </p>
            <dl className="amounts facts">
              <dt>GSTIN</dt>
              <dd>{account.gstin}</dd>
            </dl>
          </>
        ) : (
          <dl className="amounts facts">
            <dt>Business type</dt>
            <dd>{businessTypeName(account.businessType)}</dd>
            <dt>PAN</dt>
            <dd>{account.panMasked}</dd>
            <dt>Account holder</dt>
            <dd>{account.accountHolderName}</dd>
            <dt>Bank account</dt>
            <dd>
              {account.bankAccountMasked} · {account.ifsc}
            </dd>
            <dt>GSTIN</dt>
            <dd>{account.gstin}</dd>
            {account.routeAccountID ? (
              <>
                <dt>Linked account</dt>
                <dd>{account.routeAccountID}</dd>
              </>
            ) : null}
          </dl>
        )}
        {account.status === 'approved' ? (
          <p className="count">Approved: your linked account is being opened with Razorpay.</p>
        ) : null}
        {account.status === 'linked' ? (
          <p className="count">Your payouts are paid into this account.</p>
        ) : null}
      </div>
    </div>
  );
}

function PayoutForm({ account }: { account: PayoutAccount }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useFormResolver((contract) => contract.PayoutAccountBodySchema);
  const { register, handleSubmit, reset, setError, formState } = useForm<PayoutAccountBody>({
    resolver,
    defaultValues: {
      pan: '',
      businessType: account.businessType ?? 'proprietorship',
      accountHolderName: account.accountHolderName ?? '',
      bankAccountNumber: '',
      ifsc: account.ifsc ?? '',
    },
  });

  async function save(body: PayoutAccountBody) {
    setNotice(null);
    setFailure(null);
    try {
      const answer = await call(paths.payoutAccountSubmit, { body });
      queryClient.setQueryData(['payout-account'], answer.data);
      // The PAN and the account number are not kept on screen once sent: the card shows them masked.
      reset({ ...body, pan: '', bankAccountNumber: '' });
      setNotice(answer.message);
    } catch (error) {
      setFailure(showServerErrors(error, setError));
    }
  }

  return (
    <form
      className="card"
      aria-label="Payout details"
      noValidate
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      <h2>
        {account.status === 'not_started' ? 'Give your payout details' : 'Correct your details'}
      </h2>
      <Notices notice={notice} failure={failure} />
      <Field label="Business type" error={errorAt(formState.errors, 'businessType')}>
        <select {...register('businessType')}>
          {BUSINESS_TYPES.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label="PAN"
        error={errorAt(formState.errors, 'pan')}
        hint="The PAN inside your GSTIN: five letters, four digits, a letter."
      >
        <input autoComplete="off" maxLength={10} {...register('pan')} />
      </Field>
      <Field label="Account holder’s name" error={errorAt(formState.errors, 'accountHolderName')}>
        <input autoComplete="name" {...register('accountHolderName')} />
      </Field>
      <Field label="Bank account number" error={errorAt(formState.errors, 'bankAccountNumber')}>
        <input inputMode="numeric" autoComplete="off" {...register('bankAccountNumber')} />
      </Field>
      <Field
        label="IFSC"
        error={errorAt(formState.errors, 'ifsc')}
        hint="11 characters, such as HDFC0001234."
      >
        <input autoComplete="off" maxLength={11} {...register('ifsc')} />
      </Field>
      <button type="submit" className="primary" disabled={formState.isSubmitting}>
        Send for approval
      </button>
    </form>
  );
}
