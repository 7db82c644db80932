// The filters above a back-office list: its fields and one button, read into the address when
// sent (lib/use-list-page.ts), and drawn again from the address when it changes.
import type { FormEvent, ReactNode } from 'react';

export interface FilteredList {
  /** Changes with the address's filters: the form is drawn again with them. */
  formKey: string;
  submitFilters(event: FormEvent<HTMLFormElement>): void;
}

export function FilterForm({
  list,
  label,
  submitLabel = 'Filter',
  children,
}: {
  list: FilteredList;
  /** The search landmark's name; a page with one list may leave it out. */
  label?: string;
  submitLabel?: string;
  children: ReactNode;
}) {
  return (
    <form
      key={list.formKey}
      className="filters"
      role="search"
      aria-label={label}
      onSubmit={list.submitFilters}
    >
      {children}
      <button type="submit">{submitLabel}</button>
    </form>
  );
}

/** A list's text search: the `q` filter unless named otherwise. */
export function SearchField({
  label,
  value,
  name = 'q',
}: {
  label: string;
  value: string | undefined;
  name?: string;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <input name={name} type="search" defaultValue={value} />
    </label>
  );
}

/** A list's choice filter (by default its state): every choice by name, or all of them. */
export function StateFilter<S extends string>({
  states,
  names,
  value,
  label = 'State',
  name = 'status',
  anyLabel = 'All',
}: {
  states: readonly S[];
  /** Each choice as the operator reads it; the value itself where left out. */
  names?: Record<S, string>;
  value: string | undefined;
  label?: string;
  name?: string;
  anyLabel?: string;
}) {
  const known = value !== undefined && (states as readonly string[]).includes(value);
  return (
    <label className="field">
      <span>{label}</span>
      <select name={name} defaultValue={known ? value : ''}>
        <option value="">{anyLabel}</option>
        {states.map((each) => (
          <option key={each} value={each}>
            {names?.[each] ?? each}
          </option>
        ))}
      </select>
    </label>
  );
}
