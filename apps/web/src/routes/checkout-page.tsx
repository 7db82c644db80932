// The content of /checkout, loaded and rendered in the browser after hydration (routes/checkout.tsx).

import { Suspense, useCallback, useEffect, useState } from 'react';
import { lazyChunk } from '../lib/chunk-timeout';
import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { messages as m } from '../messages/cart';
import { openLoginModal } from '../lib/login-modal';
import { useSession } from '../lib/session';
import { addressesQueryOptions } from '../features/account/api/get-addresses';
import { useCart } from '../features/cart/hooks/use-cart';
import { CheckoutView } from '../features/checkout/components/checkout-view';

// The account feature's address form needs the contract's zod schemas; it loads when first opened.
const AddressDialog = lazyChunk(() =>
  import('../features/account/components/address-dialog').then((module) => ({
    default: module.AddressDialog,
  })),
);

/**
 * docs/spec.md §2/§6: a signed-out visitor is sent back home, with the login modal open; the login
 * comes back here (the cart drawer's Checkout Now links to /checkout).
 */
function SendGuestHome() {
  useEffect(() => openLoginModal('login', '/checkout'), []);
  return <Navigate to="/" replace />;
}

/**
 * /checkout: the account's address book and address form, the cart, and the checkout feature,
 * composed. An empty cart goes to / (docs/spec.md §2); a placed order to /order/{id}.
 */
export default function CheckoutPage() {
  const session = useSession();
  const cart = useCart();
  const addresses = useQuery({ ...addressesQueryOptions(), enabled: session.isLoggedIn });
  const [placedOrderID, setPlacedOrderID] = useState<string | null>(null);
  const { markOrdered, reload } = cart;

  const onOrderPlaced = useCallback(
    (orderID: string) => {
      setPlacedOrderID(orderID);
      markOrdered();
    },
    [markOrdered],
  );

  if (placedOrderID !== null) {
    return <Navigate to={`/order/${encodeURIComponent(placedOrderID)}`} replace />;
  }
  if (!session.isLoggedIn) return <SendGuestHome />;
  if (cart.isLoading) {
    return (
      <div className="container checkout-page">
        <p className="muted" role="status">
          {m.cartPage.loading}
        </p>
      </div>
    );
  }
  if (cart.lines.length === 0 && !cart.isUpdating) return <Navigate to="/" replace />;

  return (
    <>
      <CheckoutView
        addresses={addresses}
        renderAddressDialog={(address, onClose) => (
          <Suspense fallback={null}>
            <AddressDialog address={address} onClose={onClose} />
          </Suspense>
        )}
        onRemoveLine={cart.removeLine}
        onOrderPlaced={onOrderPlaced}
        onCartChanged={() => void reload()}
      />
    </>
  );
}
