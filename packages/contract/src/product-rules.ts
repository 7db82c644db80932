// What a product may be, as the back office and the catalogue import both check it.
// Plain values, no zod: the admin app's forms and the server's CSV reader share them.

/** India's GST slabs in percent (0 for exempt goods; 3 for gold and silver; 40 for sin goods). */
export const GST_RATES = [0, 3, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

/** What the storefront's condition filter offers. */
export const PRODUCT_CONDITIONS = ['New', 'Refurbished', 'Used'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

/** Only a published product is listed, searchable and orderable. */
export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** How a product's quantity is given: grams, kilograms, millilitres, litres, or pieces. */
export const WEIGHT_UNITS = ['g', 'kg', 'ml', 'L', 'pcs'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
