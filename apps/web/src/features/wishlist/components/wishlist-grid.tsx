import { Link } from '../../../components/ui/link';
import type { WishlistItem } from '@haat/contract';
import { messages as m } from '../../../messages/wishlist';
import { HeartIcon } from '../../../components/ui/icons';
import { CloseIcon } from '../../../components/ui/icons-more';
import { Price } from '../../../components/ui/price';
import { useWishlistControls } from '../../../lib/wishlist-controls';
import { useWishlistItems } from '../hooks/use-wishlist';
import { pictureSources, CARD_SIZES } from '../../../lib/picture.ts';

function productHref(productID: string): string {
  return `/product/${encodeURIComponent(productID)}`;
}

function WishlistCard({ item, titleAs: Title }: { item: WishlistItem; titleAs: 'h2' | 'h3' }) {
  const controls = useWishlistControls();
  const isRemoving = controls?.isPending(item.productID) ?? false;
  // docs/decisions/product-owner.md: the badge shows the real discount, not docs/spec.md's fixed
  // 15%.
  const discount = Math.round(item.discountPercentage);
  return (
    <article className="wishlist-card" aria-busy={isRemoving}>
      <Link
        className="wishlist-card-media"
        to={productHref(item.productID)}
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          src={item.fileUrl}
          {...pictureSources(item.fileUrl, CARD_SIZES)}
          alt=""
          width={300}
          height={300}
          loading="lazy"
          decoding="async"
        />
        {discount > 0 && item.mrp > item.price ? (
          <span className="wishlist-badge">{m.wishlist.discount(discount)}</span>
        ) : null}
      </Link>
      <Title className="wishlist-card-title">
        <Link to={productHref(item.productID)}>{item.title}</Link>
      </Title>
      <Price
        salePrice={item.price}
        mrPrice={item.mrp}
        discountPercent={0}
        mrpLabel={m.wishlist.mrp}
        offLabel={m.wishlist.discount}
      />
      <button
        type="button"
        className="icon-button wishlist-remove"
        aria-label={m.wishlist.remove(item.title)}
        title={m.wishlist.remove(item.title)}
        disabled={isRemoving || !controls}
        onClick={() => controls?.toggle(item.productID)}
      >
        <CloseIcon size={18} />
      </button>
    </article>
  );
}

/**
 * The wishlist as a grid (docs/spec.md §2 wishlist page and account panel): each item links to its
 * product, shows the sale price with the MRP struck and the real discount, and can be removed.
 * 'panel' puts its own heading on it for the account page.
 */
export function WishlistGrid({ variant = 'page' }: { variant?: 'page' | 'panel' }) {
  const items = useWishlistItems();

  const heading =
    variant === 'panel' ? (
      <div className="panel-head">
        <h2>
          {m.wishlist.panelTitle}{' '}
          {items.data ? (
            <span className="muted wishlist-count">{m.wishlist.count(items.data.length)}</span>
          ) : null}
        </h2>
      </div>
    ) : null;

  let body;
  if (items.isPending) {
    body = (
      <p className="wishlist-status muted" role="status">
        {m.wishlist.loading}
      </p>
    );
  } else if (items.isError || !items.data) {
    body = (
      <div className="form-alert" role="alert">
        <p>{m.wishlist.loadFailed}</p>
        <button type="button" className="link-button" onClick={() => void items.refetch()}>
          {m.wishlist.tryAgain}
        </button>
      </div>
    );
  } else if (items.data.length === 0) {
    body = (
      <div className="wishlist-empty">
        <HeartIcon size={32} />
        <p className="wishlist-empty-title">{m.wishlist.empty}</p>
        <p className="muted">{m.wishlist.emptyHint}</p>
        <Link className="button button-primary" to="/shop">
          {m.wishlist.browse}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="wishlist-grid">
        {items.data.map((item) => (
          <li key={item.productID}>
            {/* Under the page's h1, or under the panel's own h2. */}
            <WishlistCard item={item} titleAs={variant === 'panel' ? 'h3' : 'h2'} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="wishlist-section" aria-label={m.wishlist.panelTitle}>
      {heading}
      {body}
    </section>
  );
}
