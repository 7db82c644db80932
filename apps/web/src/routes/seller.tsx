import { Suspense } from 'react';
import { lazyWithQueries } from '../app/lazy-with-queries';
import { PageLoading } from '../app/layout/page-loading';
import { messages as m } from '../messages/seller';
import { fixedPageMeta } from '../lib/page-head';

/** A personal page: its shell is rendered on the server, its content in the browser. */
export const meta = fixedPageMeta({
  title: m.site.documentTitle(m.pages.seller),
  description: m.site.description,
  noindex: true,
});

// The form is rendered on the server; its code (react-hook-form, the pin-code lookup) arrives after
// the page has hydrated, outside the first download.
const SellerForm = lazyWithQueries(() =>
  import('../features/seller/components/seller-form').then((module) => module.SellerForm),
);

/** /Seller: seller registration, outside the main layout, opened in a new tab (docs/spec.md §2). */
export default function SellerRoute() {
  return (
    <div className="container seller-page">
      <header className="seller-intro">
        <h1>{m.sellerForm.title}</h1>
        <p className="lead">{m.sellerForm.lead}</p>
        <ul className="seller-points">
          {m.sellerForm.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </header>
      <Suspense fallback={<PageLoading />}>
        <SellerForm />
      </Suspense>
    </div>
  );
}

/** A failure stays inside the layout: the header and footer remain, with a way on. */
export { RouteError as ErrorBoundary } from '../app/route-error';
