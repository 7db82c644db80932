import { messages as shell } from './index';
import { offlineMessages } from './en-offline';

/** The shell's sentences and the offline shell's: `offline`. */
export const messages = { ...shell, ...offlineMessages };
