// The back office's catalogue calls, for the operator and for approved sellers: who is
// signed in, products with their colours × sizes, the category tree, brands, sellers' standing and
// a seller's own shop profile. A seller sees and changes only their own products: another
// seller's is a 404. Money is rupees on the wire; the server keeps paise.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { LoginAnswerSchema, LoginBodySchema } from './auth.ts';
import {
  DateTimeSchema,
  EmailSchema,
  GivenPasswordSchema,
  IdSchema,
  MoneySchema,
  NewPasswordSchema,
  SuccessSchema,
  optionalQuery,
} from './fields.ts';
import {
  AdminOrderParamsSchema,
  AdminOrdersAnswerSchema,
  AdminOrdersQuerySchema,
  STOCK_MAX,
} from './admin.ts';
import { AdminOrderDetailAnswerSchema, pageQuery, paged, searchText } from './admin-operations.ts';
import { GST_RATES, PRODUCT_CONDITIONS, PRODUCT_STATUSES, WEIGHT_UNITS } from './product-rules.ts';
import {
  PictureAnswerSchema,
  PictureOrderAnswerSchema,
  PictureOrderBodySchema,
  PictureParamsSchema,
  PictureUploadParamsSchema,
  PictureUploadQuerySchema,
} from './pictures.ts';
import {
  CatalogExportAnswerSchema,
  CatalogImportAnswerSchema,
  CatalogImportQuerySchema,
} from './catalog-io.ts';
import { ShipmentAnswerSchema, ShipmentBodySchema } from './shipments.ts';

const name = (max: number) =>
  z.string().trim().min(1, 'Required.').max(max, `Use at most ${max} characters.`);

// ---- Who is signed in ----

export const BackOfficeRoleSchema = z.enum(['operator', 'seller']);
export type BackOfficeRole = z.infer<typeof BackOfficeRoleSchema>;

export const BackOfficeMeAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.object({
    role: BackOfficeRoleSchema,
    id: IdSchema,
    email: z.string(),
    /** The seller's shop; absent for the operator. */
    shopName: z.string().optional(),
  }),
});
export type BackOfficeMeAnswer = z.infer<typeof BackOfficeMeAnswerSchema>;

export const BackOfficePasswordBodySchema = z.object({
  currentPassword: GivenPasswordSchema,
  newPassword: NewPasswordSchema,
});
export type BackOfficePasswordBody = z.infer<typeof BackOfficePasswordBodySchema>;

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

const PriceSchema = MoneySchema.refine((rupees) => rupees > 0, 'Must be above ₹0.');
const StockInputSchema = z
  .number({ error: 'Enter a whole number of pieces.' })
  .int('Enter a whole number of pieces.')
  .min(0, 'Stock cannot be negative.')
  .max(STOCK_MAX, `Stock can be at most ${STOCK_MAX}.`);

export const SizeInputSchema = z
  .object({
    /** Sent back for a size that exists, so carts and orders keep pointing at it. */
    sizeID: IdSchema.optional(),
    size: name(40),
    price: PriceSchema,
    mrp: PriceSchema,
    stock: StockInputSchema,
  })
  .refine((size) => size.price <= size.mrp, {
    path: ['price'],
    message: 'The price cannot be above the MRP.',
  });
export type SizeInput = z.infer<typeof SizeInputSchema>;

