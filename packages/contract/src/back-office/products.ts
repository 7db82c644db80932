// The back office's products: the list, one product with its colours × sizes and pictures, the
// form's body, a status change and one stock count set. A seller sees and changes only their own
// (another seller's is a 404). Money is rupees on the wire; the server keeps paise.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  DateTimeSchema,
  IdSchema,
  hindiName,
  hindiText,
  MoneySchema,
  SuccessSchema,
  optionalQuery,
  priceSchema,
  requiredName,
} from '../fields.ts';
import { isCountryCode } from '@haat/india';
import {
  BEST_BEFORE_DAYS_MAX,
  DECLARANT_KINDS,
  NET_QUANTITY_UNITS,
  WARRANTY_MONTHS_MAX,
} from '../declarations.ts';
import { GST_RATES, PRODUCT_CONDITIONS, PRODUCT_STATUSES, WEIGHT_UNITS } from '../product-rules.ts';
import { pageQuery, paged, searchText } from './lists.ts';

/** The stock column is a 32-bit integer; no shop counts more of one thing. */
export const STOCK_MAX = 1_000_000;

// ---- Products ----

export const ProductSortSchema = z.enum(['title', 'price', 'stock', 'updatedAt']);
export type ProductSort = z.infer<typeof ProductSortSchema>;

export const BackOfficeProductsQuerySchema = z.object({
  q: optionalQuery(searchText),
  status: optionalQuery(z.enum(PRODUCT_STATUSES)),
  categoryID: optionalQuery(IdSchema),
  /** The operator's filter; a seller always sees their own. */
  sellerID: optionalQuery(IdSchema),
  sort: optionalQuery(ProductSortSchema),
  dir: optionalQuery(z.enum(['asc', 'desc'])),
  ...pageQuery,
});
export type BackOfficeProductsQuery = z.infer<typeof BackOfficeProductsQuerySchema>;

export const BackOfficeProductRowSchema = z.object({
  productID: IdSchema,
  title: z.string(),
  sku: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  /** Listed on the storefront now: published and its seller approved. */
  listed: z.boolean(),
  brandName: z.string(),
  sellerID: IdSchema,
  shopName: z.string(),
  categoryName: z.string(),
  subCategoryName: z.string(),
  /** The lowest price over its sizes for a product with variants. */
  price: MoneySchema,
  mrp: MoneySchema,
  stock: z.number().int().min(0),
  variantCount: z.number().int().min(0),
  imageUrl: z.string().nullable(),
  updatedAt: DateTimeSchema,
});
export type BackOfficeProductRow = z.infer<typeof BackOfficeProductRowSchema>;

export const BackOfficeProductsAnswerSchema = paged(BackOfficeProductRowSchema);
export type BackOfficeProductsAnswer = z.infer<typeof BackOfficeProductsAnswerSchema>;

const StockInputSchema = z
  .number({ error: 'Enter a whole number of pieces.' })
  .int('Enter a whole number of pieces.')
  .min(0, 'Stock cannot be negative.')
  .max(STOCK_MAX, `Stock can be at most ${STOCK_MAX}.`);

export const SizeInputSchema = z
  .object({
    /** Sent back for a size that exists, so carts and orders keep pointing at it. */
    sizeID: IdSchema.optional(),
    size: requiredName(40),
    price: priceSchema('a price'),
    mrp: priceSchema('an MRP'),
    stock: StockInputSchema,
  })
  .refine((size) => size.price <= size.mrp, {
    path: ['price'],
    message: 'The price cannot be above the MRP.',
  });
export type SizeInput = z.infer<typeof SizeInputSchema>;

export const ColourInputSchema = z.object({
  colorID: IdSchema.optional(),
  colour: requiredName(40),
  /** The colour's name on the Hindi pages: '' clears it, absent leaves it (docs/decisions/hindi.md). */
  colourHi: hindiName(40).optional(),
  sizes: z
    .array(SizeInputSchema)
    .min(1, 'Add at least one size.')
    .max(30, 'At most 30 sizes.')
    .refine(
      (sizes) => new Set(sizes.map((size) => size.size.toLowerCase())).size === sizes.length,
      'Each size may appear once.',
    ),
});
export type ColourInput = z.infer<typeof ColourInputSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

/**
 * A product's declarations (Legal Metrology (Packaged Commodities) Rules 2011, rule 6(1)): each
 * may be left empty here; which are required depends on the category (packaged, perishable) and
 * the origin (imported), checked by `declarationProblems` (declarations.ts) with the category.
 */
