/** A small count over an icon; docs/spec.md §2: shown only when the count is above 0. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge" aria-hidden="true" data-testid="count-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}
