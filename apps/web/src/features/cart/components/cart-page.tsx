import { Navigate, useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { formatInr } from '@haat/india';
import { messages as m } from '../../../messages/cart';
import { openLoginModal } from '../../../lib/login-modal';
import { FREE_SHIPPING_THRESHOLD_PAISE } from '@haat/contract/constants';
import { useCart } from '../hooks/use-cart';
import { QuantityStepper } from './quantity-stepper';
import { pictureSources } from '../../../lib/picture.ts';

/**
 * /cart (docs/spec.md §2): the lines with quantity buttons and the subtotal. An empty cart sends the
 * shopper home — once the cart is known, never while it loads or a change is on its way.
 */
export function CartPage() {
  const cart = useCart();
  const navigate = useNavigate();

  if (cart.isLoading) {
    return (
      <div className="container cart-page">
        <p className="page-status muted" role="status">
          {m.cartPage.loading}
        </p>
      </div>
    );
  }
  if (cart.lines.length === 0) {
    if (cart.isUpdating) return <div className="container cart-page" aria-busy="true" />;
    return <Navigate to="/" replace />;
  }

  const shippingGapPaise = FREE_SHIPPING_THRESHOLD_PAISE - cart.subtotalPaise;

  function proceed() {
    // docs/spec.md §2: to checkout when signed in, otherwise the login modal, then checkout.
    if (cart.isSignedIn) void navigate('/checkout');
    else openLoginModal('login', '/checkout');
  }

  return (
    <div className="container cart-page">
      <h1 className="cart-page-title">
        {m.cartPage.title} <span className="muted">{m.cartPage.itemCount(cart.pieceCount)}</span>
      </h1>
      <div className="cart-page-layout">
        <ul
          className="cart-page-lines"
          aria-label={m.cartPage.linesLabel}
          aria-busy={cart.isUpdating}
        >
          {cart.lines.map((line) => (
            <li key={line.key} className="cart-page-line">
              <Link
                className="cart-page-image"
                to={`/product/${encodeURIComponent(line.productID)}`}
                tabIndex={-1}
                aria-hidden="true"
              >
                <img
                  src={line.imageUrl}
                  {...pictureSources(line.imageUrl, '96px')}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                />
              </Link>
              <div className="cart-page-info">
                <Link
                  className="cart-page-name"
                  to={`/product/${encodeURIComponent(line.productID)}`}
                >
                  {line.name}
                </Link>
                {line.variant !== '' ? <p className="cart-page-variant">{line.variant}</p> : null}
                <p className="cart-page-price">
                  <span>{m.cartPage.each(formatInr(line.pricePaise))}</span>
                  {line.mrpPaise > line.pricePaise ? (
                    <s className="muted">
                      <span className="visually-hidden">{m.cartPage.mrp} </span>
                      {formatInr(line.mrpPaise)}
                    </s>
                  ) : null}
                </p>
                <div className="cart-page-controls">
                  <QuantityStepper
                    name={line.name}
                    pieces={line.pieces}
                    disabled={cart.isUpdating}
                    onChange={(pieces) => void cart.setPieces(line, pieces)}
                  />
                  <button
                    type="button"
                    className="link-button cart-page-remove"
                    aria-label={m.cartPage.removeLabel(line.name)}
                    disabled={cart.isUpdating}
                    onClick={() => void cart.removeLine(line)}
                  >
                    {m.cartPage.remove}
                  </button>
                </div>
              </div>
              <p className="cart-page-line-total" data-testid="cart-line-total">
                <span className="visually-hidden">{m.cartPage.lineTotal}: </span>
                {formatInr(line.totalPaise)}
              </p>
            </li>
          ))}
        </ul>

        <aside className="cart-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="cart-summary-title">
            {m.cartPage.summaryTitle}
          </h2>
          <p className="cart-summary-row">
            <span>{m.cartPage.subtotalFor(cart.pieceCount)}</span>
            <strong data-testid="cart-page-subtotal">{formatInr(cart.subtotalPaise)}</strong>
          </p>
          <p className="cart-summary-note muted">{m.cartPage.chargesNote}</p>
          <p className="cart-summary-shipping">
            {shippingGapPaise > 0
              ? m.cartPage.freeShippingGap(formatInr(shippingGapPaise))
              : m.cartPage.freeShippingReached}
          </p>
          <button
            type="button"
            className="button button-primary cart-summary-proceed"
            disabled={cart.isUpdating}
            onClick={proceed}
          >
            {m.cartPage.proceed}
          </button>
          {cart.isSignedIn ? null : (
            <p className="cart-summary-note muted">{m.cartPage.loginToProceed}</p>
          )}
          <Link className="cart-summary-continue" to="/">
            {m.cartPage.continueShopping}
          </Link>
        </aside>
      </div>
    </div>
  );
}
