// A back-office list below its filters, drawn from column definitions: the notice or failure of a
// change made from it, how many there are (or why the list failed), a real <table> with a heading per column and the row's buttons in a last
// "Actions" column, then the pager. The rows, the count and the page come from
// lib/use-list-page.ts; a page gives its columns and what each row can do.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListStatus } from './list-status.tsx';
import { Notices } from './notices.tsx';
import { Pager } from './pager.tsx';

export interface ListColumn<Row> {
  /** The column's heading. */
  header: string;
  /** What a row shows in this column. */
  cell: (row: Row) => ReactNode;
  /** The server's sort key: the heading becomes a button that sorts by it (with `sort`). */
  sortKey?: string;
  /** Left out of the table (a column only the operator sees). */
  hidden?: boolean;
  /** The cell's language where it is not English (a Devanagari word). */
  lang?: (row: Row) => string | undefined;
}

/** The list's order, when the server sorts by a column: its key and direction. */
export interface ListSort {
  key: string;
  desc: boolean;
}

/** What the table reads of useListPage's answer: its rows under `items` (or `data`) and total. */
export interface ListView<Row> {
  list: Pick<UseQueryResult, 'isError' | 'error'>;
  answer: ({ total: number } & ({ items: readonly Row[] } | { data: readonly Row[] })) | undefined;
  notice: string | null;
  failure: string | null;
  page: number;
  pages: number;
  goToPage(page: number): void;
}

export function ListTable<Row>({
  list,
  rowKey,
  columns,
  actions,
  noun,
  emptyText,
  className,
  rowTestId,
  sort,
  onSort,
  notices = true,
}: {
  list: ListView<Row>;
  rowKey: (row: Row) => string;
  columns: ReadonlyArray<ListColumn<Row>>;
  /** The row's buttons and links, in a last column headed "Actions" for screen readers only. */
  actions?: (row: Row) => ReactNode;
  /** As the count reads: 'coupons' (ListStatus). */
  noun: string;
  /** A row saying so when the filters match nothing. */
  emptyText?: string;
  className?: string;
  rowTestId?: string;
  sort?: ListSort;
  /** A sortable heading pressed: sort by it, the other way round when it already is. */
  onSort?: (sort: ListSort) => void;
  /** The list's notice or failure above its count; false where the page shows them higher up. */
  notices?: boolean;
}) {
  const { answer } = list;
  const rows = answer && ('items' in answer ? answer.items : answer.data);
  const shown = columns.filter((column) => !column.hidden);
  const width = shown.length + (actions ? 1 : 0);
  return (
    <>
      {notices ? <Notices notice={list.notice} failure={list.failure} /> : null}
      <ListStatus list={list.list} total={answer?.total} noun={noun} />
      <div className="table-wrap">
        <table className={className}>
          <thead>
            <tr>
              {shown.map((column) => (
                <Heading key={column.header} column={column} sort={sort} onSort={onSort} />
              ))}
              {actions ? (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {emptyText && rows?.length === 0 ? (
              <tr>
                <td colSpan={width}>{emptyText}</td>
              </tr>
            ) : null}
            {(rows ?? []).map((row) => (
              <tr key={rowKey(row)} data-testid={rowTestId}>
                {shown.map((column) => (
                  <td key={column.header} lang={column.lang?.(row)}>
                    {column.cell(row)}
                  </td>
                ))}
                {actions ? <td className="actions">{actions(row)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={list.page} pages={list.pages} onPage={list.goToPage} />
    </>
  );
}

function Heading<Row>({
  column,
  sort,
  onSort,
}: {
  column: ListColumn<Row>;
  sort: ListSort | undefined;
  onSort: ((sort: ListSort) => void) | undefined;
}) {
  const { sortKey } = column;
  if (!sortKey || !sort || !onSort) return <th scope="col">{column.header}</th>;
  const sorted = sort.key === sortKey ? (sort.desc ? 'descending' : 'ascending') : undefined;
  return (
    <th scope="col" aria-sort={sorted}>
      <button type="button" onClick={() => onSort({ key: sortKey, desc: sorted === 'ascending' })}>
        {column.header}
        {sorted === 'ascending' ? ' ▲' : sorted === 'descending' ? ' ▼' : ''}
      </button>
    </th>
  );
}
