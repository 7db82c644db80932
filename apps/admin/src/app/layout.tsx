// The frame of every signed-in page: who is signed in, the sections, signing out; a session that
// ends (401 anywhere, or the tab's token gone) goes back to sign-in.
import { useEffect } from 'react';
import { NavLink, Outlet, useNavigate, useNavigation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { BackOfficeRole } from '@haat/contract';
import { session } from '../lib/api.ts';
import { useMe } from '../lib/use-me.ts';

/** The sections each role works in; the server refuses the operator's calls to a seller anyway. */
const SECTIONS: Record<BackOfficeRole, ReadonlyArray<readonly [string, string]>> = {
  operator: [
    ['/products', 'Products'],
    ['/categories', 'Categories'],
    ['/brands', 'Brands'],
    ['/sellers', 'Sellers'],
    ['/orders', 'Orders'],
    ['/couriers', 'Couriers'],
    ['/courier-bookings', 'Courier bookings'],
    ['/failed-deliveries', 'Failed deliveries'],
    ['/cod-remittances', 'COD remittances'],
    ['/refunds', 'Refunds'],
    ['/returns', 'Returns'],
    ['/messages', 'Messages'],
    ['/seller-payouts', 'Seller payouts'],
    ['/seller-transfers', 'Transfers'],
    ['/transfer-mismatches', 'Mismatches'],
    ['/money', 'Seller money'],
    ['/commission-rules', 'Commission'],
    ['/commission-invoices', 'Commission invoices'],
    ['/tax-exports', 'Tax exports'],
    ['/grievances', 'Grievances'],
    ['/coupons', 'Coupons'],
    ['/content', 'Storefront'],
    ['/search-synonyms', 'Search synonyms'],
    ['/entity-settings', 'Company and grievance officer'],
    ['/audit', 'Audit log'],
    ['/import', 'Import and export'],
    ['/password', 'Password'],
  ],
  seller: [
    ['/products', 'Products'],
    ['/products/new', 'New product'],
    ['/orders', 'Orders'],
    ['/courier-bookings', 'Courier bookings'],
    ['/failed-deliveries', 'Failed deliveries'],
    ['/cod-remittances', 'COD remittances'],
    ['/returns', 'Returns'],
    ['/money', 'Money'],
    ['/commission-invoices', 'Fee invoices'],
    ['/grievances', 'Grievances'],
    ['/import', 'Import and export'],
    ['/payouts', 'Payouts'],
    ['/profile', 'Shop profile'],
    ['/password', 'Password'],
  ],
};

export function Layout() {
  const opening = useNavigation().state === 'loading';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();

  useEffect(() => {
    const signedOut = () => {
      queryClient.clear();
      void navigate('/sign-in');
    };
    window.addEventListener('haat:signed-out', signedOut);
    return () => window.removeEventListener('haat:signed-out', signedOut);
  }, [navigate, queryClient]);

  function signOut() {
    session.end();
    queryClient.clear();
    void navigate('/sign-in');
  }

  return (
    <div className="frame">
      <header className="top">
        <a className="brand" href="/admin/products">
          Haat back office
        </a>
        <nav aria-label="Sections">
          {me.data
            ? SECTIONS[me.data.role].map(([to, label]) => (
                <NavLink key={to} to={to} end={to === '/products'}>
                  {label}
                </NavLink>
              ))
            : null}
        </nav>
        <div className="who">
          {me.data ? (
            <span>
              {me.data.role === 'seller' ? me.data.shopName : 'Operator'} · {me.data.email}
            </span>
          ) : null}
          <button type="button" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      {/* While the next page's code comes (each page is its own chunk), the page on screen is
          dimmed after a moment and marked busy, so a click visibly did something. */}
      <main
        id="content"
        className={opening ? 'opening' : undefined}
        aria-busy={opening || undefined}
      >
        <Outlet />
      </main>
    </div>
  );
}
