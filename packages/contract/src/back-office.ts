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
  NewPasswordSchema,
  SuccessSchema,
  optionalQuery,
} from './fields.ts';
import {
  AdminOrderParamsSchema,
  AdminOrdersAnswerSchema,
  AdminOrdersQuerySchema,
} from './admin.ts';
import { AdminOrderDetailAnswerSchema, pageQuery, paged, searchText } from './admin-operations.ts';
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
import { SELLER_STATUSES } from './back-office-constants.ts';
import {
  BackOfficeProductsQuerySchema,
  BackOfficeProductsAnswerSchema,
  ProductBodySchema,
  BackOfficeProductAnswerSchema,
  ProductParamsSchema,
  ProductStatusBodySchema,
} from './back-office-products.ts';
import {
  CategoryTreeAnswerSchema,
  CategoryCreateBodySchema,
  CategoryParamsSchema,
  CategoryUpdateBodySchema,
  CategorySavedAnswerSchema,
  BrandsQuerySchema,
  BrandsAnswerSchema,
  BrandBodySchema,
  BrandParamsSchema,
  BrandSavedAnswerSchema,
} from './back-office-categories.ts';

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

// ---- Sellers ----

export const SellerStatusSchema = z.enum(SELLER_STATUSES);
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
