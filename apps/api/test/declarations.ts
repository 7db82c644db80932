// A packaged product's declarations (docs/decisions/legal-declarations.md) as a test's product
// body and catalogue row give them: the demo's categories are packaged, so a product saved into
// one names them all.
export const DECLARED = {
  originCountry: 'IN',
  genericName: 'Handmade article',
  netQuantity: 1,
  netQuantityUnit: 'piece',
  declarantKind: 'manufacturer',
  declarantName: 'Joshi Handicrafts',
  declarantAddress: '12 Johari Bazaar, Jaipur, Rajasthan 302003, India',
  consumerCare: '+91 98290 12345, care@joshi.example',
  bestBeforeDays: null,
  warrantyMonths: 0,
} as const;

/** Without commas: a test may split its rows on them. */
export const DECLARED_CSV: Record<string, string> = {
  origin_country: 'IN',
  generic_name: 'Handmade article',
  net_quantity: '1',
  net_quantity_unit: 'piece',
  declarant_kind: 'manufacturer',
  declarant_name: 'Joshi Handicrafts',
  declarant_address: '12 Johari Bazaar Jaipur Rajasthan 302003 India',
  consumer_care: '+91 98290 12345',
  warranty_months: '0',
};
