import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link } from '../../../components/ui/link';
import type { CategoryTile } from '@haat/contract';
import { ChevronIcon } from '../../../components/ui/icons-more';
import { messages as m } from '../../../messages/catalog';
import { LISTING_TYPE } from '@haat/contract/constants';
import { BANNER_INTERVAL_MS } from '../../../lib/ui-timings';
import { buildListingPath } from '@haat/contract/listing-href';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { BANNER_SIZES, pictureSources } from '../../../lib/picture.ts';

/** Banner pictures are 1200 × 400; the slide reserves that 3:1 box before the picture arrives. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;

/**
 * The home banner carousel. Swiping is the browser's own scroll-snap (no touch code to download);
 * script only moves it every 5 s, and stops while the pointer or focus is on it, while the tab is
 * hidden, when the shopper presses pause, or when the phone asks for reduced motion (WCAG 2.2.2).
 * Each banner opens its main category's type-0 listing (docs/spec.md §2).
 */
export function BannerCarousel({ banners }: { banners: readonly CategoryTile[] }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const prefersReducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [isPlaying, setIsPlaying] = useState(true);
  const [isHeld, setIsHeld] = useState(false);
  const [isPageHidden, setIsPageHidden] = useState(false);
  const count = banners.length;
  const isRunning = isPlaying && !prefersReducedMotion && !isHeld && !isPageHidden && count > 1;

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      if (!track || count === 0) return;
      const next = (target + count) % count;
      track.scrollTo({
        left: next * track.clientWidth,
        behavior: prefersReducedMotion ? 'auto' : 'smooth',
      });
      setIndex(next);
    },
    [count, prefersReducedMotion],
  );

  useEffect(() => {
    if (!isRunning) return;
    const timer = setTimeout(() => goTo(index + 1), BANNER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [isRunning, index, goTo]);

  useEffect(() => {
    const onVisibility = () => setIsPageHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  /** A swipe or a focused link scrolled the track: follow it. */
  function onScroll() {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const shown = Math.round(track.scrollLeft / track.clientWidth);
    if (shown !== index && shown >= 0 && shown < count) setIndex(shown);
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setIsHeld(false);
  }

  if (count === 0) return null;
  const showControls = count > 1;
  const playsByItself = isPlaying && !prefersReducedMotion;

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={m.catalog.home.bannersLabel}
      onMouseEnter={() => setIsHeld(true)}
      onMouseLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={onBlur}
    >
      <div
        ref={trackRef}
        className="banner-track"
        onScroll={onScroll}
        aria-live={playsByItself ? 'off' : 'polite'}
      >
        {banners.map((banner, position) => (
          <div
            key={`${banner.mainCategoryID}-${position}`}
            className="banner-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={m.catalog.home.slideLabel(position + 1, count, banner.category.name)}
          >
            <Link
              className="banner-link"
              to={buildListingPath(LISTING_TYPE.mainCategory, [banner.mainCategoryID])}
            >
              <img
                src={banner.fileUrl}
                {...pictureSources(banner.fileUrl, BANNER_SIZES)}
                alt={banner.category.name}
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                loading={position === 0 ? 'eager' : 'lazy'}
                decoding={position === 0 ? 'sync' : 'async'}
                {...(position === 0 ? { fetchPriority: 'high' as const } : {})}
              />
            </Link>
          </div>
        ))}
      </div>
      {showControls ? (
        <>
          <button
            type="button"
            className="carousel-arrow carousel-arrow-prev"
            aria-label={m.catalog.home.previousSlide}
            onClick={() => goTo(index - 1)}
          >
            <ChevronIcon className="icon-flip" />
          </button>
          <button
            type="button"
            className="carousel-arrow carousel-arrow-next"
            aria-label={m.catalog.home.nextSlide}
            onClick={() => goTo(index + 1)}
          >
            <ChevronIcon />
          </button>
          <div className="banner-controls">
            {prefersReducedMotion ? null : (
              <button
                type="button"
                className="banner-play"
                aria-label={isPlaying ? m.catalog.home.pauseSlides : m.catalog.home.playSlides}
                onClick={() => setIsPlaying(!isPlaying)}
              >
                <span aria-hidden="true" className={isPlaying ? 'glyph-pause' : 'glyph-play'} />
              </button>
            )}
            <div className="banner-dots">
              {banners.map((banner, position) => (
                <button
                  key={`${banner.mainCategoryID}-${position}`}
                  type="button"
                  className="banner-dot"
                  aria-label={m.catalog.home.goToSlide(position + 1)}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => goTo(position)}
                />
              ))}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
