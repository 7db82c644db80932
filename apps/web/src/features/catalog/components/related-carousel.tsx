import { useRef } from 'react';
import type { ProductCard as ProductCardData } from '@haat/contract';
import { ChevronIcon } from '../../../components/ui/icons-more';
import { messages as m } from '../../../messages/catalog';
import { RELATED_VISIBLE } from '@haat/contract/constants';
import { ProductCard } from './product-card';

/**
 * 'Matching Products', 4 at a time (docs/spec.md §9) on a wide screen, 2 on a phone. The row is a CSS
 * scroll-snap strip, so a swipe works with no script; the buttons move it by one screenful.
 */
export function RelatedCarousel({ products }: { products: readonly ProductCardData[] }) {
  const trackRef = useRef<HTMLUListElement>(null);
  if (products.length === 0) return null;

  function move(direction: 1 | -1) {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
  }

  return (
    <section className="related" aria-labelledby="related-title">
      <div className="section-head">
        <h2 id="related-title">{m.catalog.product.matching}</h2>
        {products.length > 2 ? (
          <div className="related-arrows">
            <button
              type="button"
              className="carousel-arrow-inline"
              aria-label={m.catalog.product.previousProducts}
              onClick={() => move(-1)}
            >
              <ChevronIcon className="icon-flip" />
            </button>
            <button
              type="button"
              className="carousel-arrow-inline"
              aria-label={m.catalog.product.nextProducts}
              onClick={() => move(1)}
            >
              <ChevronIcon />
            </button>
          </div>
        ) : null}
      </div>
      <ul
        ref={trackRef}
        className="related-track"
        style={{ ['--related-visible' as string]: RELATED_VISIBLE }}
      >
        {products.map((product) => (
          <li key={product.productID}>
            <ProductCard product={product} titleAs="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
