// The catalogues of the languages other than English, by language code (catalogue.ts).
import { translateWith, type Catalogue } from './catalogue.ts';
import { hi } from './hi.ts';

export type { Catalogue } from './catalogue.ts';
export { translateWith } from './catalogue.ts';

const CATALOGUES: Readonly<Record<string, Catalogue>> = { hi };

/** An English message of the API or a form in the language `code`; English when it has none. */
export function translateMessage(text: string, code: string): string {
  const catalogue = CATALOGUES[code];
  return catalogue ? translateWith(catalogue, text) : text;
}
