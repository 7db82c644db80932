// Every route of docs/spec.md §2, as React Router framework mode reads them. Each page is its own
// module and its own chunk, so a phone on 4G downloads only the page it opens.
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('app/layout/main-layout.tsx', [
    index('routes/home.tsx'),
    route('products/:data', 'routes/product-listing.tsx', { id: 'listing' }),
    route('products/category/:categoryId', 'routes/product-listing.tsx', {
      id: 'listing-category',
    }),
    route('products/:type/:id/:pid', 'routes/product-listing.tsx', { id: 'listing-tree' }),
    route('shop', 'routes/shop.tsx'),
    route('product/:id', 'routes/product.tsx'),
    // A seller's page, linked from each product's seller block (docs/decisions/legal-declarations.md).
    route('seller/:slug', 'routes/seller-page.tsx'),
    route('order/status/:trakingid', 'routes/order-status.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('account', 'routes/account.tsx'),
    route('wishlist', 'routes/wishlist.tsx'),
    route('order/:id', 'routes/order-result.tsx'),
    route('order/details/:id', 'routes/order-details.tsx'),
    route('login', 'routes/login.tsx'),
    // Paths match regardless of letter case (caseSensitive: false), so this one route serves
    // /contactus, /contactUs and /ContactUs (docs/decisions/product-owner.md).
    route('contactus', 'routes/contact-us.tsx'),
    route('contact', 'routes/faq.tsx'),
    route('TermandCondition', 'routes/terms.tsx'),
    route('ReturnCancellation', 'routes/return-cancellation.tsx'),
    route('PrivacyPolicy', 'routes/privacy-policy.tsx'),
    // The grievance officer, the complaint form, and a ticket's status (docs/decisions/grievances.md).
    route('grievance', 'routes/grievance.tsx'),
    route('grievance/status', 'routes/grievance-status.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // Outside the main layout; the footer opens it in a new tab (docs/spec.md §2).
  route('Seller', 'app/layout/bare-layout.tsx', [index('routes/seller.tsx')]),
] satisfies RouteConfig;
