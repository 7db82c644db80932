import { useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { ChevronIcon } from '../../../components/ui/icons-more';
import { messages as m } from '../../../messages/catalog';
import { PRODUCT_IMAGE_SIZE } from './product-card';
import { pictureSources } from '../../../lib/picture.ts';

/** A horizontal move of at least this many px is a swipe, not a wobbly tap. */
const SWIPE_MIN_PX = 40;

interface ProductGalleryProps {
  title: string;
  images: readonly string[];
  index: number;
  onSelect: (index: number) => void;
}

/**
 * The product pictures: one large picture, thumbnails to pick another, a swipe on touch, and the
 * arrow keys (plus Home and End) when the picture has focus. The first picture is the page's LCP.
 */
export function ProductGallery({ title, images, index, onSelect }: ProductGalleryProps) {
  const touchStartX = useRef<number | null>(null);
  const count = images.length;
  const current = images[Math.min(index, count - 1)] ?? '';
  const go = (next: number) => {
    if (count > 0) onSelect((next + count) % count);
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined || count < 2) return;
    event.preventDefault();
    go(next);
  }

  function onTouchStart(event: TouchEvent<HTMLDivElement>) {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  }

  function onTouchEnd(event: TouchEvent<HTMLDivElement>) {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined) return;
    const moved = end - start;
    if (Math.abs(moved) >= SWIPE_MIN_PX) go(moved < 0 ? index + 1 : index - 1);
  }

  return (
    <div className="gallery" role="group" aria-label={m.catalog.product.gallery(title)}>
      <div
        className="gallery-main"
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        aria-roledescription={count > 1 ? 'carousel' : undefined}
        aria-label={count > 1 ? m.catalog.product.picture(index + 1, count) : undefined}
      >
        {current !== '' ? (
          <img
            key={current}
            src={current}
            {...pictureSources(current, '(min-width: 1024px) 560px, 100vw')}
            alt={count > 1 ? `${title} — ${m.catalog.product.picture(index + 1, count)}` : title}
            width={PRODUCT_IMAGE_SIZE}
            height={PRODUCT_IMAGE_SIZE}
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
        ) : null}
        {count > 1 ? (
          <>
            <button
              type="button"
              className="carousel-arrow carousel-arrow-prev"
              aria-label={m.catalog.product.previousPicture}
              onClick={() => go(index - 1)}
            >
              <ChevronIcon className="icon-flip" />
            </button>
            <button
              type="button"
              className="carousel-arrow carousel-arrow-next"
              aria-label={m.catalog.product.nextPicture}
              onClick={() => go(index + 1)}
            >
              <ChevronIcon />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="gallery-thumbs">
          {images.map((image, position) => (
            <li key={`${image}-${position}`}>
              <button
                type="button"
                className="gallery-thumb"
                aria-label={m.catalog.product.showPicture(position + 1)}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => onSelect(position)}
              >
                <img
                  src={image}
                  {...pictureSources(image, '72px')}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
