import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toast';
import { keepDeviceCopies } from '../lib/device-copies';
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
  const client = queryClient ?? defaultClient;
  // The cart and wishlist kept on the device, for when the connection is gone.
  useEffect(() => keepDeviceCopies(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <CartProvider>
        <WishlistProvider>{children}</WishlistProvider>
      </CartProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
