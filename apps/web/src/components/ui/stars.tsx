/**
 * Filled, half and empty stars for a rating out of 5, to the nearest half star (a shopper's own
 * rating is whole, so it shows whole stars). One image to a screen reader, named by `label`.
 */
export function Stars({ rating, label, max = 5 }: { rating: number; label: string; max?: number }) {
  const shown = Math.min(max, Math.max(0, Math.round(rating * 2) / 2));
  return (
    <span className="stars" role="img" aria-label={label} data-stars={shown}>
      {Array.from({ length: max }, (_, index) => (
        <span key={index} className={starClass(shown - index)} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

function starClass(remaining: number): string {
  if (remaining >= 1) return 'star star-filled';
  return remaining > 0 ? 'star star-half' : 'star';
}
