import { SkeletonGrid } from '../../../components/ui/skeleton-grid';
import { messages as m } from '../../../messages/catalog';

/** Holds the banner's 3:1 box and a row of cards while the home payload arrives: nothing jumps. */
export function HomeSkeleton() {
  return (
    <div aria-busy="true">
      <div className="banner-carousel banner-placeholder skeleton-block" aria-hidden="true" />
      <SkeletonGrid count={4} label={m.catalog.home.loading} />
    </div>
  );
}
