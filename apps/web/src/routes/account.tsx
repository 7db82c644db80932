import { Navigate, useSearchParams } from 'react-router';
import { messages as m } from '../messages';
import { PageTitle } from '../components/ui/page-title';
import { useSession } from '../lib/session';
import { AccountDashboard, toAccountPanel } from '../features/account/components/account-dashboard';
import { useLogout } from '../features/auth/hooks/use-logout';
import { WishlistGrid } from '../features/wishlist/components/wishlist-grid';
import { OrderList } from '../features/orders/components/order-list';

/** /account: the customer dashboard. SPEC.md §2: redirects to / when not logged in. */
export default function AccountRoute() {
  const session = useSession();
  const [params] = useSearchParams();
  const { logOut, isPending } = useLogout();

  if (!session.isLoggedIn) return <Navigate to="/" replace />;
  return (
    <>
      <PageTitle title={m.pages.account} />
      <AccountDashboard
        panel={toAccountPanel(params.get('tab'))}
        onLogout={() => void logOut()}
        isLoggingOut={isPending}
        wishlistPanel={<WishlistGrid variant="panel" />}
        ordersPanel={<OrderList />}
      />
    </>
  );
}
