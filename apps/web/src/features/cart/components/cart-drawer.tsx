import { Link } from 'react-router';
import { formatInr, rupeesToPaise } from '@haat/india';
import { messages as m } from '../../../messages';
import { Drawer } from '../../../components/ui/drawer';
import { TrashIcon } from '../../../components/ui/icons';
import {
  lineTotalPaise,
  removeGuestCartLine,
  subtotalPaise,
  useGuestCart,
} from '../../../lib/guest-cart';
import type { GuestCartLine } from '../../../lib/storage';

function lineKey(line: GuestCartLine): string {
  return `${line.productID}:${line.colorID}:${line.sizeID}`;
}

function variantText(line: GuestCartLine): string {
  return m.cart.variant([line.color, line.size].filter((part) => part !== ''));
}

/** The right-hand cart drawer of SPEC.md §2, over the guest cart kept on the phone. */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  const lines = useGuestCart();
  const isEmpty = lines.length === 0;

  const footer = isEmpty ? null : (
    <>
      <p className="cart-subtotal">
        <span>{m.cart.subtotal}</span>
        <strong data-testid="cart-subtotal">{formatInr(subtotalPaise(lines))}</strong>
      </p>
      <div className="cart-actions">
        <Link className="button button-primary" to="/checkout" onClick={onClose}>
          {m.cart.checkoutNow}
        </Link>
        <Link className="button button-secondary" to="/cart" onClick={onClose}>
          {m.cart.editOrView}
        </Link>
      </div>
    </>
  );

  return (
    <Drawer
      side="right"
      title={m.cart.drawerTitle}
      closeLabel={m.cart.close}
      onClose={onClose}
      footer={footer}
    >
      {isEmpty ? (
        <div className="cart-empty">
          <p className="cart-empty-title">{m.cart.empty}</p>
          <p className="muted">{m.cart.emptyHint}</p>
        </div>
      ) : (
        <ul className="cart-lines">
          {lines.map((line) => (
            <li key={lineKey(line)} className="cart-line">
              <img
                className="cart-line-image"
                src={line.img}
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
                {variantText(line) !== '' ? (
                  <p className="cart-line-variant">{variantText(line)}</p>
                ) : null}
                <p className="cart-line-sum" data-testid="cart-line-sum">
                  {m.cart.lineSum(
                    formatInr(rupeesToPaise(line.price)),
                    line.pieces,
                    formatInr(lineTotalPaise(line)),
                  )}
                </p>
              </div>
              <button
                type="button"
                className="icon-button cart-line-remove"
                aria-label={m.cart.remove(line.name)}
                onClick={() => removeGuestCartLine(line)}
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
