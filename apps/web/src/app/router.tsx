// Every route of docs/spec.md §2. Pages load on demand (React.lazy) so a phone on 4G downloads only
// the page it opens.
import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import NotFoundRoute from '../routes/not-found';
import { BareLayout } from './layout/bare-layout';
import { MainLayout } from './layout/main-layout';
import { RouteError } from './route-error';

const HomeRoute = lazy(() => import('../routes/home'));
const ProductListingRoute = lazy(() => import('../routes/product-listing'));
const ShopRoute = lazy(() => import('../routes/shop'));
const ProductRoute = lazy(() => import('../routes/product'));
const CartRoute = lazy(() => import('../routes/cart'));
const CheckoutRoute = lazy(() => import('../routes/checkout'));
const AccountRoute = lazy(() => import('../routes/account'));
const WishlistRoute = lazy(() => import('../routes/wishlist'));
const OrderResultRoute = lazy(() => import('../routes/order-result'));
const OrderDetailsRoute = lazy(() => import('../routes/order-details'));
const OrderStatusRoute = lazy(() => import('../routes/order-status'));
const LoginRoute = lazy(() => import('../routes/login'));
const ContactUsRoute = lazy(() => import('../routes/contact-us'));
const FaqRoute = lazy(() => import('../routes/faq'));
const TermsRoute = lazy(() => import('../routes/terms'));
const ReturnCancellationRoute = lazy(() => import('../routes/return-cancellation'));
const PrivacyPolicyRoute = lazy(() => import('../routes/privacy-policy'));
const SellerRoute = lazy(() => import('../routes/seller'));

/** A page inside a layout: its errors stay inside the layout's <main>. */
function page(path: string, element: ReactNode): RouteObject {
  return { path, element, errorElement: <RouteError /> };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <MainLayout />,
    errorElement: <RouteError standalone />,
    children: [
      { index: true, element: <HomeRoute />, errorElement: <RouteError /> },
      page('products/:data', <ProductListingRoute />),
      page('products/category/:categoryId', <ProductListingRoute />),
      page('products/:type/:id/:pid', <ProductListingRoute />),
      page('shop', <ShopRoute />),
      page('product/:id', <ProductRoute />),
      page('cart', <CartRoute />),
      page('checkout', <CheckoutRoute />),
      page('account', <AccountRoute />),
      page('wishlist', <WishlistRoute />),
      page('order/:id', <OrderResultRoute />),
      page('order/details/:id', <OrderDetailsRoute />),
      page('order/status/:trakingid', <OrderStatusRoute />),
      page('login', <LoginRoute />),
      // Paths match regardless of letter case (React Router's default, caseSensitive: false), so
      // this one route serves /contactus, /contactUs and /ContactUs (docs/decisions.md).
      page('contactus', <ContactUsRoute />),
      page('contact', <FaqRoute />),
      page('TermandCondition', <TermsRoute />),
      page('ReturnCancellation', <ReturnCancellationRoute />),
      page('PrivacyPolicy', <PrivacyPolicyRoute />),
      page('*', <NotFoundRoute />),
    ],
  },
  {
    // Outside the main layout; the footer opens it in a new tab (docs/spec.md §2).
    path: '/Seller',
    element: <BareLayout />,
    errorElement: <RouteError standalone />,
    children: [{ index: true, element: <SellerRoute />, errorElement: <RouteError /> }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
