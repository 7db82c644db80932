// The shop's links. In the browser this is React Router's Link (client-side navigation, lazy
// route discovery). On the server a link is only its markup, and React Router's Link pays for
// what it does in the browser on every render: its click handler and navigate function, the
// prefetch state, and resolving its path against the route matches through a JSON round trip.
// A product page renders ~35 links; their Link calls were 7.5% of a page's render (CPU profile,
// docs/decisions/page-weight.md "Links on the server"). The server's link writes the same
// markup — the same attributes in the same order — for the absolute paths the shop links to,
// and is React Router's Link for anything else (link.test.tsx checks the two agree).
import { createElement, useContext, type Ref } from 'react';
import {
  createPath,
  Link as RouterLink,
  resolvePath,
  UNSAFE_NavigationContext,
  type LinkProps,
} from 'react-router';

type ShopLinkProps = LinkProps & { ref?: Ref<HTMLAnchorElement> };

/** A path from the site's root ('/shop', '/product/p_1?x=1'), not a URL nor a relative path. */
const isRootPath = (to: LinkProps['to']): to is string =>
  typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\');

/**
 * What resolving could change: dot segments (and any segment starting with a dot), doubled or
 * back slashes, an empty query or fragment. A path without them is its own href.
 */
const NEEDS_RESOLVING = /\/\.|\/\/|\\|\?#|[?#]$/;

/** The href React Router's Link gives a root path under `basename` (useHref's rules). */
export function rootPathHref(to: string, basename: string): string {
  if (!NEEDS_RESOLVING.test(to)) {
    if (basename === '/') return to;
    return to === '/' || to.startsWith('/?') || to.startsWith('/#')
      ? basename + to.slice(1)
      : basename + to;
  }
  const { pathname, search, hash } = resolvePath(to);
  let joined = pathname;
  if (basename !== '/') {
    joined = pathname === '/' ? basename : `${basename}/${pathname}`.replace(/[\\/]{2,}/g, '/');
  }
  return createPath({ pathname: joined, search, hash });
}

/** Props React Router's Link acts on in the browser and leaves out of the markup. */
const NOT_MARKUP = new Set([
  'to',
  'target',
  'discover',
  'prefetch',
  'relative',
  'reloadDocument',
  'replace',
  'state',
  'preventScrollReset',
  'viewTransition',
  'defaultShouldRevalidate',
  'mask',
  'ref',
  'onClick',
]);

/** The server's link: React Router's markup without its browser-only work. */
export function ServerLink(props: ShopLinkProps) {
  const { basename } = useContext(UNSAFE_NavigationContext);
  const { to, target, discover = 'render' } = props;
  // A masked address or links prefetched as they render: React Router's own Link does those.
  if (!isRootPath(to) || props.mask !== undefined || (props.prefetch ?? 'none') !== 'none')
    return <RouterLink {...props} />;
  // The anchor's attributes in the order React Router's Link gives them (the markup must match).
  const attributes: Record<string, unknown> = {};
  for (const name in props) {
    if (!NOT_MARKUP.has(name)) attributes[name] = props[name as keyof ShopLinkProps];
  }
  attributes.href = rootPathHref(to, basename);
  attributes.target = target;
  attributes['data-discover'] = discover === 'render' ? 'true' : undefined;
  return createElement('a', attributes);
}

/** A link to a page of the shop: React Router's Link in the browser, its markup on the server. */
export const Link: (props: ShopLinkProps) => React.ReactNode = import.meta.env.SSR
  ? ServerLink
  : RouterLink;
