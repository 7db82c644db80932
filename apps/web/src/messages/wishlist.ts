import { messages as shell } from './index';
import { wishlistMessages } from './en-wishlist';

/** The shell's sentences and the wishlist's: `wishlist`. */
export const messages = { ...shell, ...wishlistMessages };