export const DeclarationsBodySchema = z.object({
  originCountry: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => code === '' || isCountryCode(code), {
      message: 'Use a country code of ISO 3166-1 (IN, CN, DE…).',
    })
    .transform((code) => (code === '' ? null : code))
    .nullable()
    .default(null),
  genericName: optionalText(120),
  /** The generic name on the Hindi pages: '' clears it, absent leaves it. */
  genericNameHi: hindiName(120).optional(),
  netQuantity: z
    .number({ error: 'Give the net quantity as a number.' })
    .positive('Give a net quantity above 0.')
    .max(1_000_000)
    .nullable()
    .default(null),
  netQuantityUnit: z.enum(NET_QUANTITY_UNITS).nullable().default(null),
  declarantKind: z.enum(DECLARANT_KINDS).nullable().default(null),
  declarantName: optionalText(200),
  declarantAddress: optionalText(400),
  consumerCare: optionalText(200),
  bestBeforeDays: z
    .number()
    .int('Give whole days.')
    .min(1, 'Give at least 1 day.')
    .max(BEST_BEFORE_DAYS_MAX)
    .nullable()
    .default(null),
  warrantyMonths: z
    .number()
    .int('Give whole months.')
    .min(0, 'Give 0 for no warranty.')
    .max(WARRANTY_MONTHS_MAX)
    .nullable()
    .default(null),
});

export const ProductBodySchema = z
  .object({
    ...DeclarationsBodySchema.shape,
    title: requiredName(200),
    /** The title on the Hindi pages: '' clears it, absent leaves it (docs/decisions/hindi.md). */
    titleHi: hindiName(200).optional(),
    sku: z
      .string()
      .trim()
      .min(1, 'Required.')
      .max(64)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'Use letters, digits, . _ / -.'),
    brandID: IdSchema,
    condition: z.enum(PRODUCT_CONDITIONS),
    subCategoryID: IdSchema,
    /** HTML; scripts, event attributes and styles are removed when saved. */
    body: z.string().max(20_000, 'Use at most 20,000 characters.'),
    description: z.string().max(50_000, 'Use at most 50,000 characters.'),
    /** The description (HTML) on the Hindi pages: '' clears it, absent leaves it. */
    descriptionHi: hindiText(50_000).optional(),
    hsnCode: z
      .string()
      .trim()
      .regex(/^(\d{4}|\d{6}|\d{8})$/, 'Use a 4, 6 or 8 digit HSN code.'),
    gstRate: z.number().refine((rate) => (GST_RATES as readonly number[]).includes(rate), {
      message: `Use a GST rate of ${GST_RATES.join(', ')}%.`,
    }),
    weight: z.number().positive('Use a weight above 0.').max(100_000).nullable(),
    weightUnit: z.enum(WEIGHT_UNITS).nullable(),
    status: z.enum(PRODUCT_STATUSES),
    /** The operator chooses the seller; a seller's own products are always theirs. */
    sellerID: IdSchema.optional(),
    /** For a product without colours and sizes. */
    price: priceSchema('a price').optional(),
    mrp: priceSchema('an MRP').optional(),
    stock: StockInputSchema.optional(),
    /** Colours, each with its sizes; empty for a product without variants. */
    variants: z
      .array(ColourInputSchema)
      .max(20, 'At most 20 colours.')
      .refine(
        (colours) =>
          new Set(colours.map((colour) => colour.colour.toLowerCase())).size === colours.length,
        'Each colour may appear once.',
      ),
  })
  .superRefine((product, context) => {
    if ((product.weight === null) !== (product.weightUnit === null)) {
      context.addIssue({
        code: 'custom',
        path: ['weightUnit'],
        message: 'Give a weight with its unit, or neither.',
      });
    }
    if (product.variants.length > 0) return;
    for (const field of ['price', 'mrp', 'stock'] as const) {
      if (product[field] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: 'Required for a product without colours and sizes.',
        });
      }
    }
    if (product.price !== undefined && product.mrp !== undefined && product.price > product.mrp) {
      context.addIssue({
        code: 'custom',
        path: ['price'],
        message: 'The price cannot be above the MRP.',
      });
    }
  });
export type ProductBody = z.infer<typeof ProductBodySchema>;
export type ProductBodyInput = z.input<typeof ProductBodySchema>;

export const ProductPictureSchema = z.object({
  pictureID: IdSchema,
  url: z.string(),
  colorID: IdSchema.nullable(),
  order: z.number().int().min(0),
});
export type ProductPicture = z.infer<typeof ProductPictureSchema>;

