// The audit log, newest first: who did what to which record and when, with the record before and
// after the change; filtered by actor, action, target (anywhere in the text) and days in India.
import { useForm } from 'react-hook-form';
import type { AdminAuditEntry, AdminAuditQuery, AdminAuditQuerySchema } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import type { z } from 'zod';
import { call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { ListStatus } from '../../components/list-status.tsx';
import { Field } from '../../components/field.tsx';
import { errorAt } from '../../components/form-errors.ts';
import { Pager } from '../../components/pager.tsx';
import {
  AUDIT_FILTER_KEYS,
  auditQuery,
  splitDetails,
  type AuditFilterValues,
} from './audit-filters.ts';
import { formatWhen } from '../../lib/format.ts';
import { useFormResolver } from '../../lib/form-resolver.ts';

const PAGE_SIZE = 50;

export function AuditPage() {
  const list = useListPage({
    key: 'audit',
    filterKeys: AUDIT_FILTER_KEYS,
    pageSize: PAGE_SIZE,
    load: async (filters) =>
      (await call(paths.audit, { query: auditQuery(filters, PAGE_SIZE) })).data,
  });
  const data = list.answer;
  return (
    <section>
      <h1>Audit log</h1>
      <AuditFilterForm key={list.formKey} filters={list.filters} onApply={list.applyFilters} />
      <ListStatus list={list.list} total={data?.total} noun="entries" />
      <div className="table-wrap">
        <table className="top-aligned">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {data && data.items.length === 0 ? (
              <tr>
                <td colSpan={5}>No entries match these filters.</td>
              </tr>
            ) : null}
            {(data?.items ?? []).map((entry) => (
              <tr key={entry.id}>
                <td>{formatWhen(entry.at)}</td>
                <td>{entry.actor}</td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td>
                  <code>{entry.target}</code>
                </td>
                <td>
                  <Change entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={list.page} pages={list.pages} onPage={list.goToPage} />
    </section>
  );
}

const json = (value: unknown) => JSON.stringify(value, null, 2) ?? 'nothing';

function Change({ entry }: { entry: AdminAuditEntry }) {
  const { before, after, hasChange, rest } = splitDetails(entry.details);
  return (
    <details>
      <summary>
        {hasChange ? 'Before and after' : 'Details'}
        <span className="visually-hidden">
          {' '}
          of {entry.action} on {entry.target}
        </span>
      </summary>
      {hasChange ? (
        <div className="columns">
          <div>
            <strong>Before</strong>
            <pre className="json">{json(before ?? null)}</pre>
          </div>
          <div>
            <strong>After</strong>
            <pre className="json">{json(after ?? null)}</pre>
          </div>
        </div>
      ) : null}
      {rest ? <pre className="json">{json(rest)}</pre> : null}
    </details>
  );
}

type AuditInput = z.input<typeof AdminAuditQuerySchema>;

function AuditFilterForm({
  filters,
  onApply,
}: {
  filters: AuditFilterValues;
  onApply: (values: Partial<AuditFilterValues>) => void;
}) {
  const resolver = useFormResolver((contract) => contract.AdminAuditQuerySchema);
  const { register, handleSubmit, formState } = useForm<AuditInput, unknown, AdminAuditQuery>({
    resolver,
    defaultValues: filters,
  });
  const error = (name: string) => errorAt(formState.errors, name);
  return (
    <form
      className="filters card"
      role="search"
      aria-label="Audit log"
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) => onApply(values as Partial<AuditFilterValues>))(event)
      }
    >
      <Field label="Who" error={error('actor')} hint="e.g. admin or seller:sl_…">
        <input type="search" {...register('actor')} />
      </Field>
      <Field label="Action" error={error('action')} hint="e.g. coupon. or product.update">
        <input type="search" {...register('action')} />
      </Field>
      <Field label="Target" error={error('target')} hint="An id">
        <input type="search" {...register('target')} />
      </Field>
      <Field label="From" error={error('from')}>
        <input type="date" {...register('from')} />
      </Field>
      <Field label="To" error={error('to')}>
        <input type="date" {...register('to')} />
      </Field>
      <button type="submit" className="primary">
        Filter
      </button>
    </form>
  );
}
