// The storefront's door to the server: the shared client (@haat/client) with the storefront's
// token, its messages, a 401 forgetting the token and Status 3 sending the browser home
// (docs/spec.md §7).
import { ApiError, createClient, type Callable, type Transport } from '@haat/client';
import { messages as m } from '../messages';
import { localPath, pageLanguage } from './language';
import { clearToken, getToken } from './storage';

export { ApiError, type Transport };

/** Where the browser goes when the server says the session is over; replaced in tests. */
export const navigation = {
  goHome(): void {
    window.location.assign(localPath('/'));
  },
};

const client = createClient({
  token: getToken,
  onUnauthorized: clearToken,
  onSessionEnded: () => navigation.goHome(),
  // The server answers in the page's language (its messages; what it writes to the shopper).
  language: pageLanguage.tag,
  messages: {
    unreachable: m.errors.internalServerError,
    unreadable: m.errors.somethingWentWrong,
    failed: () => m.errors.somethingWentWrong,
    sessionEnded: m.errors.sessionEnded,
  },
});

/**
 * `defineCall(paths.login)` names a route of `@haat/contract/paths` at its call site: method and
 * path without zod (a page does not download every schema of the API to learn a URL), typed by the
 * endpoint's declaration.
 */
export const defineCall = <C extends Callable>(route: C): C => route;

/** Calls an endpoint; the answer is typed by the endpoint's declaration. */
export const callContract = client.call;

/** Calls an endpoint that answers a file (the invoice PDF) and resolves with its bytes. */
export const callBlob = client.callBlob;
