// The per-response CSP nonce for the few inline scripts the server HTML carries (React Router's
// context and module loader, scroll restoration). Provided by entry.server.tsx from the request's
// load context; absent in the browser, where those scripts have already run.
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
