// The storefront's door to the server: `callContract` and `callBlob` over the shared client
// (@haat/client), configured in lib/api-client-core.ts. That module and the client's code load with
// the first call, which is always made after the page has hydrated (a store's start, a tap, a
// loader on the server): a page's first download carries only these names and ApiError.
import { ApiError, type Callable, type Client, type Transport } from '@haat/client';

export { ApiError, type Transport };
/** Where the browser goes when the server says the session is over; replaced in tests. */
export { navigation } from './navigation';

let loading: Promise<Client> | undefined;

/** The configured client, loaded once; a failed load (a dropped connection) is tried again. */
function loadClient(): Promise<Client> {
  loading ??= import('./api-client-core').then(
    (module) => module.client,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Loads the client ahead, when the browser is idle (app/layout/site-header.tsx). */
export const preloadClient = () => loadClient();

/**
 * `defineCall(paths.login)` names a route of `@haat/contract/paths` at its call site: method and
 * path without zod (a page does not download every schema of the API to learn a URL), typed by the
 * endpoint's declaration.
 */
export const defineCall = <C extends Callable>(route: C): C => route;

/** Calls an endpoint; the answer is typed by the endpoint's declaration. */
export const callContract: Client['call'] = async (route, input) =>
  (await loadClient()).call(route, input);

/** Calls an endpoint that answers a file (the invoice PDF) and resolves with its bytes. */
export const callBlob: Client['callBlob'] = async (route, input) =>
  (await loadClient()).callBlob(route, input);
