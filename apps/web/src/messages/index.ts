import { shellMessages } from './en';

export type { ShellMessages } from './en';

/**
 * The shell's sentences, which every page shows: `import { messages as m } from '../messages'`.
 * A page's own sentences load with the page (the first download carries only these):
 * each area's module — `messages/catalog`, `messages/accounts`, `messages/seller`,
 * `messages/cart`, `messages/wishlist`, `messages/orders`, `messages/site-pages` — exports a
 * `messages` holding the shell's sentences and its own, read the same way (`m.catalog…`).
 * When Hindi arrives, each picks the catalogue for the chosen language.
 */
export const messages = shellMessages;
