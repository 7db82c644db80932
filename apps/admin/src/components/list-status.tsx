// A list page's state above its table: why it failed, how many there are, or that it is loading.
import type { UseQueryResult } from '@tanstack/react-query';

export function ListStatus({
  list,
  total,
  noun,
}: {
  list: Pick<UseQueryResult, 'isError' | 'error'>;
  total: number | undefined;
  /** Plural, as the count reads: 'coupons', 'sellers' (one of them: 'coupon', 'entry'). */
  noun: string;
}) {
  const counted = total === 1 ? noun.replace(/ies$/, 'y').replace(/s$/, '') : noun;
  return (
    <>
      {list.isError ? (
        <p role="alert" className="error">
          {list.error?.message}
        </p>
      ) : null}
      <p aria-live="polite" className="count">
        {total === undefined ? 'Loading…' : `${total.toLocaleString('en-IN')} ${counted}`}
      </p>
    </>
  );
}
