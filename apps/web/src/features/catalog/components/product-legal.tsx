// The product page's "Product details / Legal" block and its seller block
// (docs/decisions/legal-declarations.md): every declaration of the Legal Metrology (Packaged
// Commodities) Rules 2011, rule 6(1) as rule 6(10) asks a platform to show it, and the seller as
// the Consumer Protection (E-Commerce) Rules 2020 ask a marketplace to name it. Static text,
// rendered on the server; its code arrives after hydration with the tabs (product-view.tsx).
import type { NetQuantityUnit, ProductDetail } from '@haat/contract';
import { LISTING_TYPE, sellerPagePath } from '@haat/contract/constants';
import { buildListingPath } from '@haat/contract/listing-path';
import { formatInr, rupeesToPaise } from '@haat/india';
import { localPath } from '../../../lib/language';
import { messages as m } from '../../../messages/catalog';
import { SellerFacts } from './seller-facts';

/** "500 g", "2 pieces", "1 जोड़ी": the figure with its unit in the page's language. */
export function netQuantityLabel(quantity: { value: number; unit: string }): string {
  const unit = m.catalog.legal.units[quantity.unit as NetQuantityUnit] ?? quantity.unit;
  const word = typeof unit === 'function' ? unit(quantity.value) : unit;
  return `${quantity.value.toLocaleString('en-IN')} ${word}`;
}

/** The rows the block shows, in the order of rule 6(1); only what the product states. */
export function declarationRows(
  product: ProductDetail,
  mrPrice: number,
): Array<{ key: string; label: string; value: string }> {
  const legal = m.catalog.legal;
  const d = product.declarations;
  const rows: Array<{ key: string; label: string; value: string | null }> = [
    {
      key: 'declarant',
      label: d.declarant ? legal.declarant[d.declarant.kind] : legal.declarant.manufacturer,
      value: d.declarant ? `${d.declarant.name}, ${d.declarant.address}` : null,
    },
    { key: 'origin', label: legal.origin, value: d.origin?.name ?? null },
    { key: 'generic-name', label: legal.genericName, value: d.genericName },
    {
      key: 'net-quantity',
      label: legal.netQuantity,
      value: d.netQuantity ? netQuantityLabel(d.netQuantity) : null,
    },
    { key: 'mrp', label: legal.mrp, value: legal.mrpValue(formatInr(rupeesToPaise(mrPrice))) },
    { key: 'consumer-care', label: legal.consumerCare, value: d.consumerCare },
    {
      key: 'best-before',
      label: legal.bestBefore,
      value: d.bestBeforeDays === null ? null : legal.bestBeforeDays(d.bestBeforeDays),
    },
    {
      key: 'warranty',
      label: legal.warranty,
      value: d.warrantyMonths === null ? null : legal.warrantyMonths(d.warrantyMonths),
    },
  ];
  return rows.filter(
    (row): row is { key: string; label: string; value: string } => row.value !== null,
  );
}

export function ProductLegal({ product, mrPrice }: { product: ProductDetail; mrPrice: number }) {
  const legal = m.catalog.legal;
  const s = m.catalog.sellerBlock;
  const seller = product.sellerDetails;
  const rows = declarationRows(product, mrPrice);
  return (
    <div className="product-legal-blocks">
      <section
        className="product-legal"
        aria-labelledby="product-legal-heading"
        data-legal="declarations"
      >
        <h2 id="product-legal-heading">{legal.heading}</h2>
        {product.declarations.packaged ? null : <p className="muted">{legal.notPackaged}</p>}
        <dl className="legal-list">
          {rows.map((row) => (
            <div key={row.key} className="legal-row" data-declaration={row.key}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section
        className="product-seller"
        aria-labelledby="product-seller-heading"
        data-legal="seller"
      >
        <h2 id="product-seller-heading">{s.heading}</h2>
        <p className="seller-name" data-seller="name">
          <strong>
            <a href={localPath(sellerPagePath(seller.slug))} data-seller="page">
              {seller.businessName}
            </a>
          </strong>
        </p>
        <SellerFacts seller={seller} />
        <a
          className="seller-products-link"
          data-seller="products"
          href={localPath(buildListingPath(LISTING_TYPE.seller, [seller._id]))}
        >
          {s.allProducts(seller.businessName)}
        </a>
      </section>
    </div>
  );
}
