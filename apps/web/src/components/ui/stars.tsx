/**
 * Filled and empty stars for a rating out of 5, rounded to the nearest whole star (docs/spec.md §9).
 * One image to a screen reader, named by `label`.
 */
export function Stars({ rating, label, max = 5 }: { rating: number; label: string; max?: number }) {
  const filled = Math.min(max, Math.max(0, Math.round(rating)));
  return (
    <span className="stars" role="img" aria-label={label} data-stars={filled}>
      {Array.from({ length: max }, (_, index) => (
        <span
          key={index}
          className={index < filled ? 'star star-filled' : 'star'}
          aria-hidden="true"
        >
          ★
        </span>
      ))}
    </span>
  );
}
