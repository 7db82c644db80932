// The audit log, newest first: who did what to which record and when, with the record before and
// after the change; filtered by actor, action, target (anywhere in the text) and days in India.
import { useForm } from 'react-hook-form';
import type { AdminAuditEntry, AdminAuditQuery, AdminAuditQuerySchema } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import type { z } from 'zod';
import { call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { ListTable, type ListColumn } from '../../components/list-table.tsx';
import { Field } from '../../components/field.tsx';
import { DayRangeAndFilter } from '../../components/day-range.tsx';
import { errorAt } from '../../components/form-errors.ts';
import {
  AUDIT_FILTER_KEYS,
  auditQuery,
  splitDetails,
  type AuditFilterValues,
} from './audit-filters.ts';
import { formatWhen } from '../../lib/format.ts';
import { useFormResolver } from '../../lib/form-resolver.ts';

const PAGE_SIZE = 50;

const COLUMNS: ReadonlyArray<ListColumn<AdminAuditEntry>> = [
  { header: 'When', cell: (entry) => formatWhen(entry.at) },
  { header: 'Who', cell: (entry) => entry.actor },
  { header: 'Action', cell: (entry) => <code>{entry.action}</code> },
  { header: 'Target', cell: (entry) => <code>{entry.target}</code> },
  { header: 'Change', cell: (entry) => <Change entry={entry} /> },
];

export function AuditPage() {
  const list = useListPage({
    key: 'audit',
    filterKeys: AUDIT_FILTER_KEYS,
    pageSize: PAGE_SIZE,
    load: async (filters) =>
      (await call(paths.audit, { query: auditQuery(filters, PAGE_SIZE) })).data,
  });
  return (
    <section>
      <h1>Audit log</h1>
      <AuditFilterForm key={list.formKey} filters={list.filters} onApply={list.applyFilters} />
      <ListTable
        list={list}
        rowKey={(entry) => String(entry.id)}
        noun="entries"
        emptyText="No entries match these filters."
        className="top-aligned"
        columns={COLUMNS}
      />
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
      <DayRangeAndFilter register={register} error={error} />
    </form>
  );
}
