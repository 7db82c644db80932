// The back office's pages under /admin; every page but sign-in needs a session. Each page is its
// own chunk, loaded when its route is matched (React Router's `lazy`, before the route renders):
// the first download is the frame (sign-in, the layout, React, the router, the API client) and
// the page asked for, not every editor of the back office (docs/decisions/back-office.md).
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { session } from './lib/api.ts';
import { Layout } from './app/layout.tsx';
import { SignInPage } from './app/sign-in.tsx';
import { NotFoundPage } from './components/not-found.tsx';
import { RouteErrorPage } from './app/route-error.tsx';

const signedIn = () => (session.token() ? null : redirect('/sign-in'));

/** A route whose page component is the named export `name` of a module loaded on first match. */
function page<M>(
  path: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject {
  return { path, lazy: async () => ({ Component: pick(await load()) }) };
}

export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  {
    path: '/',
    element: <Layout />,
    loader: signedIn,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, loader: () => redirect('/products') },
      page(
        'categories',
        () => import('./features/categories/categories.tsx'),
        (m) => m.CategoriesPage,
      ),
      page(
        'brands',
        () => import('./features/brands/brands.tsx'),
        (m) => m.BrandsPage,
      ),
      page(
        'orders',
        () => import('./features/orders/orders.tsx'),
        (m) => m.OrdersPage,
      ),
      page(
        'messages',
        () => import('./features/messages/messages.tsx'),
        (m) => m.MessagesPage,
      ),
      page(
        'sellers',
        () => import('./features/sellers/sellers.tsx'),
        (m) => m.SellersPage,
      ),
      page(
        'coupons',
        () => import('./features/coupons/coupons.tsx'),
        (m) => m.CouponsPage,
      ),
      page(
        'refunds',
        () => import('./features/refunds/refunds.tsx'),
        (m) => m.RefundsPage,
      ),
      page(
        'money',
        () => import('./features/seller-money/seller-money.tsx'),
        (m) => m.SellerMoneyPage,
      ),
      page(
        'commission-rules',
        () => import('./features/seller-money/commission-rules.tsx'),
        (m) => m.CommissionRulesPage,
      ),
      page(
        'commission-invoices',
        () => import('./features/seller-money/commission-invoices.tsx'),
        (m) => m.CommissionInvoicesPage,
      ),
      page(
        'tax-exports',
        () => import('./features/seller-money/tax-exports.tsx'),
        (m) => m.TaxExportsPage,
      ),
      page(
        'returns',
        () => import('./features/returns/returns.tsx'),
        (m) => m.ReturnsPage,
      ),
      page(
        'grievances',
        () => import('./features/grievances/grievances.tsx'),
        (m) => m.GrievancesPage,
      ),
      page(
        'couriers',
        () => import('./features/couriers/couriers.tsx'),
        (m) => m.CouriersPage,
      ),
      page(
        'courier-bookings',
        () => import('./features/couriers/shipments.tsx'),
        (m) => m.CourierBookingsPage,
      ),
      page(
        'failed-deliveries',
        () => import('./features/couriers/failed-deliveries.tsx'),
        (m) => m.FailedDeliveriesPage,
      ),
      page(
        'cod-remittances',
        () => import('./features/couriers/cod-remittances.tsx'),
        (m) => m.CodRemittancesPage,
      ),
      page(
        'entity-settings',
        () => import('./features/grievances/entity-settings.tsx'),
        (m) => m.EntitySettingsPage,
      ),
      page(
        'content',
        () => import('./features/content/content.tsx'),
        (m) => m.ContentPage,
      ),
      page(
        'search-synonyms',
        () => import('./features/search-synonyms/search-synonyms.tsx'),
        (m) => m.SearchSynonymsPage,
      ),
      page(
        'payouts',
        () => import('./features/payouts/payout-details.tsx'),
        (m) => m.PayoutDetailsPage,
      ),
      page(
        'seller-payouts',
        () => import('./features/payouts/payout-accounts.tsx'),
        (m) => m.PayoutAccountsPage,
      ),
      page(
        'seller-transfers',
        () => import('./features/payouts/seller-transfers.tsx'),
        (m) => m.SellerTransfersPage,
      ),
      page(
        'transfer-mismatches',
        () => import('./features/payouts/transfer-mismatches.tsx'),
        (m) => m.TransferMismatchesPage,
      ),
      page(
        'audit',
        () => import('./features/audit/audit.tsx'),
        (m) => m.AuditPage,
      ),
      page(
        'profile',
        () => import('./features/account/shop-profile.tsx'),
        (m) => m.ShopProfilePage,
      ),
      page(
        'password',
        () => import('./features/account/password.tsx'),
        (m) => m.PasswordPage,
      ),
      page(
        'coupons/new',
        () => import('./features/coupons/coupon-form.tsx'),
        (m) => m.CouponFormPage,
      ),
      page(
        'coupons/:code',
        () => import('./features/coupons/coupon-form.tsx'),
        (m) => m.CouponFormPage,
      ),
      page(
        'sellers/:sellerID/areas',
        () => import('./features/sellers/service-areas.tsx'),
        (m) => m.ServiceAreasPage,
      ),
      page(
        'orders/:orderID',
        () => import('./features/orders/order-detail.tsx'),
        (m) => m.OrderDetailPage,
      ),
      page(
        'products',
        () => import('./features/products/products.tsx'),
        (m) => m.ProductsPage,
      ),
      page(
        'products/new',
        () => import('./features/products/product-form.tsx'),
        (m) => m.ProductFormPage,
      ),
      page(
        'products/:productID',
        () => import('./features/products/product-form.tsx'),
        (m) => m.ProductFormPage,
      ),
      page(
        'import',
        () => import('./features/catalog-io/import.tsx'),
        (m) => m.ImportPage,
      ),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createBackOfficeRouter() {
  return createBrowserRouter(routes, { basename: '/admin' });
}
