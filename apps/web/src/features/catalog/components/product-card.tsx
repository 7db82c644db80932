import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import type { ProductCard as ProductCardData } from '@haat/contract';
import { TITLE_CUT, truncateText } from '@haat/india';
import { Price } from '../../../components/ui/price';
import { messages as m } from '../../../messages/catalog';
import { productHref } from '../lib/listing-path';
import { WishlistHeart } from './wishlist-heart';
import { pictureSources, CARD_SIZES } from '../../../lib/picture.ts';

/** Product pictures are square; width and height reserve their space before they arrive. */
export const PRODUCT_IMAGE_SIZE = 600;

interface ProductCardProps {
  product: ProductCardData;
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Cards of the first row load at once; the rest wait until they near the screen. */
  isAboveFold?: boolean;
  /** The likely LCP image of a listing gets the network first. */
  isFirst?: boolean;
  badge?: ReactNode;
}

/** docs/spec.md §2 listing card: picture, title cut at 50, sale price, MRP struck, discount, heart. */
export function ProductCard({
  product,
  titleAs: Title = 'h3',
  isAboveFold = false,
  isFirst = false,
  badge,
}: ProductCardProps) {
  const cutTitle = truncateText(product.title, TITLE_CUT.listing);
  return (
    <article className="product-card">
      <Link className="product-card-link" to={productHref(product.productID)}>
        <span className="product-card-media">
          <img
            src={product.fileUrl}
            {...pictureSources(product.fileUrl, CARD_SIZES)}
            alt=""
            width={PRODUCT_IMAGE_SIZE}
            height={PRODUCT_IMAGE_SIZE}
            loading={isAboveFold ? 'eager' : 'lazy'}
            decoding="async"
            {...(isFirst ? { fetchPriority: 'high' as const } : {})}
          />
        </span>
        <Title
          className="product-card-title"
          title={cutTitle === product.title ? undefined : product.title}
        >
          {cutTitle}
        </Title>
      </Link>
      {badge ? <span className="product-card-badge">{badge}</span> : null}
      <Price
        salePrice={product.salePrice}
        mrPrice={product.mrPrice}
        discountPercent={product.discountPercentage}
        mrpLabel={m.catalog.card.mrp}
        offLabel={m.catalog.card.off}
      />
      <WishlistHeart
        className="product-card-heart"
        label={(isSaved) =>
          isSaved
            ? m.catalog.card.inWishlist(product.title)
            : m.catalog.card.addToWishlist(product.title)
        }
        isInWishlist={product.wishlist}
        productID={product.productID}
      />
    </article>
  );
}

/** A responsive grid of cards; the first `aboveFold` load eagerly (one desktop row). */
export function ProductGrid({
  products,
  titleAs,
  aboveFold = 4,
  pinnedProductID,
  pinnedBadge,
}: {
  products: readonly ProductCardData[];
  titleAs?: 'h2' | 'h3' | 'h4';
  aboveFold?: number;
  pinnedProductID?: string | undefined;
  pinnedBadge?: ReactNode;
}) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.productID}>
          <ProductCard
            product={product}
            titleAs={titleAs}
            isAboveFold={index < aboveFold}
            isFirst={index === 0}
            badge={product.productID === pinnedProductID ? pinnedBadge : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
