import { messages as shell } from './index';
import { footerMessages } from './en-footer';

/** The shell's sentences and the footer's: `footer`, `subscribe` */
export const messages = { ...shell, ...footerMessages };
