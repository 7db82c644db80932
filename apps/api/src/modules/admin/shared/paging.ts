// A back-office list's page from its query: 1-based page, the contract's default size.
import { BACK_OFFICE_PAGE_SIZE_DEFAULT } from '@haat/contract';

export function pageOf(query: { page?: number | undefined; pageSize?: number | undefined }) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? BACK_OFFICE_PAGE_SIZE_DEFAULT;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}
