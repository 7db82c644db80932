import { Suspense, useReducer, useState } from 'react';
import { lazyChunk } from '../../../lib/chunk-timeout';
import { useNavigate } from 'react-router';
import type { ProductAnswer } from '@haat/contract';
import { Price } from '../../../components/ui/price';
import { Stars } from '../../../components/ui/stars';
import { useSiteOrigin } from '../../../lib/page-head';
import { useCartCommands } from '../../../lib/cart-commands';
import { messages as m } from '../../../messages/catalog';
import { usePincodeCheck } from '../hooks/use-pincode-check';
import { QUANTITY_MAX, QUANTITY_MIN, isLowStock } from '@haat/contract/constants';
import { productHref } from '../lib/listing-path';
import {
  INITIAL_SELECTION,
  cartButtonState,
  chosenItem,
  guestCartLine,
  ratingFigure,
  selectionReducer,
} from '../lib/product-purchase';
import { breadcrumbJsonLd, htmlToText, productJsonLd, serialiseJsonLd } from '../lib/product-seo';
import { PincodeCheck } from './pincode-check';
import { ProductActions } from './product-actions';
import { ProductBreadcrumb, productTrail } from './product-breadcrumb';
import { ProductGallery } from './product-gallery';
import { ColorPicker, QuantityControl, SizePicker } from './variant-pickers';
import { WishlistHeart } from './wishlist-heart';

// Below the first screen: rendered on the server with the rest, their code fetched after the page
// has hydrated and hydrated then (the initial-JS budget, docs/decisions/page-weight.md).
const ProductTabs = lazyChunk(() =>
  import('./product-tabs').then((module) => ({ default: module.ProductTabs })),
);
const RelatedCarousel = lazyChunk(() =>
  import('./related-carousel').then((module) => ({ default: module.RelatedCarousel })),
);
const ProductLegal = lazyChunk(() =>
  import('./product-legal').then((module) => ({ default: module.ProductLegal })),
);
const ShareLinks = lazyChunk(() =>
  import('./share-links').then((module) => ({ default: module.ShareLinks })),
);

/**
 * The product detail page of docs/spec.md §2 and §4. The page keys it by product, so moving to a
 * matching product starts again with the first colour, size 0, quantity 1 and an unchecked pin.
 */
export function ProductView({ answer }: { answer: ProductAnswer }) {
  const { data: product, review: reviews, relatedProducts } = answer;
  const navigate = useNavigate();
  const origin = useSiteOrigin();
  const cart = useCartCommands();
  const [isAdding, setIsAdding] = useState(false);
  const [selection, dispatch] = useReducer(selectionReducer, INITIAL_SELECTION);
  const pincode = usePincodeCheck(product.productID);
  const item = chosenItem(product, selection);
  const buttonState = cartButtonState(pincode.state, item.stock, selection.quantity);
  const color = product.colorID[selection.colorIndex];
  const url = new URL(productHref(product.productID), origin || 'http://localhost').href;

  /**
   * The cart feature decides where the line goes (the phone for a guest, the server when signed
   * in) and shows the toast; docs/spec.md §4: the buttons wait while the cart updates.
   */
  async function addToCart(): Promise<boolean> {
    if (buttonState !== 'addToCart' || isAdding) return false;
    setIsAdding(true);
    try {
      return await cart.addLine(guestCartLine(product, item, selection.quantity));
    } finally {
      setIsAdding(false);
    }
  }

  const rating = ratingFigure(product.rating);
  const bodyText = htmlToText(product.body);

  return (
    <div className="container product-page">
      <ProductBreadcrumb product={product} />
      {/* The name, rating and price come before the picture: on a phone they are on the first
          screen, above the fixed Check availability / Buy now bar; on a wide screen the picture
          is the left column beside them (product.css). */}
      <div className="product-main">
        <div className="product-summary">
          <div className="product-title-row">
            <h1 className="product-title">{product.title}</h1>
            <WishlistHeart
              className="product-heart"
              label={(isSaved) =>
                isSaved ? m.catalog.product.inWishlist : m.catalog.product.addToWishlist
              }
              isInWishlist={product.wishlist}
              productID={product.productID}
            />
          </div>
          <p className="product-rating">
            {/* The product's own figures: `reviews` holds only the latest few. */}
            {product.ratingCount > 0 ? (
              <>
                <Stars
                  rating={rating}
                  label={m.catalog.product.rating(rating, product.ratingCount)}
                />
                <span aria-hidden="true">
                  {m.catalog.product.ratingSummary(rating.toFixed(1), product.ratingCount)}
                </span>
              </>
            ) : (
              <span className="muted">{m.catalog.product.noRating}</span>
            )}
          </p>
          <Price
            size="large"
            salePrice={item.salePrice}
            mrPrice={item.mrPrice}
            discountPercent={item.discountPercent}
            mrpLabel={m.catalog.product.mrp}
            offLabel={m.catalog.product.off}
          />
          <p className="muted product-tax-note">{m.catalog.product.inclusiveOfTaxes}</p>
        </div>
        <ProductGallery
          title={product.title}
          images={item.images}
          index={selection.imageIndex}
          onSelect={(index) => dispatch({ type: 'image', index })}
        />
        <div className="product-info">
          {bodyText !== '' ? (
            // Sanitised by the server with an allow-list before it is stored.
            <div
              className="rich-text product-body"
              dangerouslySetInnerHTML={{ __html: product.body }}
            />
          ) : null}

          <ColorPicker
            colors={product.colorID}
            selectedIndex={selection.colorIndex}
            onSelect={(index) => dispatch({ type: 'color', index })}
          />
          <SizePicker
            sizes={color?.sizeID ?? []}
            selectedIndex={selection.sizeIndex}
            onSelect={(index) => dispatch({ type: 'size', index })}
          />
          <QuantityControl
            quantity={selection.quantity}
            min={QUANTITY_MIN}
            max={QUANTITY_MAX}
            onDecrement={() => dispatch({ type: 'decrement' })}
            onIncrement={() => dispatch({ type: 'increment' })}
          />
          {isLowStock(item.stock) ? (
            <p className="stock-note">{m.catalog.product.stockLeft(item.stock)}</p>
          ) : null}

          <PincodeCheck check={pincode} />

          <ProductActions
            state={buttonState}
            isBusy={isAdding}
            onAddToCart={() => void addToCart()}
            onBuyNow={() => {
              void addToCart().then((isAdded) => {
                if (isAdded) void navigate('/cart');
              });
            }}
            onCheckPincode={pincode.focus}
          />

          <Suspense fallback={null}>
            <ShareLinks url={url} title={product.title} />
          </Suspense>
        </div>
      </div>

      <Suspense fallback={null}>
        <ProductLegal product={product} mrPrice={item.mrPrice} />
      </Suspense>
      <Suspense fallback={null}>
        <ProductTabs product={product} reviews={reviews} />
        <RelatedCarousel products={relatedProducts} />
      </Suspense>

      <script type="application/ld+json">
        {serialiseJsonLd(productJsonLd(product, item, url))}
      </script>
      <script type="application/ld+json">
        {serialiseJsonLd(
          breadcrumbJsonLd(productTrail(product), m.catalog.product.home, product.title, url),
        )}
      </script>
    </div>
  );
}
