import { useEffect } from 'react';
import { Link } from '../../../components/ui/link';
import { useQuery } from '@tanstack/react-query';
import { messages as m } from '../../../messages/cart';
import { ApiError } from '../../../lib/api-client';
import { openLoginModal } from '../../../lib/login-modal';
import { useSession } from '../../../lib/session';
import { orderStatusQueryOptions } from '../api/get-order-status';

interface OrderResultProps {
  orderID: string;
  /** A failed payment put the order's lines back in the cart: the route reads it again. */
  onFailed: () => void;
}

/**
 * /order/{id} (docs/spec.md §2): asks GET /customer/order-status/{id} — again every 2 s while the
 * payment is pending — then shows the success or the failure. Nothing is shown while it loads
 * (docs/spec.md), but the space is kept so the footer does not jump.
 */
export function OrderResult({ orderID, onFailed }: OrderResultProps) {
  const session = useSession();
  const status = useQuery({ ...orderStatusQueryOptions(orderID), enabled: session.isLoggedIn });
  const outcome = status.data?.orderStatus;

  useEffect(() => {
    if (!session.isLoggedIn) openLoginModal('login');
  }, [session.isLoggedIn]);

  useEffect(() => {
    if (outcome === 'failed') onFailed();
  }, [outcome, onFailed]);

  let content = null;
  if (!session.isLoggedIn) {
    content = (
      <>
        <h1>{m.orderResult.guestTitle}</h1>
        <button
          type="button"
          className="button button-primary"
          onClick={() => openLoginModal('login')}
        >
          {m.orderResult.logIn}
        </button>
      </>
    );
  } else if (status.isError) {
    const isMissing = status.error instanceof ApiError && status.error.status === 404;
    content = (
      <>
        <h1>{isMissing ? m.orderResult.notFound : m.errors.routeTitle}</h1>
        {isMissing ? null : (
          <button
            type="button"
            className="button button-primary"
            onClick={() => void status.refetch()}
          >
            {m.errors.tryAgain}
          </button>
        )}
      </>
    );
  } else if (outcome === 'pending') {
    content = (
      <div role="status">
        <span className="spinner" aria-hidden="true" />
        <h1>{m.orderResult.pending}</h1>
        <p className="muted">{m.orderResult.pendingHint}</p>
      </div>
    );
  } else if (outcome === 'success') {
    content = (
      <>
        <span className="order-result-icon is-success" aria-hidden="true">
          ✓
        </span>
        <h1>{m.orderResult.successTitle}</h1>
        <p className="order-result-number">
          {m.orderResult.orderNumber}:{' '}
          <strong data-testid="order-number">{status.data?.orderID}</strong>
        </p>
        <p className="muted">{m.orderResult.successBody}</p>
        <div className="button-row order-result-actions">
          <Link
            className="button button-primary"
            to={`/order/details/${encodeURIComponent(status.data?.orderID ?? orderID)}`}
          >
            {m.orderResult.track}
          </Link>
          <Link className="button button-secondary" to="/">
            {m.orderResult.continueShopping}
          </Link>
        </div>
      </>
    );
  } else if (outcome === 'failed') {
    content = (
      <>
        <span className="order-result-icon is-failed" aria-hidden="true">
          !
        </span>
        <h1>{m.orderResult.failedTitle}</h1>
        <p>{m.orderResult.failedBody}</p>
        <div className="button-row order-result-actions">
          <Link className="button button-primary" to="/checkout">
            {m.orderResult.tryAgain}
          </Link>
          <Link className="button button-secondary" to="/contactus">
            {m.orderResult.contactSupport}
          </Link>
        </div>
      </>
    );
  }

  return (
    <div className="container order-result" aria-busy={status.isPending && session.isLoggedIn}>
      {content}
    </div>
  );
}
