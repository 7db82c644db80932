import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toast';
import { CartProvider } from '../features/cart/components/cart-provider';
import { WishlistProvider } from '../features/wishlist/components/wishlist-provider';

/**
 * App-wide providers (the cart and wishlist every page shows) and the toast region. No query
 * cache here: the parts that fetch with one bring it (app/query-provider.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      <CartProvider>
        <WishlistProvider>{children}</WishlistProvider>
      </CartProvider>
      <Toaster />
    </>
  );
}
