import { Link } from '../../../components/ui/link';
import { formatInr } from '@haat/india';
import { messages as m } from '../../../messages/cart';
import { Drawer } from '../../../components/ui/drawer';
import { TrashIcon } from '../../../components/ui/icons-more';
import { useCart } from '../hooks/use-cart';
import { pictureSources } from '../../../lib/picture.ts';

/** The right-hand cart drawer of docs/spec.md §2, for the guest cart and the server cart alike. */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  const cart = useCart();
  const isEmpty = !cart.isLoading && cart.lines.length === 0;

  const footer =
    cart.lines.length === 0 ? null : (
      <>
        <p className="cart-subtotal">
          <span>{m.cartDrawer.subtotal}</span>
          <strong data-testid="cart-subtotal">{formatInr(cart.subtotalPaise)}</strong>
        </p>
        <div className="cart-actions">
          <Link className="button button-primary" to="/checkout" onClick={onClose}>
            {m.cartDrawer.checkoutNow}
          </Link>
          <Link className="button button-secondary" to="/cart" onClick={onClose}>
            {m.cartDrawer.editOrView}
          </Link>
        </div>
      </>
    );

  return (
    <Drawer
      side="right"
      title={m.cartDrawer.drawerTitle}
      closeLabel={m.cartDrawer.close}
      onClose={onClose}
      footer={footer}
    >
      {cart.isLoading ? (
        <p className="cart-empty muted" role="status">
          {m.cartDrawer.loading}
        </p>
      ) : isEmpty ? (
        <div className="cart-empty">
          <p className="cart-empty-title">{m.cartDrawer.empty}</p>
          <p className="muted">{m.cartDrawer.emptyHint}</p>
        </div>
      ) : (
        <ul className="cart-lines" aria-busy={cart.isUpdating}>
          {cart.lines.map((line) => (
            <li key={line.key} className="cart-line">
              <img
                className="cart-line-image"
                src={line.imageUrl}
                {...pictureSources(line.imageUrl, '64px')}
                alt=""
                width={64}
                height={64}
                loading="lazy"
              />
              <div className="cart-line-text">
                <Link
                  className="cart-line-name"
                  to={`/product/${encodeURIComponent(line.productID)}`}
                  onClick={onClose}
                >
                  {line.name}
                </Link>
                {line.variant !== '' ? <p className="cart-line-variant">{line.variant}</p> : null}
                <p className="cart-line-sum" data-testid="cart-line-sum">
                  {m.cartDrawer.lineSum(
                    formatInr(line.pricePaise),
                    line.pieces,
                    formatInr(line.totalPaise),
                  )}
                </p>
              </div>
              <button
                type="button"
                className="icon-button cart-line-remove"
                aria-label={m.cartDrawer.remove(line.name)}
                disabled={cart.isUpdating}
                onClick={() => void cart.removeLine(line)}
              >
                <TrashIcon size={20} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