export const ColourInputSchema = z.object({
  colorID: IdSchema.optional(),
  colour: name(40),
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

export const ProductBodySchema = z
  .object({
    title: name(200),
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
    price: PriceSchema.optional(),
    mrp: PriceSchema.optional(),
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
  sku: z.string(),
  brandID: IdSchema,
  condition: z.string(),
  mainCategoryID: IdSchema,
  categoryID: IdSchema,
  subCategoryID: IdSchema,
  body: z.string(),
  description: z.string(),
  hsnCode: z.string(),
  gstRate: z.number(),
  weight: z.number().nullable(),
  weightUnit: z.string().nullable(),
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

// ---- Categories and brands ----

export const CategoryLevelSchema = z.enum(['main', 'category', 'sub']);
export type CategoryLevel = z.infer<typeof CategoryLevelSchema>;

const CategoryNodeBase = z.object({
  id: IdSchema,
  name: z.string(),
  order: z.number().int(),
  productCount: z.number().int().min(0),
});
export const CategoryTreeSchema = z.array(
  CategoryNodeBase.extend({
    categories: z.array(CategoryNodeBase.extend({ subCategories: z.array(CategoryNodeBase) })),
  }),
);
export type CategoryTree = z.infer<typeof CategoryTreeSchema>;

export const CategoryTreeAnswerSchema = z.object({
  status: SuccessSchema,
  data: CategoryTreeSchema,
});
export type CategoryTreeAnswer = z.infer<typeof CategoryTreeAnswerSchema>;

export const CategoryCreateBodySchema = z
  .object({
    level: CategoryLevelSchema,
    /** The main category of a new category, the category of a new sub-category. */
    parentID: IdSchema.optional(),
    name: name(60),
  })
  .refine((body) => (body.level === 'main') === (body.parentID === undefined), {
    path: ['parentID'],
    message: 'A category needs its main category, a sub-category its category; a main one none.',
  });
export type CategoryCreateBody = z.infer<typeof CategoryCreateBodySchema>;

export const CategoryParamsSchema = z.object({ level: CategoryLevelSchema, categoryID: IdSchema });
export type CategoryParams = z.infer<typeof CategoryParamsSchema>;

export const CategoryUpdateBodySchema = z.object({
  name: name(60),
  /** Its place among its siblings, from 0. */
  order: z.number().int().min(0).max(10_000).optional(),
});
export type CategoryUpdateBody = z.infer<typeof CategoryUpdateBodySchema>;

export const CategorySavedAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({ level: CategoryLevelSchema, id: IdSchema, name: z.string() }),
});
export type CategorySavedAnswer = z.infer<typeof CategorySavedAnswerSchema>;

export const BrandsQuerySchema = z.object({ q: optionalQuery(searchText), ...pageQuery });
export type BrandsQuery = z.infer<typeof BrandsQuerySchema>;

export const BrandSchema = z.object({
  brandID: IdSchema,
  name: z.string(),
  logoUrl: z.string(),
  productCount: z.number().int().min(0),
});
export type Brand = z.infer<typeof BrandSchema>;

export const BrandsAnswerSchema = paged(BrandSchema);
export type BrandsAnswer = z.infer<typeof BrandsAnswerSchema>;

export const BrandBodySchema = z.object({ name: name(60) });
export type BrandBody = z.infer<typeof BrandBodySchema>;

export const BrandParamsSchema = z.object({ brandID: IdSchema });
export type BrandParams = z.infer<typeof BrandParamsSchema>;

export const BrandSavedAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: BrandSchema,
});
export type BrandSavedAnswer = z.infer<typeof BrandSavedAnswerSchema>;

// ---- Sellers ----

export const SellerStatusSchema = z.enum(['pending', 'approved', 'rejected', 'suspended']);
export type SellerStatus = z.infer<typeof SellerStatusSchema>;

export const SellersQuerySchema = z.object({
  q: optionalQuery(searchText),
  status: optionalQuery(SellerStatusSchema),
  ...pageQuery,
});
export type SellersQuery = z.infer<typeof SellersQuerySchema>;

export const SellerRowSchema = z.object({
  sellerID: IdSchema,
  shopName: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  city: z.string(),
  gstin: z.string(),
  status: SellerStatusSchema,
  productCount: z.number().int().min(0),
  createdAt: DateTimeSchema,
});
export type SellerRow = z.infer<typeof SellerRowSchema>;

