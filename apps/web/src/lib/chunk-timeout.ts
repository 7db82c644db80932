// docs/spec.md §9: script chunk loading times out after 120 s. A download that never ends (a 4G
// connection gone quiet) would otherwise leave the shopper on a page that looks ready and does
// nothing. After 120 s the page says so and offers to try again: the notice of the page's own
// module script (lib/load-timeout-script.ts), which also covers the page's first scripts, before
// any of this code has arrived. Here: the parts loaded on demand, and the next page's code (and
// data) after a tap on a link. docs/decisions/shopper-path-fixes.md.
import { lazy, useEffect } from 'react';
import { useHref, useNavigation } from 'react-router';

export const CHUNK_TIMEOUT_MS = 120_000;
/** The notice's element. */
export const LOAD_TIMEOUT_ID = 'load-timeout';

declare global {
  interface Window {
    /** Shows the notice; its button opens `href`, or loads this page again. */
    haatLoadTimeout?: (href?: string) => void;
  }
}

/** The notice in 120 s, for `href` (see above), unless the answered cancel is called first. */
function noticeLater(href?: string): () => void {
  const timer = setTimeout(() => window.haatLoadTimeout?.(href), CHUNK_TIMEOUT_MS);
  return () => clearTimeout(timer);
}

/** `load` as it is; the notice if it has not settled after 120 s. */
export function timed<T>(load: Promise<T>): Promise<T> {
  const stop = noticeLater();
  load.then(stop, stop);
  return load;
}

/** React's `lazy`, its code's download timed. */
export const lazyChunk: typeof lazy = (load) => lazy(() => timed(load()));

/**
 * Rendered once, by the root: a navigation still waiting for the next page's code or data after
 * 120 s shows the notice, whose button opens that page afresh.
 */
export function NavigationTimeout(): null {
  const { location } = useNavigation();
  const target = useHref(location ?? '.');
  useEffect(() => (location ? noticeLater(target) : undefined), [location, target]);
  return null;
}
