/** Grey placeholder cards shown while a product grid loads (docs/spec.md §2). */
export function SkeletonGrid({ count = 8, label }: { count?: number; label: string }) {
  return (
    <div className="skeleton-grid" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div className="skeleton-card" key={index} aria-hidden="true">
          <div className="skeleton-block skeleton-image" />
          <div className="skeleton-block skeleton-line" />
          <div className="skeleton-block skeleton-line skeleton-line-short" />
        </div>
      ))}
    </div>
  );
}
