import { useHref } from 'react-router';
import { Link } from '../../../components/ui/link';
import { messages as m } from '../../../messages/orders';
import { useCopyText } from '../hooks/use-copy-text';

export function trackingPath(trakingid: string): string {
  return `/order/status/${encodeURIComponent(trakingid)}`;
}

/** The public tracking page of the order, to open or to copy and share ('Copied.', docs/spec.md §8). */
export function TrackingLink({ trakingid }: { trakingid: string }) {
  const { copy, state } = useCopyText();
  const path = trackingPath(trakingid);
  // useHref: the path as this page's language addresses it (/hi/order/status/… in Hindi).
  const url = `${window.location.origin}${useHref(path)}`;
  return (
    <section className="order-card" aria-labelledby="order-tracking-title">
      <h2 id="order-tracking-title">{m.orderDetails.trackingHeading}</h2>
      <p className="muted order-card-note">{m.orderDetails.trackingHint}</p>
      <div className="button-row">
        <Link className="button button-secondary button-small" to={path}>
          {m.orderDetails.openTracking}
        </Link>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => void copy(url)}
        >
          {m.orderDetails.copyTrackingLink}
        </button>
      </div>
      {state === 'failed' ? (
        <div className="form-field tracking-link-field">
          <p className="form-error" role="alert">
            {m.orderDetails.copyFailed}
          </p>
          <label className="visually-hidden" htmlFor="order-tracking-url">
            {m.orderDetails.trackingLinkLabel}
          </label>
          <input
            id="order-tracking-url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}
    </section>
  );
}
