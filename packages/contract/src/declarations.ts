// A product's declarations: what the Legal Metrology (Packaged Commodities) Rules 2011, rule 6(1)
// and 6(10), ask an e-commerce page to show of a packaged product, and the Consumer Protection
// (E-Commerce) Rules 2020 of every imported one (docs/decisions/legal-declarations.md).
// Plain values and one pure check, no zod: the back office's form, the server's save and the
// catalogue import all ask `declarationProblems`, so each refuses the same product the same way.
import { HOME_COUNTRY, isCountryCode } from '@haat/india';

// The forms list the countries from here (the back office does not depend on @haat/india).
export { COUNTRIES, HOME_COUNTRY, countryName, type Country } from '@haat/india';

/** How a net quantity is given (rule 6(1)(c) with the Legal Metrology units). */
export const NET_QUANTITY_UNITS = [
  'g',
  'kg',
  'mg',
  'ml',
  'l',
  'm',
  'cm',
  'mm',
  'piece',
  'pair',
  'set',
] as const;
export type NetQuantityUnit = (typeof NET_QUANTITY_UNITS)[number];

/** Whose name and address the label carries: the maker, the packer, or (imported goods) the importer. */
export const DECLARANT_KINDS = ['manufacturer', 'packer', 'importer'] as const;
export type DeclarantKind = (typeof DECLARANT_KINDS)[number];

/** At most this many months of warranty (20 years); 0 says there is none. */
export const WARRANTY_MONTHS_MAX = 240;
/** At most this many days to the best-before date (5 years). */
export const BEST_BEFORE_DAYS_MAX = 1_830;

/** The declarations as the forms and the import give them; null: not given. */
export interface Declarations {
  /** ISO 3166-1 alpha-2 (`@haat/india` COUNTRIES). */
  originCountry: string | null;
  genericName: string | null;
  genericNameHi?: string | null | undefined;
  netQuantity: number | null;
  netQuantityUnit: string | null;
  declarantKind: string | null;
  declarantName: string | null;
  declarantAddress: string | null;
  /** A telephone number or e-mail address for complaints about the product. */
  consumerCare: string | null;
  /** Days from packing to the best-before date; perishable categories only. */
  bestBeforeDays: number | null;
  /** Months of warranty; 0: none. Never required (docs/decisions/legal-declarations.md). */
  warrantyMonths: number | null;
}

/** What a category asks of its products: rule 6 declarations if packaged, a best-before if perishable. */
export interface CategoryMarks {
  packaged: boolean;
  perishable: boolean;
}

export const DECLARATION_FIELDS = [
  'originCountry',
  'genericName',
  'netQuantity',
  'netQuantityUnit',
  'declarantKind',
  'declarantName',
  'declarantAddress',
  'consumerCare',
  'bestBeforeDays',
  'warrantyMonths',
] as const;
export type DeclarationField = (typeof DECLARATION_FIELDS)[number];

const blank = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '';

/**
 * Each wrong or missing declaration with the sentence to show beside its field; empty when the
 * product may be saved. A packaged category's product names every rule 6(1) declaration; a
 * perishable one its best-before; an imported one (origin not India) its importer, packaged or not.
 */
