// The operator's monthly tax invoices to sellers for their fees (docs/decisions/seller-money.md,
// "The commission invoice"): the operator issues a closed month's and sees every seller's; a
// seller sees its own. Each is a PDF in the invoice series HC/<financial year>/<number>.
import { useState } from 'react';
import type { CommissionInvoice } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { ApiError, call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { useMe } from '../../lib/use-me.ts';
import { ListTable, type ListColumn } from '../../components/list-table.tsx';
import { downloadFile } from '../../components/download.ts';
import { rupees } from '../../lib/format.ts';

const PAGE_SIZE = 25;

const gstOf = (invoice: CommissionInvoice) =>
  invoice.intraState
    ? `CGST ${rupees(invoice.cgst)} + SGST ${rupees(invoice.sgst)}`
    : `IGST ${rupees(invoice.igst)}`;

export function CommissionInvoicesPage() {
  const me = useMe();
  const operator = me.data?.role === 'operator';
  const [monthError, setMonthError] = useState<string | null>(null);
  const list = useListPage({
    key: 'commission-invoices',
    filterKeys: [],
    pageSize: PAGE_SIZE,
    enabled: Boolean(me.data),
    load: async ({ page }) =>
      (await call(paths.commissionInvoices, { query: { page, pageSize: PAGE_SIZE } })).data,
  });
  const columns: ReadonlyArray<ListColumn<CommissionInvoice>> = [
    { header: 'Invoice', cell: (invoice) => invoice.number },
    { header: 'Fees of', cell: (invoice) => invoice.month },
    ...(operator
      ? [{ header: 'Seller', cell: (invoice: CommissionInvoice) => invoice.shopName }]
      : []),
    { header: 'Issued', cell: (invoice) => invoice.issuedOn },
    { header: 'Fees', cell: (invoice) => rupees(invoice.taxable) },
    { header: 'GST', cell: gstOf },
    { header: 'Total', cell: (invoice) => rupees(invoice.total) },
  ];

  const issue = async (month: string) => {
    setMonthError(null);
    await list.act(async () => {
      try {
        return await call(paths.commissionInvoicesIssue, { body: { month } });
      } catch (error) {
        if (error instanceof ApiError && error.validation.month) {
          setMonthError(error.validation.month);
        }
        throw error;
      }
    });
  };

  return (
    <section>
      <div className="heading">
        <h1>Commission invoices</h1>
      </div>
      <p className="count">
        {operator
          ? 'A tax invoice to each seller for the month’s commission and closing fees, with 18 % GST (SAC 998599), from the sellers’ ledger. Issue a month once it is over.'
          : 'Haat’s tax invoices to you for each month’s commission and closing fees, with 18 % GST: claim the GST as input tax credit.'}
      </p>
      {operator ? (
        <form
          className="filters"
          aria-label="Issue commission invoices"
          onSubmit={(event) => {
            event.preventDefault();
            const month = String(new FormData(event.currentTarget).get('month') ?? '');
            void issue(month);
          }}
        >
          <label>
            Month <input name="month" type="month" required />
            {monthError ? <small role="alert">{monthError}</small> : null}
          </label>
          <button type="submit">Issue invoices</button>
        </form>
      ) : null}
      <ListTable
        list={list}
        rowKey={(invoice) => invoice.invoiceID}
        noun="commission invoices"
        columns={columns}
        actions={(invoice) => (
          <button
            type="button"
            aria-label={`Download invoice ${invoice.number} (PDF)`}
            onClick={() =>
              void list.act(async () => {
                await downloadFile(
                  paths.commissionInvoicePdf,
                  { params: { invoiceID: invoice.invoiceID } },
                  `${invoice.number.replaceAll('/', '-')}.pdf`,
                );
                return { message: `Invoice ${invoice.number} downloaded.` };
              })
            }
          >
            Download PDF
          </button>
        )}
      />
    </section>
  );
}
