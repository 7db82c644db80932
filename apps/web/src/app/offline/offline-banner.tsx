import { useIsOnline } from '../../lib/online-status';
import { messages as m } from '../../messages/offline';

/** Says the shop is offline and what will not work, while it is (docs/decisions/offline.md). */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  return (
    <div role="status" aria-live="polite" className="offline-banner-slot">
      {isOnline ? null : (
        <p className="offline-banner" data-testid="offline-banner">
          {m.offline.banner}
        </p>
      )}
    </div>
  );
}