export function declarationProblems(
  product: Declarations,
  category: CategoryMarks,
): Partial<Record<DeclarationField, string>> {
  const problems: Partial<Record<DeclarationField, string>> = {};
  const origin = product.originCountry?.trim().toUpperCase() ?? '';
  if (origin !== '' && !isCountryCode(origin)) {
    problems.originCountry = 'Use a country code of ISO 3166-1 (IN, CN, DE…).';
  }
  if (
    product.netQuantityUnit !== null &&
    !(NET_QUANTITY_UNITS as readonly string[]).includes(product.netQuantityUnit)
  ) {
    problems.netQuantityUnit = `Use one of ${NET_QUANTITY_UNITS.join(', ')}.`;
  }
  if (
    product.netQuantity !== null &&
    !(product.netQuantity > 0 && product.netQuantity <= 1_000_000)
  ) {
    problems.netQuantity = 'Give a net quantity above 0.';
  }
  if ((product.netQuantity === null) !== (product.netQuantityUnit === null)) {
    problems[product.netQuantity === null ? 'netQuantity' : 'netQuantityUnit'] =
      'Give the net quantity with its unit.';
  }
  if (
    product.declarantKind !== null &&
    !(DECLARANT_KINDS as readonly string[]).includes(product.declarantKind)
  ) {
    problems.declarantKind = `Use one of ${DECLARANT_KINDS.join(', ')}.`;
  }
  if (
    product.warrantyMonths !== null &&
    !(
      Number.isInteger(product.warrantyMonths) &&
      product.warrantyMonths >= 0 &&
      product.warrantyMonths <= WARRANTY_MONTHS_MAX
    )
  ) {
    problems.warrantyMonths = `Give whole months from 0 (no warranty) to ${WARRANTY_MONTHS_MAX}.`;
  }
  if (
    product.bestBeforeDays !== null &&
    !(
      Number.isInteger(product.bestBeforeDays) &&
      product.bestBeforeDays >= 1 &&
      product.bestBeforeDays <= BEST_BEFORE_DAYS_MAX
    )
  ) {
    problems.bestBeforeDays = `Give whole days from 1 to ${BEST_BEFORE_DAYS_MAX}.`;
  }

  const required = (field: DeclarationField, missing: boolean, message: string) => {
    if (missing && problems[field] === undefined) problems[field] = message;
  };
  if (category.packaged) {
    required(
      'originCountry',
      origin === '',
      'Required for a packaged product: the country of origin.',
    );
    required(
      'genericName',
      blank(product.genericName),
      'Required for a packaged product: the common or generic name.',
    );
    required(
      'netQuantity',
      product.netQuantity === null,
      'Required for a packaged product: the net quantity.',
    );
    required(
      'netQuantityUnit',
      blank(product.netQuantityUnit),
      'Required for a packaged product: the unit of the net quantity.',
    );
    required(
      'declarantKind',
      blank(product.declarantKind),
      'Required for a packaged product: manufacturer, packer or importer.',
    );
    required(
      'declarantName',
      blank(product.declarantName),
      'Required for a packaged product: the name of the manufacturer, packer or importer.',
    );
    required(
      'declarantAddress',
      blank(product.declarantAddress),
      'Required for a packaged product: the address of the manufacturer, packer or importer.',
    );
    required(
      'consumerCare',
      blank(product.consumerCare),
      'Required for a packaged product: a consumer-care telephone or e-mail.',
    );
  }
  if (category.packaged && category.perishable) {
    required(
      'bestBeforeDays',
      product.bestBeforeDays === null,
      'Required for a perishable product: the days to its best-before date.',
    );
  }
  if (origin !== '' && origin !== HOME_COUNTRY && problems.originCountry === undefined) {
    if (product.declarantKind !== 'importer') {
      problems.declarantKind ??= 'An imported product names its importer: choose importer.';
    }
    required(
      'declarantName',
      blank(product.declarantName),
      'An imported product names its importer.',
    );
    required(
      'declarantAddress',
      blank(product.declarantAddress),
      "An imported product gives its importer's address.",
    );
  }
  return problems;
}

/** The declarations with blanks as null and the country in capitals, as the database keeps them. */
export function normaliseDeclarations<T extends Declarations>(product: T): T {
  const text = (value: string | null | undefined) =>
    value === null || value === undefined || value.trim() === '' ? null : value.trim();
  return {
    ...product,
    originCountry: text(product.originCountry)?.toUpperCase() ?? null,
    genericName: text(product.genericName),
    ...(product.genericNameHi === undefined ? {} : { genericNameHi: text(product.genericNameHi) }),
    declarantKind: text(product.declarantKind),
    declarantName: text(product.declarantName),
    declarantAddress: text(product.declarantAddress),
    consumerCare: text(product.consumerCare),
    netQuantityUnit: text(product.netQuantityUnit),
  };
}
