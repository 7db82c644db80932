// The content of /account, loaded and rendered in the browser after hydration (routes/account.tsx).

import { Suspense, type ReactNode } from 'react';
import { lazyChunk } from '../lib/chunk-timeout';
import { useSession } from '../lib/session';
import { PageLoading } from '../app/layout/page-loading';
import { AccountDashboard, toAccountPanel } from '../features/account/components/account-dashboard';
import { useLogout } from '../features/auth/hooks/use-logout';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { TOAST_MS } from '@haat/contract/constants';
import { showToast } from '../components/ui/toast';
import { endSession } from '../lib/session';
import { messages as m } from '../messages/accounts';

// The panels of other features load when their tab is chosen: /account opens on Profile Info, and
// the page's first download stays within docs/spec.md §2's 100 KB.
const WishlistGrid = lazyChunk(() =>
  import('../features/wishlist/components/wishlist-grid').then((module) => ({
    default: module.WishlistGrid,
  })),
);
const OrderList = lazyChunk(() =>
  import('../features/orders/components/order-list').then((module) => ({
    default: module.OrderList,
  })),
);

function LazyPanel({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/** /account: the customer dashboard. docs/spec.md §2: redirects to / when not logged in. */
export default function AccountPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const { logOut, isPending } = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // The server ended every session of the account; this phone forgets it too and goes home.
  function leaveDeletedAccount() {
    endSession();
    queryClient.clear();
    showToast(m.yourData.deleted, { durationMs: TOAST_MS.login, tone: 'success' });
    void navigate('/', { replace: true });
  }

  if (!session.isLoggedIn) return <Navigate to="/" replace />;
  return (
    <>
      <AccountDashboard
        panel={toAccountPanel(params.get('tab'))}
        onLogout={() => void logOut()}
        isLoggingOut={isPending}
        onAccountDeleted={leaveDeletedAccount}
        wishlistPanel={
          <LazyPanel>
            <WishlistGrid variant="panel" />
          </LazyPanel>
        }
        ordersPanel={
          <LazyPanel>
            <OrderList />
          </LazyPanel>
        }
      />
    </>
  );
}
