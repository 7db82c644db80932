import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { messages as m } from '../../messages/offline';
import { registerServiceWorker, type WaitingVersion } from './service-worker';

/** Pages where a reload would lose what the shopper is doing. */
const BUSY_PATHS = ['/checkout', '/order/'];

/**
 * Sets up the offline shell once, and offers a new version when one is waiting: "Reload" takes it
 * now; otherwise the next visit opens it. Never offered during checkout.
 */
export function AppUpdates({
  enabled,
  register = registerServiceWorker,
}: {
  enabled: boolean;
  /** How the worker is set up: /sw.js here, a stand-in in tests. */
  register?: typeof registerServiceWorker;
}) {
  const [waiting, setWaiting] = useState<WaitingVersion | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    if (enabled) register(setWaiting);
  }, [enabled, register]);

  const busy = BUSY_PATHS.some((path) => pathname.toLowerCase().startsWith(path));
  if (!waiting || dismissed || busy) return null;
  return (
    <div className="app-update" role="alert">
      <p>{m.offline.newVersion}</p>
      <button
        type="button"
        className="button button-primary button-small"
        onClick={() => waiting.take()}
      >
        {m.offline.reload}
      </button>
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => setDismissed(true)}
      >
        {m.offline.later}
      </button>
    </div>
  );
}
