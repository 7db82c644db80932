// Hydrates the server HTML. The CSP nonce of the page is handed to the components that
// rendered it on the server (lib/nonce.ts), so what they render in the browser matches; the
// browser hides the attribute but keeps the value on the element.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { NonceContext } from './lib/nonce';

const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext.Provider value={nonce}>
        <HydratedRouter />
      </NonceContext.Provider>
    </StrictMode>,
  );
});