export const BackOfficeProductSchema = z.object({
  productID: IdSchema,
  title: z.string(),
  /** '' when it has none. */
  titleHi: z.string(),
  sku: z.string(),
  brandID: IdSchema,
  condition: z.string(),
  mainCategoryID: IdSchema,
  categoryID: IdSchema,
  subCategoryID: IdSchema,
  body: z.string(),
  description: z.string(),
  /** '' when it has none. */
  descriptionHi: z.string(),
  hsnCode: z.string(),
  gstRate: z.number(),
  weight: z.number().nullable(),
  weightUnit: z.string().nullable(),
  originCountry: z.string().nullable(),
  genericName: z.string().nullable(),
  /** '' when it has none. */
  genericNameHi: z.string(),
  netQuantity: z.number().nullable(),
  netQuantityUnit: z.string().nullable(),
  declarantKind: z.string().nullable(),
  declarantName: z.string().nullable(),
  declarantAddress: z.string().nullable(),
  consumerCare: z.string().nullable(),
  bestBeforeDays: z.number().int().nullable(),
  warrantyMonths: z.number().int().nullable(),
  /** What its category asks: every declaration if packaged, a best-before if also perishable. */
  packaged: z.boolean(),
  perishable: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  listed: z.boolean(),
  sellerID: IdSchema,
  shopName: z.string(),
  price: MoneySchema.nullable(),
  mrp: MoneySchema.nullable(),
  stock: z.number().int().min(0),
  variants: z.array(
    z.object({
      colorID: IdSchema,
      colour: z.string(),
      /** '' when it has none. */
      colourHi: z.string(),
      sizes: z.array(
        z.object({
          sizeID: IdSchema,
          size: z.string(),
          price: MoneySchema,
          mrp: MoneySchema,
          stock: z.number().int().min(0),
        }),
      ),
    }),
  ),
  pictures: z.array(ProductPictureSchema),
  updatedAt: DateTimeSchema,
});
export type BackOfficeProduct = z.infer<typeof BackOfficeProductSchema>;

export const BackOfficeProductAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string().optional(),
  data: BackOfficeProductSchema,
});
export type BackOfficeProductAnswer = z.infer<typeof BackOfficeProductAnswerSchema>;

export const ProductParamsSchema = z.object({ productID: IdSchema });
export type ProductParams = z.infer<typeof ProductParamsSchema>;

export const ProductStatusBodySchema = z.object({ status: z.enum(PRODUCT_STATUSES) });
export type ProductStatusBody = z.infer<typeof ProductStatusBodySchema>;

// ---- Stock ----

/** A product with colours and sizes needs both ids; a product without them takes neither. */
export const AdminStockBodySchema = z
  .object({
    productID: IdSchema,
    colorID: IdSchema.optional(),
    sizeID: IdSchema.optional(),
    stock: z
      .number({ error: 'Enter a whole number of pieces.' })
      .int('Enter a whole number of pieces.')
      .min(0, 'Stock cannot be negative.')
      .max(STOCK_MAX, `Stock can be at most ${STOCK_MAX}.`),
  })
  .refine((body) => (body.colorID === undefined) === (body.sizeID === undefined), {
    path: ['sizeID'],
    message: 'Give both a colour and a size, or neither.',
  });
export type AdminStockBody = z.infer<typeof AdminStockBodySchema>;

export const AdminStockAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({
    productID: IdSchema,
    colorID: IdSchema.nullable(),
    sizeID: IdSchema.nullable(),
    previousStock: z.number().int().min(0),
    stock: z.number().int().min(0),
    /** The product's own count: the sum over its sizes for a product with variants. */
    productStock: z.number().int().min(0),
  }),
});
export type AdminStockAnswer = z.infer<typeof AdminStockAnswerSchema>;

export const productsBackOfficeEndpoints = {
  products: defineEndpoint({
    method: 'GET',
    path: '/admin/products',
    auth: 'backOffice',
    query: BackOfficeProductsQuerySchema,
    answer: BackOfficeProductsAnswerSchema,
  }),
  product: defineEndpoint({
    method: 'GET',
    path: '/admin/products/:productID',
    auth: 'backOffice',
    params: ProductParamsSchema,
    answer: BackOfficeProductAnswerSchema,
  }),
  productCreate: defineEndpoint({
    method: 'POST',
    path: '/admin/products',
    auth: 'backOffice',
    body: ProductBodySchema,
    answer: BackOfficeProductAnswerSchema,
  }),
  productUpdate: defineEndpoint({
    method: 'PUT',
    path: '/admin/products/:productID',
    auth: 'backOffice',
    params: ProductParamsSchema,
    body: ProductBodySchema,
    answer: BackOfficeProductAnswerSchema,
  }),
  productStatus: defineEndpoint({
    method: 'PUT',
    path: '/admin/products/:productID/status',
    auth: 'backOffice',
    params: ProductParamsSchema,
    body: ProductStatusBodySchema,
    answer: BackOfficeProductAnswerSchema,
  }),
  stock: defineEndpoint({
    method: 'PUT',
    path: '/admin/stock',
    auth: 'admin',
    body: AdminStockBodySchema,
    answer: AdminStockAnswerSchema,
  }),
} as const;
