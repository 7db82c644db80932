import { messages as shell } from './index';
import { catalogMessages } from './en-catalog';

/** The shell's sentences and the catalogue pages' (home, listing, product): `catalog`. */
export const messages = { ...shell, ...catalogMessages };
