// Sellers' payout onboarding for the operator (docs/decisions/route-payouts.md): every approved
// seller with its payout details' state (not started, waiting, approved, linked, rejected with the
// reason), masked; approving opens the seller's Razorpay Route linked account, and a link that
// stopped (Razorpay's words shown) is asked for again from the step it stopped at.
import { useState, type FormEvent } from 'react';
import type { PayoutAccount } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { oneOf } from '../../lib/list-filters.ts';
import { FilterForm, StateFilter } from '../../components/filter-form.tsx';
import { ListTable, type ListColumn } from '../../components/list-table.tsx';
import {
  PAYOUT_STATUSES,
  PAYOUT_STATUS_BADGES,
  PAYOUT_STATUS_NAMES,
  businessTypeName,
} from './payout-words.ts';

const PAGE_SIZE = 25;

const COLUMNS: ReadonlyArray<ListColumn<PayoutAccount>> = [
  {
    header: 'Shop',
    cell: (account) => (
      <>
        {account.shopName}
        <small className="sub">GSTIN {account.gstin}</small>
      </>
    ),
  },
  {
    header: 'State',
    cell: (account) => (
      <>
        <span className={`badge badge-${PAYOUT_STATUS_BADGES[account.status]}`}>
          {PAYOUT_STATUS_NAMES[account.status]}
        </span>
        {account.rejectionReason ? <small className="sub">{account.rejectionReason}</small> : null}
        {account.linkError ? <small className="sub error">{account.linkError}</small> : null}
      </>
    ),
  },
  {
    header: 'Details',
    cell: (account) =>
      account.status === 'not_started' ? (
        '—'
      ) : (
        <>
          {businessTypeName(account.businessType)} · PAN {account.panMasked}
          <small className="sub">
            {account.accountHolderName} · {account.bankAccountMasked} · {account.ifsc}
          </small>
        </>
      ),
  },
  { header: 'Linked account', cell: (account) => account.routeAccountID ?? '—' },
];

export function PayoutAccountsPage() {
  const list = useListPage({
    key: 'payout-accounts',
    filterKeys: ['status'],
    pageSize: PAGE_SIZE,
    load: async ({ status, page }) =>
      (
        await call(paths.payoutAccounts, {
          query: { status: oneOf(PAYOUT_STATUSES, status), page, pageSize: PAGE_SIZE },
        })
      ).data,
  });
  const params = (account: PayoutAccount) => ({ params: { sellerID: account.sellerID } });

  return (
    <section>
      <div className="heading">
        <h1>Seller payouts</h1>
      </div>
      <FilterForm list={list} label="Seller payouts">
        <StateFilter
          states={PAYOUT_STATUSES}
          names={PAYOUT_STATUS_NAMES}
          value={list.filters.status}
        />
      </FilterForm>
      <ListTable
        list={list}
        rowKey={(account) => account.sellerID}
        rowTestId="payout-account-row"
        noun="sellers"
        columns={COLUMNS}
        actions={(account) => (
          <PayoutActions
            account={account}
            onApprove={() => void list.act(() => call(paths.payoutAccountApprove, params(account)))}
            onLink={() => void list.act(() => call(paths.payoutAccountLink, params(account)))}
            onReject={(reason) =>
              void list.act(() =>
                call(paths.payoutAccountReject, { ...params(account), body: { reason } }),
              )
            }
          />
        )}
      />
    </section>
  );
}

function PayoutActions({
  account,
  onApprove,
  onLink,
  onReject,
}: {
  account: PayoutAccount;
  onApprove: () => void;
  onLink: () => void;
  onReject: (reason: string) => void;
}) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  if (rejecting) {
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      onReject(reason.trim());
    };
    return (
      <form
        className="inline-form"
        aria-label={`Reject the payout details of ${account.shopName}`}
        onSubmit={submit}
      >
        <label className="field">
          <span>Why (the seller reads it)</span>
          <input
            value={reason}
            minLength={5}
            maxLength={300}
            required
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        <button type="submit">Reject details</button>
        <button type="button" onClick={() => setRejecting(false)}>
          Keep them
        </button>
      </form>
    );
  }
  if (account.status === 'submitted') {
    return (
      <>
        <button
          type="button"
          aria-label={`Approve the payout details of ${account.shopName}`}
          onClick={onApprove}
        >
          Approve
        </button>
        <button
          type="button"
          aria-label={`Reject the payout details of ${account.shopName}`}
          onClick={() => setRejecting(true)}
        >
          Reject
        </button>
      </>
    );
  }
  if (account.status === 'approved') {
    return (
      <button
        type="button"
        aria-label={`Open the linked account of ${account.shopName} again`}
        onClick={onLink}
      >
        Link again
      </button>
    );
  }
  return null;
}
