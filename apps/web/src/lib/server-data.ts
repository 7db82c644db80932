// What the route loaders share. Loaders run on the server: they fetch through the contract
// client over the load context's in-process transport (`/api/…` handed to the API's own routes,
// no socket) and hand the page what it shows, so the server HTML already holds the products and
// the browser fetches nothing twice. A page reads its loader's answer with useLoaderData.
import type { Transport } from './api-client';

declare module 'react-router' {
  interface AppLoadContext {
    /** `/api/…` answered in-process by the API (apps/api/src/plugins/web-render.ts). */
    fetch: Transport;
    /** The shop's public origin (PUBLIC_URL, else the request's own), for absolute URLs. */
    origin: string;
    /** This response's CSP nonce for the server HTML's inline scripts; empty for a kept page. */
    nonce: string;
    /**
     * A real shop taking test payments (TEST_PAYMENTS=true): every page opens with the test shop's
     * strip (lib/test-shop-strip.ts). The same for every page of a server, kept ones too.
     */
    testPayments: boolean;
  }
}