export const SellersAnswerSchema = paged(SellerRowSchema);
export type SellersAnswer = z.infer<typeof SellersAnswerSchema>;

export const SellerStandingParamsSchema = z.object({ sellerID: IdSchema });

export const SellerStandingAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({ sellerID: IdSchema, shopName: z.string(), status: SellerStatusSchema }),
});
export type SellerStandingAnswer = z.infer<typeof SellerStandingAnswerSchema>;

export const SellerProfileSchema = z.object({
  sellerID: IdSchema,
  shopName: z.string(),
  description: z.string(),
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  gstin: z.string(),
  logoUrl: z.string().nullable(),
});
export type SellerProfile = z.infer<typeof SellerProfileSchema>;

export const SellerProfileAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string().optional(),
  data: SellerProfileSchema,
});
export type SellerProfileAnswer = z.infer<typeof SellerProfileAnswerSchema>;

/** What a seller may change of their shop themselves; name, GSTIN and address go through the operator. */
export const SellerProfileBodySchema = z.object({
  description: z.string().trim().max(1000, 'Use at most 1,000 characters.'),
  email: EmailSchema,
});
export type SellerProfileBody = z.infer<typeof SellerProfileBodySchema>;

// ---- A seller's orders ----

/** The operator's order filters, but always the seller's own orders. */
export const SellerOrdersQuerySchema = AdminOrdersQuerySchema.omit({ sellerID: true });
export type SellerOrdersQuery = z.infer<typeof SellerOrdersQuerySchema>;

