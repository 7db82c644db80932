// The back office's door to the server: the shared client (@haat/client) with the back office's
// session token, its messages, and a 401 on a signed-in call ending the session.
import { ApiError, createClient, type CallInput, type Callable } from '@haat/client';
import { adminLogin, sellerLogin } from '@haat/contract/back-office-paths';

export { ApiError, type CallInput, type Callable };

const TOKEN = 'haat.backOffice.token';

/** Kept for this tab only: a back-office session ends with the tab, and on the server by time. */
export const session = {
  token: (): string | null => sessionStorage.getItem(TOKEN),
  start: (token: string) => sessionStorage.setItem(TOKEN, token),
  end: () => sessionStorage.removeItem(TOKEN),
};

const client = createClient({
  token: session.token,
  onUnauthorized(route) {
    // A refused sign-in is a wrong password, not a lost session.
    if (route.path === adminLogin.path || route.path === sellerLogin.path) return;
    session.end();
    window.dispatchEvent(new Event('haat:signed-out'));
  },
  baseUrl: () => window.location.origin,
  omitEmptyQuery: true,
  messages: {
    unreachable: 'The server cannot be reached. Check the connection and try again.',
    unreadable: 'The server answered something that could not be read. Try again.',
    failed: (status) => `The server answered ${status}.`,
    sessionEnded: 'Your session has ended. Sign in again.',
  },
});

export const { call, callBlob, upload } = client;
