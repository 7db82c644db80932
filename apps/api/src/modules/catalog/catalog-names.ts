// Catalogue names in the shopper's language (docs/decisions/hindi.md): the category tree and the
// brands keep an optional Hindi name beside the English one, and every public answer that shows
// one names it in the request's language, falling back to English where the row has none.
import type { LanguageCode } from '@haat/contract/constants';

export interface NamedRow {
  name: string;
  nameHi: string | null;
}

/** The row's name on a page in `language`: its Hindi name on a Hindi page when it has one. */
export function nameIn(language: LanguageCode, row: NamedRow): string {
  return language === 'hi' && row.nameHi ? row.nameHi : row.name;
}

/** A product's title (or description) on a page in `language`: its Hindi one when it has one. */
export function textIn(language: LanguageCode, english: string, hindi: string | null): string {
  return language === 'hi' && hindi ? hindi : english;
}
