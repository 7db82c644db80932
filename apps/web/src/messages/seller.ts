import { messages as shell } from './index';
import { accountMessages } from './en-accounts';
import { sellerMessages } from './en-seller';

/**
 * The shell's sentences, the accounts area's (the seller form reuses its field labels and the
 * pin-code lookup's) and the seller page's own: `sellerForm`, `sellerTerms`.
 */
export const messages = { ...shell, ...accountMessages, ...sellerMessages };
