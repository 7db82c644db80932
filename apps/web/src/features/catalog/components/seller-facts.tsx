// The rows of what the Consumer Protection (E-Commerce) Rules 2020, rule 5(3)(a) ask a marketplace
// to show of each seller (docs/decisions/legal-declarations.md): whether registered, its GSTIN,
// address, customer-care number and rating. The product page's seller block and the seller's own
// page both say them, in one list with what each adds.
import type { ReactNode } from 'react';
import { messages as m } from '../../../messages/catalog';

export interface SellerFactsOf {
  registered: boolean;
  gstin?: string | null;
  address: string;
  customerCare: string;
  rating: number;
  ratingCount: number;
}

export function SellerFacts({ seller, children }: { seller: SellerFactsOf; children?: ReactNode }) {
  const s = m.catalog.sellerBlock;
  return (
    <dl className="legal-list">
      <div className="legal-row" data-seller="registered">
        <dt>{s.registered}</dt>
        <dd>{seller.registered ? s.yes : s.no}</dd>
      </div>
      {seller.gstin ? (
        <div className="legal-row" data-seller="gstin">
          <dt>{s.gstin}</dt>
          <dd>{seller.gstin}</dd>
        </div>
      ) : null}
      <div className="legal-row" data-seller="address">
        <dt>{s.address}</dt>
        <dd>{seller.address}</dd>
      </div>
      <div className="legal-row" data-seller="customer-care">
        <dt>{s.customerCare}</dt>
        <dd>
          <a href={`tel:${seller.customerCare.replace(/\s/g, '')}`}>{seller.customerCare}</a>
        </dd>
      </div>
      <div className="legal-row" data-seller="rating">
        <dt>{s.rating}</dt>
        <dd>
          {seller.ratingCount > 0
            ? s.ratingValue(seller.rating.toFixed(1), seller.ratingCount)
            : s.noRating}
        </dd>
      </div>
      {children}
    </dl>
  );
}
