// The server's link must write exactly the markup React Router's Link writes, or hydration would
// meet a different page than the browser renders.
import { renderToString } from 'react-dom/server';
import { Link as RouterLink, Route, Routes, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ServerLink } from './link';
import type { ReactNode } from 'react';

const TARGETS = [
  '/',
  '/shop',
  '/shop/',
  '/product/p_000001',
  '/product/p%20odd?colour=0&size=1#reviews',
  '/products/0%20mc_1%20c_2%20sc_3',
  '/account?tab=orders',
  '/a/./b/../c',
  '/double//slash',
  '/search?',
  '/faq#',
  '/?x=1',
  '/#top',
  '/a?#b',
  '/.well-known/x',
  '/shop/?q=1',
  '/shop/.',
  'relative/path',
  '../up',
  'https://example.com/elsewhere',
  '//example.com/protocol-relative',
];

function markup(element: ReactNode, basename = '/'): string {
  const at = basename === '/' ? '/somewhere/deep' : `${basename}/somewhere/deep`;
  return renderToString(
    <StaticRouter basename={basename} location={at}>
      <Routes>
        <Route path="somewhere/*" element={element} />
      </Routes>
    </StaticRouter>,
  );
}

describe('the server link', () => {
  for (const basename of ['/', '/hi']) {
    for (const to of TARGETS) {
      it(`writes what React Router's Link writes for "${to}" under ${basename}`, () => {
        const props = { className: 'chip', 'aria-label': 'Go', title: 't' } as const;
        const ours = markup(
          <ServerLink to={to} {...props}>
            <span>Go</span>
          </ServerLink>,
          basename,
        );
        const theirs = markup(
          <RouterLink to={to} {...props}>
            <span>Go</span>
          </RouterLink>,
          basename,
        );
        expect(ours).toBe(theirs);
        expect(ours).toContain('<a ');
      });
    }
  }

  it('keeps a target, drops what only a browser acts on, and honours discover="none"', () => {
    const element = (Link: typeof RouterLink) => (
      <Link
        to="/cart"
        target="_blank"
        replace
        state={{ from: 'test' }}
        preventScrollReset
        viewTransition
        discover="none"
        rel="noopener"
      >
        Cart
      </Link>
    );
    const ours = markup(element(ServerLink as typeof RouterLink));
    expect(ours).toBe(markup(element(RouterLink)));
    expect(ours).toContain('target="_blank"');
    expect(ours).not.toContain('data-discover');
  });
});