/** The back office's catalogue calls, and a seller's own orders. */
export const backOfficeEndpoints = {
  sellerLogin: defineEndpoint({
    method: 'POST',
    path: '/seller/login',
    auth: 'public',
    body: LoginBodySchema,
    answer: LoginAnswerSchema,
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/admin/me',
    auth: 'backOffice',
    answer: BackOfficeMeAnswerSchema,
  }),
  password: defineEndpoint({
    method: 'PUT',
    path: '/admin/password',
    auth: 'backOffice',
    body: BackOfficePasswordBodySchema,
    answer: LoginAnswerSchema,
  }),
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
  pictureUpload: defineEndpoint({
    method: 'POST',
    path: '/admin/products/:productID/pictures',
    auth: 'backOffice',
    params: PictureUploadParamsSchema,
    query: PictureUploadQuerySchema,
    multipart: true,
    answer: PictureAnswerSchema,
  }),
  pictureOrder: defineEndpoint({
    method: 'PUT',
    path: '/admin/products/:productID/pictures/order',
    auth: 'backOffice',
    params: PictureUploadParamsSchema,
    body: PictureOrderBodySchema,
    answer: PictureOrderAnswerSchema,
  }),
  pictureDelete: defineEndpoint({
    method: 'DELETE',
    path: '/admin/products/:productID/pictures/:pictureID',
    auth: 'backOffice',
    params: PictureParamsSchema,
    answer: PictureOrderAnswerSchema,
  }),
  catalogImport: defineEndpoint({
    method: 'POST',
    path: '/admin/catalog/import',
    auth: 'backOffice',
    query: CatalogImportQuerySchema,
    multipart: true,
    answer: CatalogImportAnswerSchema,
  }),
  catalogExport: defineEndpoint({
    method: 'GET',
    path: '/admin/catalog/export',
    auth: 'backOffice',
    answer: CatalogExportAnswerSchema,
    produces: 'text/csv',
  }),
  categories: defineEndpoint({
    method: 'GET',
    path: '/admin/categories',
    auth: 'backOffice',
    answer: CategoryTreeAnswerSchema,
  }),
  categoryCreate: defineEndpoint({
    method: 'POST',
    path: '/admin/categories',
    auth: 'admin',
    body: CategoryCreateBodySchema,
    answer: CategorySavedAnswerSchema,
  }),
  categoryUpdate: defineEndpoint({
    method: 'PUT',
    path: '/admin/categories/:level/:categoryID',
    auth: 'admin',
    params: CategoryParamsSchema,
    body: CategoryUpdateBodySchema,
    answer: CategorySavedAnswerSchema,
  }),
  categoryDelete: defineEndpoint({
    method: 'DELETE',
    path: '/admin/categories/:level/:categoryID',
    auth: 'admin',
    params: CategoryParamsSchema,
    answer: CategorySavedAnswerSchema,
  }),
  brands: defineEndpoint({
    method: 'GET',
    path: '/admin/brands',
    auth: 'backOffice',
    query: BrandsQuerySchema,
    answer: BrandsAnswerSchema,
  }),
  brandCreate: defineEndpoint({
    method: 'POST',
    path: '/admin/brands',
    auth: 'admin',
    body: BrandBodySchema,
    answer: BrandSavedAnswerSchema,
  }),
  brandUpdate: defineEndpoint({
    method: 'PUT',
    path: '/admin/brands/:brandID',
    auth: 'admin',
    params: BrandParamsSchema,
    body: BrandBodySchema,
    answer: BrandSavedAnswerSchema,
  }),
  /** Refused (409) while any product is of the brand; a featured brand leaves the home page. */
  brandDelete: defineEndpoint({
    method: 'DELETE',
    path: '/admin/brands/:brandID',
    auth: 'admin',
    params: BrandParamsSchema,
    answer: BrandSavedAnswerSchema,
  }),
  sellers: defineEndpoint({
    method: 'GET',
    path: '/admin/sellers',
    auth: 'admin',
    query: SellersQuerySchema,
    answer: SellersAnswerSchema,
  }),
  sellerReject: defineEndpoint({
    method: 'POST',
    path: '/admin/sellers/:sellerID/reject',
    auth: 'admin',
    params: SellerStandingParamsSchema,
    answer: SellerStandingAnswerSchema,
  }),
  sellerSuspend: defineEndpoint({
    method: 'POST',
    path: '/admin/sellers/:sellerID/suspend',
    auth: 'admin',
    params: SellerStandingParamsSchema,
    answer: SellerStandingAnswerSchema,
  }),
  sellerReinstate: defineEndpoint({
    method: 'POST',
    path: '/admin/sellers/:sellerID/reinstate',
    auth: 'admin',
    params: SellerStandingParamsSchema,
    answer: SellerStandingAnswerSchema,
  }),
  /**
   * Orders holding the seller's lines. `payableAmount` is what the seller's lines come to; the
   * order's other lines and totals are the marketplace's.
   */
  sellerOrders: defineEndpoint({
    method: 'GET',
    path: '/seller/orders',
    auth: 'seller',
    query: SellerOrdersQuerySchema,
    answer: AdminOrdersAnswerSchema,
  }),
  /** One order with only the seller's lines; `amounts` are those lines' (no shipping, charges). */
  sellerOrder: defineEndpoint({
    method: 'GET',
    path: '/seller/orders/:orderID',
    auth: 'seller',
    params: AdminOrderParamsSchema,
    answer: AdminOrderDetailAnswerSchema,
  }),
  /**
   * The seller's shipment of the order moves one step (Packed, Shipped with the courier and
   * tracking number, Delivered); the order's own state follows its sellers'
   * (docs/decisions/orders.md).
   */
  sellerShipment: defineEndpoint({
    method: 'PUT',
    path: '/seller/orders/:orderID/shipment',
    auth: 'seller',
    params: AdminOrderParamsSchema,
    body: ShipmentBodySchema,
    answer: ShipmentAnswerSchema,
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: '/seller/profile',
    auth: 'seller',
    answer: SellerProfileAnswerSchema,
  }),
  profileUpdate: defineEndpoint({
    method: 'PUT',
    path: '/seller/profile',
    auth: 'seller',
    body: SellerProfileBodySchema,
    answer: SellerProfileAnswerSchema,
  }),
} as const;
