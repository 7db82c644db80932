// The storefront's configured client (@haat/client): the storefront's token, its messages, a 401
// forgetting the token and Status 3 sending the browser home (docs/spec.md §7). Loaded with the
// first call (lib/api-client.ts), never part of a page's first download: no call is made before
// the page has hydrated.
import { createClient } from '@haat/client';
import { messages as m } from '../messages';
import { navigation } from './navigation';
import { pageLanguage } from './language';
import { clearToken, getToken } from './storage';

export const client = createClient({
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
