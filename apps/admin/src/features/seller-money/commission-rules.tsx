// The operator's commission rules (docs/decisions/seller-money.md): each a category at any level
// (or every one), an item-price band, a percentage and a closing fee from a date, optionally one
// seller's override. The server refuses an overlap, an impossible figure or a past day, naming
// the field; every change is audited. A rule in effect is never changed: a new rule from a later
// day replaces it, and retiring keeps a rule for the orders placed before the day it stops.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CommissionRule } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { ApiError, call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { ListTable, type ListColumn } from '../../components/list-table.tsx';
import { rupees } from '../../lib/format.ts';

const PAGE_SIZE = 25;

/** Today in India, as a date field's value. */
const todayInIndia = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim() || null;
const amount = (form: FormData, name: string) => Number(form.get(name) ?? 0);

export function CommissionRulesPage() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [mainID, setMainID] = useState('');
  const [categoryID, setCategoryID] = useState('');
  const tree = useQuery({
    queryKey: ['categories'],
    queryFn: async () => (await call(paths.categories)).data,
  });
  const sellers = useQuery({
    queryKey: ['sellers', 'approved'],
    queryFn: async () =>
      (await call(paths.sellers, { query: { status: 'approved', pageSize: 100 } })).data.items,
  });
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

  const mains = tree.data ?? [];
  const categories = mains.find((main) => main.id === mainID)?.categories ?? [];
  const subs = categories.find((category) => category.id === categoryID)?.subCategories ?? [];
  const names = new Map<string, string>();
  for (const main of mains) {
    names.set(main.id, main.name);
    for (const category of main.categories) {
      names.set(category.id, `${main.name} › ${category.name}`);
      for (const sub of category.subCategories) {
        names.set(sub.id, `${main.name} › ${category.name} › ${sub.name}`);
      }
    }
  }
  const shopNames = new Map((sellers.data ?? []).map((s) => [s.sellerID, s.shopName]));
  const scopeOf = (rule: CommissionRule) => {
    const id = rule.subCategoryID ?? rule.categoryID ?? rule.mainCategoryID;
    return id ? (names.get(id) ?? id) : 'Every category';
  };
  const columns: ReadonlyArray<ListColumn<CommissionRule>> = [
    {
      header: 'Applies to',
      cell: (rule) => (
        <>
          {scopeOf(rule)}
          {rule.sellerID ? (
            <small className="sub">
              {shopNames.get(rule.sellerID) ?? rule.sellerID} only (seller’s own rule)
            </small>
          ) : null}
        </>
      ),
    },
    {
      header: 'Item price',
      cell: (rule) => `${rupees(rule.priceFrom)} – ${rupees(rule.priceTo)}`,
    },
    {
      header: 'Commission',
      cell: (rule) => `${rule.percent} % + ${rupees(rule.fixedFee)} a piece, 18 % GST on it`,
    },
    {
      header: 'In effect',
      cell: (rule) =>
        rule.retiredFrom
          ? `${rule.effectiveFrom} until ${rule.retiredFrom}`
          : `from ${rule.effectiveFrom}`,
    },
  ];

  const save = async (form: HTMLFormElement) => {
    const values = new FormData(form);
    setErrors({});
    await list.act(async () => {
      try {
        const answer = await call(paths.commissionRuleCreate, {
          body: {
            sellerID: text(values, 'sellerID'),
            mainCategoryID: text(values, 'mainCategoryID'),
            categoryID: text(values, 'categoryID'),
            subCategoryID: text(values, 'subCategoryID'),
            priceFrom: amount(values, 'priceFrom'),
            priceTo: amount(values, 'priceTo'),
            percent: amount(values, 'percent'),
            fixedFee: amount(values, 'fixedFee'),
            effectiveFrom: String(values.get('effectiveFrom') ?? ''),
          },
        });
        form.reset();
        setMainID('');
        setCategoryID('');
        return answer;
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
      <p className="count">
        The most specific rule charges a sale: a seller’s own rule before the shop’s, then the
        sub-category, the category, the main category, every category; among those, the latest in
        effect on the day the order was placed. A rule in effect is never changed: add one from a
        later day to replace it.
      </p>
      <form
        className="filters"
        aria-label="New commission rule"
        onSubmit={(event) => {
          event.preventDefault();
          void save(event.currentTarget);
        }}
      >
        {field(
          'mainCategoryID',
          'Main category',
          <select
            name="mainCategoryID"
            value={mainID}
            onChange={(event) => {
              setMainID(event.target.value);
              setCategoryID('');
            }}
          >
            <option value="">Every category</option>
            {mains.map((main) => (
              <option key={main.id} value={main.id}>
                {main.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'categoryID',
          'Category',
          <select
            name="categoryID"
            value={categoryID}
            disabled={!mainID}
            onChange={(event) => setCategoryID(event.target.value)}
          >
            <option value="">All of the main category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'subCategoryID',
          'Sub-category',
          <select name="subCategoryID" disabled={!categoryID} key={categoryID}>
            <option value="">All of the category</option>
            {subs.map((sub) => (
              <option key={sub.id} value={sub.id}>
                {sub.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'sellerID',
          'For',
          <select name="sellerID">
            <option value="">Every seller</option>
            {(sellers.data ?? []).map((seller) => (
              <option key={seller.sellerID} value={seller.sellerID}>
                {seller.shopName} only
              </option>
            ))}
          </select>,
        )}
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
          <input name="percent" type="number" step="0.01" min="0" max="100" required />,
        )}
        {field(
          'fixedFee',
          'Closing fee ₹ a piece',
          <input name="fixedFee" type="number" step="0.01" min="0" defaultValue="0" />,
        )}
        {field(
          'effectiveFrom',
          'From',
          <input
            name="effectiveFrom"
            type="date"
            min={todayInIndia()}
            defaultValue={todayInIndia()}
            required
          />,
        )}
        <button type="submit">Add rule</button>
      </form>
      <ListTable
        list={list}
        rowKey={(rule) => rule.ruleID}
        noun="commission rules"
        columns={columns}
        actions={(rule) =>
          rule.retiredFrom ? null : (
            <button
              type="button"
              aria-label={`Retire the rule for ${scopeOf(rule)}, ${rupees(rule.priceFrom)} to ${rupees(rule.priceTo)}, from ${rule.effectiveFrom}`}
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
