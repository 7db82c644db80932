import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toast';
import { createQueryClient } from '../lib/query-client';
import { CartProvider } from '../features/cart/components/cart-provider';
import { WishlistProvider } from '../features/wishlist/components/wishlist-provider';

/** App-wide providers (query cache, cart, wishlist) and the toast region. Tests pass their own client so each test starts with an empty cache. */
export function Providers({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [defaultClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient ?? defaultClient}>
      <CartProvider>
        <WishlistProvider>{children}</WishlistProvider>
      </CartProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
