import { Link } from '../../../components/ui/link';
import type { ProductDetail } from '@haat/contract';
import { messages as m } from '../../../messages/catalog';
import { LISTING_TYPE } from '@haat/contract/constants';
import { buildListingPath } from '@haat/contract/listing-href';

export interface Crumb {
  name: string;
  href: string;
}

/** Main category › category › sub-category, each a type-0 listing (docs/spec.md §2). */
export function productTrail(product: ProductDetail): Crumb[] {
  const main = product.mainCategory[0];
  const category = product.category[0];
  const sub = product.subCategory[0];
  const trail: Crumb[] = [];
  if (main) {
    trail.push({ name: main.name, href: buildListingPath(LISTING_TYPE.mainCategory, [main._id]) });
    if (category) {
      trail.push({
        name: category.name,
        href: buildListingPath(LISTING_TYPE.mainCategory, [main._id, category._id]),
      });
      if (sub) {
        trail.push({
          name: sub.name,
          href: buildListingPath(LISTING_TYPE.mainCategory, [main._id, category._id, sub._id]),
        });
      }
    }
  }
  return trail;
}

/** Home › main category › category › sub-category › title (docs/spec.md §2). */
export function ProductBreadcrumb({ product }: { product: ProductDetail }) {
  const trail = productTrail(product);
  return (
    <nav className="breadcrumb" aria-label={m.catalog.product.breadcrumb}>
      <ol>
        <li>
          <Link to="/">{m.catalog.product.home}</Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <Link to={crumb.href}>{crumb.name}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{product.title}</span>
        </li>
      </ol>
    </nav>
  );
}
