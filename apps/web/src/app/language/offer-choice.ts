// Which language to offer a shopper on this page (language-offer.tsx): loaded with the offer, once
// the page runs, not with the shell.
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGES,
  type Language,
  type LanguageCode,
} from '@haat/contract/constants';
import { CHOICE_COOKIE } from '../../lib/language';
import { messages as m } from '../../messages';

export function rememberedLanguage(cookie: string): LanguageCode | undefined {
  const value = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === CHOICE_COOKIE)?.[1];
  return isLanguageCode(value) ? value : undefined;
}

/**
 * The language to offer on this page, if any: the one the shopper chose before, else the first
 * the browser asks for that the shop speaks, when it is not this page's. Never a redirect:
 * crawlers and shared links land where they point.
 */
export function languageToOffer(
  remembered: LanguageCode | undefined,
  browserLanguages: readonly string[],
): Language | undefined {
  const wanted =
    remembered ??
    browserLanguages
      .map((tag) => tag.toLowerCase().split('-')[0])
      .find((code) => isLanguageCode(code)) ??
    DEFAULT_LANGUAGE;
  if (wanted === m.language.code) return undefined;
  return LANGUAGES.find((language) => language.code === wanted);
}
