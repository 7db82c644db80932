import { messages as shell } from './index';
import { accountMessages } from './en-accounts';

/**
 * The shell's sentences and those of login, registration and the account: `auth`, `account`,
 * `pincodeLookup`.
 */
export const messages = { ...shell, ...accountMessages };
