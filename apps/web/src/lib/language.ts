// The page's language and the ways to the shop's other languages (docs/decisions/hindi.md). Each
// language is its own build of the storefront (apps/web/vite-language.ts): this page's language is
// the one its messages are written in, its paths carry that language's prefix (React Router's
// basename), and a path to another language's page is a plain address (another build answers it).
import {
  languageOfPath,
  LANGUAGES,
  pathInLanguage,
  type Language,
  type LanguageCode,
} from '@haat/contract/constants';
import { messages as m } from '../messages';

export const pageLanguage: Language =
  LANGUAGES.find((language) => language.code === m.language.code) ?? LANGUAGES[0];

/** A language-free path ('/cart') as this page's language addresses it ('/hi/cart' in Hindi). */
export function localPath(path: string): string {
  return pathInLanguage(m.language.code, path);
}

/** The cookie that remembers the shopper's choice, for a year. */
export const CHOICE_COOKIE = 'haat_lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguage(code: LanguageCode): void {
  document.cookie = `${CHOICE_COOKIE}=${code}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/** This page's address in another language: the same path and query under its prefix. */
export function addressIn(code: LanguageCode, location: { pathname: string; search: string }) {
  return `${pathInLanguage(code, location.pathname)}${location.search}`;
}

/** A pathname the server was asked for ('/hi/products/…'), without this page's language prefix. */
export function languageFreePath(pathname: string): string {
  return languageOfPath(pathname).path;
}
