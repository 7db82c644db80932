import { Link } from '../../../components/ui/link';
import type { CategoryTile } from '@haat/contract';
import { messages as m } from '../../../messages/catalog';
import { LISTING_TYPE } from '@haat/contract/constants';
import { buildListingPath } from '@haat/contract/listing-href';
import { COLLECTION_SIZES, pictureSources } from '../../../lib/picture.ts';

/** 'Top Categories' of the home page: the payload's collections, each a type-0 listing (docs/spec.md §2). */
export function TopCategories({ collections }: { collections: readonly CategoryTile[] }) {
  if (collections.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="top-categories-title">
      <h2 id="top-categories-title">{m.catalog.home.topCategories}</h2>
      <ul className="collection-grid">
        {collections.map((tile) => (
          <li key={tile.mainCategoryID}>
            <Link
              className="collection-card"
              to={buildListingPath(LISTING_TYPE.mainCategory, [tile.mainCategoryID])}
            >
              <img
                src={tile.fileUrl}
                {...pictureSources(tile.fileUrl, COLLECTION_SIZES)}
                alt=""
                width={1200}
                height={400}
                loading="lazy"
                decoding="async"
              />
              <span className="collection-name">{tile.category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
