import { messages as m } from '../../../messages/catalog';
import type { CartButtonState } from '../lib/product-purchase';

interface ProductActionsProps {
  state: CartButtonState;
  /** The cart is taking the last line: both buttons wait (docs/spec.md §4). */
  isBusy: boolean;
  onAddToCart: () => void;
  onBuyNow: () => void;
  onCheckPincode: () => void;
}

/**
 * The four button states of docs/spec.md §4, exactly: 'Not Available This Pincode?' (disabled),
 * 'Please Check Product Availability?' (focuses the pin field), 'Add to Cart', 'Out Of Stock'
 * (disabled); with Buy Now beside it. On a phone this bar is fixed to the bottom of the screen
 * (docs/spec.md §2 mobile footer buttons): one set of buttons, placed by CSS.
 */
export function ProductActions({
  state,
  isBusy,
  onAddToCart,
  onBuyNow,
  onCheckPincode,
}: ProductActionsProps) {
  const labels = m.catalog.product.buttons;
  return (
    <div className="product-actions" data-state={state}>
      {state === 'addToCart' ? (
        <button
          type="button"
          className="button button-primary"
          onClick={onAddToCart}
          disabled={isBusy}
        >
          {labels.addToCart}
        </button>
      ) : state === 'checkPincode' ? (
        <button type="button" className="button button-primary" onClick={onCheckPincode}>
          {labels.checkPincode}
        </button>
      ) : (
        <button type="button" className="button button-primary" disabled>
          {state === 'notAvailable' ? labels.notAvailable : labels.outOfStock}
        </button>
      )}
      <button
        type="button"
        className="button button-accent"
        onClick={state === 'checkPincode' ? onCheckPincode : onBuyNow}
        disabled={isBusy || state === 'notAvailable' || state === 'outOfStock'}
      >
        {labels.buyNow}
      </button>
    </div>
  );
}
