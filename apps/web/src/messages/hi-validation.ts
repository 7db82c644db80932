/**
 * The forms' own checks in Hindi: the contract's schema messages through the catalogue the API
 * answers Hindi pages with (@haat/contract/translations/hi), loaded with the schemas when a form
 * is first used.
 */
import { translateWith } from '@haat/contract/translations/catalogue';
import { hi } from '@haat/contract/translations/hi';

export function translateFormMessage(text: string): string {
  return translateWith(hi, text);
}
