// The back office's pages under /admin; every page but sign-in needs a session.
import { createBrowserRouter, redirect } from 'react-router';
import { session } from './lib/api.ts';
import { Layout } from './app/layout.tsx';
import { SignInPage } from './app/sign-in.tsx';
import { ProductsPage } from './features/products/products.tsx';
import { ProductFormPage } from './features/products/product-form.tsx';
import { ImportPage } from './features/catalog-io/import.tsx';
import { NotFoundPage } from './components/not-found.tsx';
import { RouteErrorPage } from './app/route-error.tsx';
import { CategoriesPage } from './features/categories/categories.tsx';
import { BrandsPage } from './features/brands/brands.tsx';
import { OrdersPage } from './features/orders/orders.tsx';
import { SellersPage } from './features/sellers/sellers.tsx';
import { CouponsPage } from './features/coupons/coupons.tsx';
import { ContentPage } from './features/content/content.tsx';
import { AuditPage } from './features/audit/audit.tsx';
import { ShopProfilePage } from './features/account/shop-profile.tsx';
import { PasswordPage } from './features/account/password.tsx';
import { CouponFormPage } from './features/coupons/coupon-form.tsx';
import { ServiceAreasPage } from './features/sellers/service-areas.tsx';
import { OrderDetailPage } from './features/orders/order-detail.tsx';

const signedIn = () => (session.token() ? null : redirect('/sign-in'));

export const routes = [
  { path: '/sign-in', element: <SignInPage /> },
  {
    path: '/',
    element: <Layout />,
    loader: signedIn,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, loader: () => redirect('/products') },
      { path: 'categories', element: <CategoriesPage /> },
      { path: 'brands', element: <BrandsPage /> },
      { path: 'orders', element: <OrdersPage /> },
      { path: 'sellers', element: <SellersPage /> },
      { path: 'coupons', element: <CouponsPage /> },
      { path: 'content', element: <ContentPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: 'profile', element: <ShopProfilePage /> },
      { path: 'password', element: <PasswordPage /> },
      { path: 'coupons/new', element: <CouponFormPage /> },
      { path: 'coupons/:code', element: <CouponFormPage /> },
      { path: 'sellers/:sellerID/areas', element: <ServiceAreasPage /> },
      { path: 'orders/:orderID', element: <OrderDetailPage /> },
      { path: 'products', element: <ProductsPage /> },
      { path: 'products/new', element: <ProductFormPage /> },
      { path: 'products/:productID', element: <ProductFormPage /> },
      { path: 'import', element: <ImportPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createBackOfficeRouter() {
  return createBrowserRouter(routes, { basename: '/admin' });
}
