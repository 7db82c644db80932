import { en, type Messages } from './en';

export type { Messages, ProsePage, ProseSection, FaqItem } from './en';

/**
 * The catalogue the app reads: `import { messages as m } from '../messages'`.
 * When Hindi arrives, this picks the catalogue for the chosen language.
 */
export const messages: Messages = en;
