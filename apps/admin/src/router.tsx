// The back office's pages under /admin; every page but sign-in needs a session.
import { createBrowserRouter, redirect } from 'react-router';
import { session } from './api.ts';
import { Layout } from './pages/layout.tsx';
import { SignInPage } from './pages/sign-in.tsx';
import { ProductsPage } from './pages/products.tsx';
import { ProductFormPage } from './pages/product-form.tsx';
import { ImportPage } from './pages/import.tsx';
import { NotFoundPage } from './pages/not-found.tsx';
import { RouteErrorPage } from './pages/route-error.tsx';
import { CategoriesPage } from './pages/categories.tsx';
import { BrandsPage } from './pages/brands.tsx';
import { OrdersPage } from './pages/orders.tsx';
import { SellersPage } from './pages/sellers.tsx';
import { CouponsPage } from './pages/coupons.tsx';
import { ContentPage } from './pages/content.tsx';
import { AuditPage } from './pages/audit.tsx';
import { ShopProfilePage } from './pages/shop-profile.tsx';
import { PasswordPage } from './pages/password.tsx';
import { CouponFormPage } from './pages/coupon-form.tsx';
import { ServiceAreasPage } from './pages/service-areas.tsx';
import { OrderDetailPage } from './pages/order-detail.tsx';

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
