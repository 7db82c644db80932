// The one way a back-office list page works: its filters and page in the address, one server call
// per filters and page (the last page kept on screen while the next loads), its loading, empty and
// error states, and the notice or failure of a change made from the list (after which the list
// loads again).
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';
import { readListFilters, writeListFilters, type FilterValues } from './list-filters.ts';

export interface ListPageOptions<Key extends string, Answer extends { total: number }> {
  /** The first part of the query key: a change anywhere that touches the list invalidates it. */
  key: string;
  filterKeys: readonly Key[];
  pageSize: number;
  load: (filters: FilterValues<Key> & { page: number }) => Promise<Answer>;
  /** More that the answer depends on besides the filters (a sort order, the signed-in role). */
  dependsOn?: readonly unknown[];
  enabled?: boolean;
}

export type ListState = 'loading' | 'error' | 'empty' | 'ready';

export function useListPage<Key extends string, Answer extends { total: number }>(
  options: ListPageOptions<Key, Answer>,
) {
  const { key, filterKeys, pageSize } = options;
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params, filterKeys);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [key, 'list', filters, ...(options.dependsOn ?? [])],
    queryFn: () => options.load(filters),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
  const answer = list.data;
  const state: ListState = list.isError
    ? 'error'
    : !answer
      ? 'loading'
      : answer.total === 0
        ? 'empty'
        : 'ready';

  function applyFilters(values: Partial<Record<Key, string | undefined>>) {
    setParams(writeListFilters(filterKeys, values));
  }

  return {
    filters,
    page: filters.page,
    pages: answer ? Math.max(1, Math.ceil(answer.total / pageSize)) : 1,
    answer,
    list,
    state,
    /** Changes with the address, so a filter form keyed on it shows what the address says. */
    formKey: params.toString(),
    applyFilters,
    /** A filter form's submit: its fields named as the filter keys, back to page 1. */
    submitFilters(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      const form = new FormData(event.currentTarget);
      applyFilters(
        Object.fromEntries(
          filterKeys.map((name) => [name, String(form.get(name) ?? '')]),
        ) as Partial<Record<Key, string>>,
      );
    },
    goToPage(page: number) {
      setParams(writeListFilters(filterKeys, filters, page));
    },
    notice,
    failure,
    /** Shows a message (after a change made elsewhere on the page) and loads the list again. */
    async showSaved(message: string): Promise<string> {
      setFailure(null);
      setNotice(message);
      await queryClient.invalidateQueries({ queryKey: [key] });
      return message;
    },
    /** Runs a change from the list: its answer's message, or why it failed, above the list. */
    async act(change: () => Promise<{ message: string }>, failed = 'That failed. Try again.') {
      setNotice(null);
      setFailure(null);
      try {
        const answer = await change();
        setNotice(answer.message);
        await queryClient.invalidateQueries({ queryKey: [key] });
      } catch (error) {
        setFailure(error instanceof ApiError ? error.message : failed);
      }
    },
  };
}
