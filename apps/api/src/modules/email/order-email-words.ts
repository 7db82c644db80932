// The order e-mails' words in the language an order was placed in: one set per language the shop
// speaks (order-email-words-en.ts, order-email-words-hi.ts), the structure shared.
import type { LanguageCode } from '@haat/contract/constants';
import { orderEmailWordsEn, type OrderEmailWords } from './order-email-words-en.ts';
import { orderEmailWordsHi } from './order-email-words-hi.ts';

export type { OrderEmailWords } from './order-email-words-en.ts';

const WORDS: Record<LanguageCode, OrderEmailWords> = {
  en: orderEmailWordsEn,
  hi: orderEmailWordsHi,
};

/** The order e-mails' words in a language. */
export function orderEmailWordsIn(language: LanguageCode): OrderEmailWords {
  return WORDS[language];
}
