import { messages as shell } from './index';
import { sitePageMessages } from './en-site-pages';

export type { FaqItem, ProsePage, ProseSection } from './en-site-pages';

/**
 * The shell's sentences and the site's own pages': `contact`, `terms`, `returnsPolicy`, `privacy`,
 * `faq`.
 */
export const messages = { ...shell, ...sitePageMessages };
