// The operator's commission rules (docs/decisions/seller-money.md): each a category (or every
// one), an item-price band, a percentage and a closing fee from a date, optionally one seller's
// override. The server refuses an overlap or an impossible figure, naming the field; every change
// is audited. Retiring keeps a rule for the orders placed before the day it stops.
import { useState, type ReactNode } from 'react';
import type { CommissionRule } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { ApiError, call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { ListTable, type ListColumn } from '../../components/list-table.tsx';
import { rupees } from '../../lib/format.ts';

const PAGE_SIZE = 25;

const scopeOf = (rule: CommissionRule) =>
  rule.subCategoryID
    ? `Sub-category ${rule.subCategoryID}`
    : rule.categoryID
      ? `Category ${rule.categoryID}`
      : rule.mainCategoryID
        ? `Main category ${rule.mainCategoryID}`
        : 'Every category';

const COLUMNS: ReadonlyArray<ListColumn<CommissionRule>> = [
  {
    header: 'Applies to',
    cell: (rule) => (
      <>
        {scopeOf(rule)}
        {rule.sellerID ? <small className="sub">seller {rule.sellerID} only</small> : null}
      </>
    ),
  },
  { header: 'Item price', cell: (rule) => `${rupees(rule.priceFrom)} – ${rupees(rule.priceTo)}` },
  { header: 'Commission', cell: (rule) => `${rule.percent} % + ${rupees(rule.fixedFee)} a piece` },
  {
    header: 'In effect',
    cell: (rule) =>
      rule.retiredFrom
        ? `${rule.effectiveFrom} until ${rule.retiredFrom}`
        : `from ${rule.effectiveFrom}`,
  },
];

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim() || null;
const amount = (form: FormData, name: string) => Number(form.get(name) ?? 0);

export function CommissionRulesPage() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const list = useListPage({
    key: 'commission-rules',
    filterKeys: [],
    pageSize: PAGE_SIZE,
    load: async ({ page }) =>
      (
        await call(paths.commissionRules, {
          query: { page, pageSize: PAGE_SIZE, retired: 'include' },
        })
      ).data,
  });

  const save = async (form: FormData) => {
    setErrors({});
    await list.act(async () => {
      try {
        return await call(paths.commissionRuleCreate, {
          body: {
            sellerID: text(form, 'sellerID'),
            mainCategoryID: text(form, 'mainCategoryID'),
            categoryID: text(form, 'categoryID'),
            subCategoryID: text(form, 'subCategoryID'),
            priceFrom: amount(form, 'priceFrom'),
            priceTo: amount(form, 'priceTo'),
            percent: amount(form, 'percent'),
            fixedFee: amount(form, 'fixedFee'),
            effectiveFrom: String(form.get('effectiveFrom') ?? ''),
          },
        });
      } catch (error) {
        if (error instanceof ApiError && error.validation) setErrors(error.validation);
        throw error;
      }
    });
  };

  const retire = (rule: CommissionRule) =>
    list.act(() => call(paths.commissionRuleRetire, { params: { ruleID: rule.ruleID }, body: {} }));

  const field = (name: string, label: string, input: ReactNode) => (
    <label>
      {label} {input}
      {errors[name] ? <small role="alert">{errors[name]}</small> : null}
    </label>
  );

  return (
    <section>
      <div className="heading">
        <h1>Commission rules</h1>
      </div>
      <form
        className="filters"
        aria-label="New commission rule"
        onSubmit={(event) => {
          event.preventDefault();
          void save(new FormData(event.currentTarget));
        }}
      >
        {field('mainCategoryID', 'Main category ID', <input name="mainCategoryID" />)}
        {field('categoryID', 'Category ID', <input name="categoryID" />)}
        {field('subCategoryID', 'Sub-category ID', <input name="subCategoryID" />)}
        {field('sellerID', 'Only for seller ID', <input name="sellerID" />)}
        {field(
          'priceFrom',
          'Item price from ₹',
          <input name="priceFrom" type="number" step="0.01" min="0" required />,
        )}
        {field(
          'priceTo',
          'to ₹',
          <input name="priceTo" type="number" step="0.01" min="0" required />,
        )}
        {field(
          'percent',
          'Commission %',
          <input name="percent" type="number" step="0.01" required />,
        )}
        {field(
          'fixedFee',
          'Closing fee ₹',
          <input name="fixedFee" type="number" step="0.01" min="0" defaultValue="0" />,
        )}
        {field('effectiveFrom', 'From', <input name="effectiveFrom" type="date" required />)}
        <button type="submit">Add rule</button>
      </form>
      <ListTable
        list={list}
        rowKey={(rule) => rule.ruleID}
        noun="commission rules"
        columns={COLUMNS}
        actions={(rule) =>
          rule.retiredFrom ? null : (
            <button
              type="button"
              aria-label={`Retire the rule ${scopeOf(rule)} ${rule.priceFrom}–${rule.priceTo}`}
              onClick={() => void retire(rule)}
            >
              Retire
            </button>
          )
        }
      />
    </section>
  );
}
