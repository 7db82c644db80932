// A list page's filters live in the address (so a filtered list can be bookmarked, shared and gone
// back to): read from the search params as text ('' when unset) with a page from 1, and written
// back without empty values or page 1.

export type FilterValues<Key extends string> = Record<Key, string>;

export function readListFilters<Key extends string>(
  params: URLSearchParams,
  keys: readonly Key[],
): FilterValues<Key> & { page: number } {
  const values = Object.fromEntries(
    keys.map((key) => [key, params.get(key)?.trim() ?? '']),
  ) as FilterValues<Key>;
  const page = Number(params.get('page'));
  return { ...values, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function writeListFilters<Key extends string>(
  keys: readonly Key[],
  filters: Partial<Record<Key, string | undefined>>,
  page = 1,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** A filter's text as one of the values the server takes, or undefined (no filter) if it is not. */
export function oneOf<Value extends string>(
  values: readonly Value[],
  text: string,
): Value | undefined {
  return values.find((each) => each === text);
}
