// The languages the storefront speaks (docs/decisions/hindi.md). The first is the default: its
// pages live at the root (/product/…), every other one's under its code (/hi/product/…), each
// rendered on the server from that language's message files (apps/web/src/messages/<code>*.ts).
// A third language is its translation files and one entry here.

interface LanguageEntry {
  /** ISO 639-1, and the path prefix of its pages (none for the default). */
  code: string;
  /** `<html lang>` and `hreflang`. */
  tag: string;
  /** Open Graph's form of the tag. */
  ogLocale: string;
  /** The language's name in itself, as the language switch shows it. */
  name: string;
  /** The offer to a shopper whose browser or earlier choice asks for it, in the language itself. */
  offer: string;
  /** The offer's button, in the language itself. */
  switchTo: string;
}

export const LANGUAGES = [
  {
    code: 'en',
    tag: 'en-IN',
    ogLocale: 'en_IN',
    name: 'English',
    offer: 'Haat is also in English.',
    switchTo: 'View in English',
  },
  {
    code: 'hi',
    tag: 'hi-IN',
    ogLocale: 'hi_IN',
    name: 'हिन्दी',
    offer: 'Haat अब हिन्दी में भी है।',
    switchTo: 'हिन्दी में देखें',
  },
] as const satisfies readonly LanguageEntry[];

export type Language = (typeof LANGUAGES)[number];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = LANGUAGES[0].code;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/** Where a language's pages start: '' for the default, '/hi' for Hindi. */
export function languagePrefix(code: LanguageCode): string {
  return code === DEFAULT_LANGUAGE ? '' : `/${code}`;
}

/** A language-free storefront path ('/product/p1', '/') in a language ('/hi/product/p1', '/hi'). */
export function pathInLanguage(code: LanguageCode, path: string): string {
  const prefix = languagePrefix(code);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The language a storefront path is in, and the path without its prefix. */
export function languageOfPath(pathname: string): { code: LanguageCode; path: string } {
  for (const language of LANGUAGES) {
    const prefix = languagePrefix(language.code);
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { code: language.code, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) {
      return { code: language.code, path: pathname.slice(prefix.length) };
    }
  }
  return { code: DEFAULT_LANGUAGE, path: pathname };
}
