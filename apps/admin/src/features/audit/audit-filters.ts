// The audit log's filters in the address, as the order list's are: read, written without empty
// values, and sent as the API's query.
import type { AdminAuditQuery } from '@haat/contract';
import { readListFilters, writeListFilters } from '../../lib/list-filters.ts';

export const AUDIT_FILTER_KEYS = ['actor', 'action', 'target', 'from', 'to'] as const;
export type AuditFilterValues = Record<(typeof AUDIT_FILTER_KEYS)[number], string>;

export function readAuditFilters(params: URLSearchParams) {
  return readListFilters(params, AUDIT_FILTER_KEYS);
}

export function writeAuditFilters(
  filters: Partial<Record<keyof AuditFilterValues, string | undefined>>,
  page = 1,
): URLSearchParams {
  return writeListFilters(AUDIT_FILTER_KEYS, filters, page);
}

export function auditQuery(
  filters: AuditFilterValues & { page: number },
  pageSize: number,
): AdminAuditQuery {
  const query: Record<string, string | number> = { page: filters.page, pageSize };
  for (const key of AUDIT_FILTER_KEYS) if (filters[key]) query[key] = filters[key];
  return query as AdminAuditQuery;
}

/** An entry's details split for showing: before, after, and any other facts. */
export function splitDetails(details: Record<string, unknown>) {
  const { before, after, ...rest } = details;
  return {
    before,
    after,
    hasChange: 'before' in details || 'after' in details,
    rest: Object.keys(rest).length > 0 ? rest : null,
  };
}
