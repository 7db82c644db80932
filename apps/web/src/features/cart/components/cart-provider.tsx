import { useEffect, useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CartCommandsContext, type CartCommands } from '../../../lib/cart-commands';
import { onLogin } from '../../../lib/session';
import { CartActionsContext, createCartActions } from '../hooks/cart-actions';

/**
 * Mounted once (app/providers.tsx): owns the cart's changes, merges the guest cart at login
 * (docs/spec.md §4) and gives the product page its Add to Cart through lib/cart-commands.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const actions = useMemo(() => createCartActions(queryClient), [queryClient]);
  const commands = useMemo<CartCommands>(() => ({ addLine: actions.addLine }), [actions]);

  useEffect(() => onLogin(() => actions.syncAtLogin()), [actions]);

  return (
    <CartActionsContext.Provider value={actions}>
      <CartCommandsContext.Provider value={commands}>{children}</CartCommandsContext.Provider>
    </CartActionsContext.Provider>
  );
}
