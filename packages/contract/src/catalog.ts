// Catalogue calls of docs/spec.md §7: search, demo list, listing, product detail, categories, menus, home.
import { z } from 'zod';
import {
  LISTING_LIMIT_MAX,
  LISTING_PAGE_SIZE,
  NO_UPPER_PRICE,
  SEARCH_TEXT_MAX,
  SELLER_SLUG_MAX,
  SELLER_SLUG_PATTERN,
} from './constants.ts';
import {
  AverageRatingSchema,
  DateTimeSchema,
  FileRefSchema,
  IdSchema,
  MoneySchema,
  NamedRefSchema,
  PercentSchema,
  RatingSchema,
  SortOrderSchema,
  StockSchema,
  SuccessSchema,
  WeightSchema,
  optionalQuery,
  queryNumber,
} from './fields.ts';
import { defineEndpoint } from './endpoint.ts';

// ---- Search (GET /public/products?search=) ----

export const SearchQuerySchema = z.object({
  search: z.string().trim().min(1).max(SEARCH_TEXT_MAX),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** docs/spec.md §3 "Search hit": the ids make a type-7 listing path. */
export const SearchHitSchema = z.object({
  title: z.string(),
  mainCategoryID: IdSchema,
  categoryID: IdSchema,
  subCategoryID: IdSchema,
  brandID: IdSchema,
  productID: IdSchema,
  fileUrl: z.string(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.array(SearchHitSchema),
});
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;

// ---- Variants (demo list, product detail) ----

export const VariantSizeSchema = z.object({
  sizeID: IdSchema,
  name: z.string(),
  mrPrice: MoneySchema,
  price: MoneySchema,
  stock: StockSchema,
  discountPercentage: PercentSchema,
});
export type VariantSize = z.infer<typeof VariantSizeSchema>;

/** One colour of a product with its images and sizes (docs/spec.md §3 demo list / `colorID`). */
export const ColorVariantSchema = z.object({
  colorID: IdSchema,
  name: z.string(),
  img: z.array(FileRefSchema),
  sizeID: z.array(VariantSizeSchema),
});
export type ColorVariant = z.infer<typeof ColorVariantSchema>;

export const DemoProductSchema = z.object({
  productID: IdSchema,
  title: z.string(),
  colorID: z.array(ColorVariantSchema),
});
export type DemoProduct = z.infer<typeof DemoProductSchema>;

export const DemoProductsAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.array(DemoProductSchema),
});
export type DemoProductsAnswer = z.infer<typeof DemoProductsAnswerSchema>;

// ---- Listing (GET /public/products with filters) ----

/** docs/spec.md §3 "Product (list)", plus the default variant so a card can add to cart. */
export const ProductCardSchema = z.object({
  productID: IdSchema,
  title: z.string(),
  mrPrice: MoneySchema,
  salePrice: MoneySchema,
  discountPercentage: PercentSchema,
  fileUrl: z.string(),
  wishlist: z.boolean(),
  rating: AverageRatingSchema.optional(),
  /** Default colour when the product has variants; absent otherwise. */
  colorID: IdSchema.optional(),
  /** Default size when the product has variants; absent otherwise. */
  sizeID: IdSchema.optional(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

const queryId = optionalQuery(IdSchema);
/** A price filter in rupees: '10000+' sends NO_UPPER_PRICE (docs/spec.md §9), nothing above it. */
const queryRupees = optionalQuery(queryNumber().min(0).max(NO_UPPER_PRICE));

export const ListProductsQuerySchema = z.object({
  mainCategoryID: queryId,
  categoryID: queryId,
  subCategoryID: queryId,
  brandID: queryId,
  sellerID: queryId,
  cardID: queryId,
  offerID: queryId,
  productID: queryId,
  /**
   * Country of origin, ISO 3166-1 alpha-2 (IN, CN): the filter the Legal Metrology (Packaged
   * Commodities) Rules 2011, rule 6(10A), ask of imported goods (docs/decisions/legal-declarations.md).
   */
  origin: optionalQuery(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Use a country code of ISO 3166-1 (IN, CN, DE…).'),
  ),
  orderBy: optionalQuery(queryNumber<1 | -1>().pipe(SortOrderSchema)),
  /** Rupees. */
  minPrice: queryRupees,
  /** Rupees; NO_UPPER_PRICE stands for '10000+'. */
  maxPrice: queryRupees,
  limit: queryNumber().int().min(1).max(LISTING_LIMIT_MAX).default(LISTING_PAGE_SIZE),
});
export type ListProductsQuery = z.infer<typeof ListProductsQuerySchema>;
export type ListProductsQueryInput = z.input<typeof ListProductsQuerySchema>;

export const ListingAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.array(ProductCardSchema),
  /** How many products match the filters, regardless of `limit` ('N Items Found'). */
  total: z.number().int().min(0),
  mainCategory: z.object({ name: z.string(), fileUrl: z.string() }).nullable(),
  subCategories: z.array(NamedRefSchema),
  brands: z.array(NamedRefSchema),
  /**
   * Ours: the countries of origin of the listing's products under every other filter, each with
   * how many, in the order of their names in the page's language; products that state none are
   * not counted.
   */
  origins: z.array(
    z.object({ code: z.string(), name: z.string(), count: z.number().int().min(0) }),
  ),
  /** Ours: the seller a seller's listing (type 2) is of, for its heading; null otherwise. */
  seller: NamedRefSchema.nullable(),
});
export type ListingAnswer = z.infer<typeof ListingAnswerSchema>;

/**
 * Three calls share GET /public/products (docs/spec.md §7). The server registers one route and picks
 * the call by its query: `search` → search, no query at all → demo list, anything else → listing.
 * Our web client always sends `limit` on a listing so it is never read as the demo list.
 */
export function selectProductsCall(query: Record<string, unknown>): 'search' | 'demo' | 'list' {
  if (query.search !== undefined) return 'search';
  return Object.keys(query).length === 0 ? 'demo' : 'list';
}

// ---- Product detail (GET /public/product) ----

export const ProductQuerySchema = z.object({ productID: IdSchema });
export type ProductQuery = z.infer<typeof ProductQuerySchema>;

/** What a product's label declares; null: not stated (a category not sold packed may leave it). */
export const ProductDeclarationsSchema = z.object({
  /** Its category is sold packed: every declaration is stated. */
  packaged: z.boolean(),
  perishable: z.boolean(),
  /** ISO 3166-1 alpha-2 with its name in the page's language. */
  origin: z.object({ code: z.string(), name: z.string() }).nullable(),
  genericName: z.string().nullable(),
  netQuantity: z.object({ value: z.number(), unit: z.string() }).nullable(),
  /** Whose name and address the label carries. */
  declarant: z
    .object({
      kind: z.enum(['manufacturer', 'packer', 'importer']),
      name: z.string(),
      address: z.string(),
    })
    .nullable(),
  consumerCare: z.string().nullable(),
  bestBeforeDays: z.number().int().nullable(),
  /** 0: no warranty. */
  warrantyMonths: z.number().int().nullable(),
});
export type ProductDeclarations = z.infer<typeof ProductDeclarationsSchema>;

/** The seller as a marketplace must name it to the shopper before the purchase. */
export const SellerDetailsSchema = z.object({
  _id: IdSchema,
  /** Its storefront page: /seller/<slug>. */
  slug: z.string(),
  businessName: z.string(),
  /** Registered for GST: it has a GSTIN. */
  registered: z.boolean(),
  gstin: z.string().nullable(),
  address: z.string(),
  customerCare: z.string(),
  /** The average of its listed products' ratings; 0 with no rating yet. */
  rating: AverageRatingSchema,
  ratingCount: z.number().int().min(0),
});
export type SellerDetails = z.infer<typeof SellerDetailsSchema>;

export const ProductDetailSchema = z.object({
  productID: IdSchema,
  title: z.string(),
  /** HTML, sanitised by the server before it is stored. */
  body: z.string(),
  /** HTML, sanitised by the server before it is stored. */
  description: z.string(),
  sku: z.string(),
  rating: AverageRatingSchema,
  /** Ours: how many shoppers rated it, for the rating summary (`review` lists only the latest). */
  ratingCount: z.number().int().min(0),
  /** Discount in percent off the MRP. */
  discount: PercentSchema,
  mrPrice: MoneySchema,
  salePrice: MoneySchema,
  weight: WeightSchema,
  weightUnit: z.string(),
  stock: StockSchema,
  images: z.array(FileRefSchema),
  /** Colour variants; empty for a product without variants. */
  colorID: z.array(ColorVariantSchema),
  wishlist: z.boolean(),
  category: z.array(NamedRefSchema),
  subCategory: z.array(NamedRefSchema),
  brand: z.array(NamedRefSchema),
  condition: z.array(z.object({ name: z.string() })),
  /** Ours, for the breadcrumb. */
  mainCategory: z.array(NamedRefSchema),
  /** Ours, for the breadcrumb and the seller link. */
  seller: NamedRefSchema,
  /** Ours: the label's declarations (Legal Metrology (Packaged Commodities) Rules 2011, rule 6). */
  declarations: ProductDeclarationsSchema,
  /** Ours: who sells it (Consumer Protection (E-Commerce) Rules 2020, rule 5(3)(a)). */
  sellerDetails: SellerDetailsSchema,
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const ReviewSchema = z.object({
  userID: z.object({ firstName: z.string(), lastName: z.string() }),
  createdAt: DateTimeSchema,
  remark: z.string(),
  rating: RatingSchema,
});
export type Review = z.infer<typeof ReviewSchema>;

export const ProductAnswerSchema = z.object({
  status: SuccessSchema,
  data: ProductDetailSchema,
  review: z.array(ReviewSchema),
  relatedProducts: z.array(ProductCardSchema),
});
export type ProductAnswer = z.infer<typeof ProductAnswerSchema>;

// ---- A seller's page (GET /public/sellers/:slug) ----

export const SellerSlugParamsSchema = z.object({
  slug: z.string().trim().toLowerCase().max(SELLER_SLUG_MAX).regex(SELLER_SLUG_PATTERN),
});

/**
 * What a marketplace names of a seller (Consumer Protection (E-Commerce) Rules 2020, rule 5(3)(a)),
 * with how long it has sold on Haat and how many products it lists.
 */
export const SellerPageSchema = SellerDetailsSchema.extend({
  /** The seller's own words about the shop; may be empty. */
  description: z.string(),
  /** When the seller registered on Haat. */
  since: DateTimeSchema,
  /** Its published products: what the link to all of them lists. */
  productCount: z.number().int().min(0),
});
export type SellerPage = z.infer<typeof SellerPageSchema>;

export const SellerPageAnswerSchema = z.object({ status: SuccessSchema, data: SellerPageSchema });
export type SellerPageAnswer = z.infer<typeof SellerPageAnswerSchema>;

// ---- Categories and menus ----

/** docs/spec.md §3 "Category": main category → categories → sub-categories. */
export const CategorySchema = z.object({
  _id: IdSchema,
  name: z.string(),
  categories: z.array(
    z.object({ _id: IdSchema, name: z.string(), subsubCategories: z.array(NamedRefSchema) }),
  ),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoriesAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.array(CategorySchema),
});
export type CategoriesAnswer = z.infer<typeof CategoriesAnswerSchema>;

/** docs/spec.md §3 "Menu": one mega-menu column set per main category. */
export const MenuSchema = z.object({
  maincategories: NamedRefSchema,
  subMenus: z.array(
    z.object({
      boxData: z.array(
        z.object({ categoryDetails: NamedRefSchema, subCatDetails: z.array(NamedRefSchema) }),
      ),
    }),
  ),
});
export type Menu = z.infer<typeof MenuSchema>;

export const MenusAnswerSchema = z.object({ status: SuccessSchema, data: z.array(MenuSchema) });
export type MenusAnswer = z.infer<typeof MenusAnswerSchema>;

// ---- Home offer payload (GET /public/home/offer) ----

/** A banner or a collection tile; links to a type-0 listing of its main category. */
export const CategoryTileSchema = z.object({
  fileUrl: z.string(),
  mainCategoryID: IdSchema,
  category: z.object({ name: z.string() }),
});
export type CategoryTile = z.infer<typeof CategoryTileSchema>;

export const BrandTileSchema = z.object({
  brandID: IdSchema,
  fileUrl: z.string(),
  name: z.string(),
});
export type BrandTile = z.infer<typeof BrandTileSchema>;

export const SellerTileSchema = z.object({
  _id: IdSchema,
  shop: z.object({ name: z.string(), fileUrl: z.string() }),
});
export type SellerTile = z.infer<typeof SellerTileSchema>;

/** docs/spec.md §3 home `nodes`: each item's `title` says what its `value` list holds. */
export const HomeNodeSchema = z.discriminatedUnion('title', [
  z.object({ title: z.literal('banners'), value: z.array(CategoryTileSchema) }),
  z.object({ title: z.literal('collections'), value: z.array(CategoryTileSchema) }),
  z.object({ title: z.literal('brands'), value: z.array(BrandTileSchema) }),
  z.object({ title: z.literal('Sellers'), value: z.array(SellerTileSchema) }),
]);
export type HomeNode = z.infer<typeof HomeNodeSchema>;

export const OfferCardSchema = z.object({
  cardID: IdSchema,
  offerID: IdSchema,
  title: z.string(),
  body: z.string(),
  /** Discount in percent, shown on the card. */
  discount: PercentSchema,
  fileUrl: z.string(),
});
export type OfferCard = z.infer<typeof OfferCardSchema>;

export const HomeOfferSchema = z.object({ title: z.string(), value: z.array(OfferCardSchema) });
export type HomeOffer = z.infer<typeof HomeOfferSchema>;

/**
 * docs/spec.md §3 leaves `offerBanners` unshaped; the home page shows 'Top Products' from them.
 * Our choice: one entry per offer, with its banner and the products it covers as ready cards,
 * so the home page needs no second call. The banner links to a type-4 listing of the offer.
 */
export const OfferBannerSchema = z.object({
  offerID: IdSchema,
  title: z.string(),
  fileUrl: z.string(),
  products: z.array(ProductCardSchema),
});
export type OfferBanner = z.infer<typeof OfferBannerSchema>;

export const HomeOfferAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.object({
    nodes: z.array(HomeNodeSchema),
    offers: z.array(HomeOfferSchema),
    offerBanners: z.array(OfferBannerSchema),
  }),
});
export type HomeOfferAnswer = z.infer<typeof HomeOfferAnswerSchema>;

/**
 * The public catalogue (docs/spec.md §7). Three calls share GET /public/products; the query says
 * which one it is (selectProductsCall).
 */
export const catalogEndpoints = {
  searchProducts: defineEndpoint({
    method: 'GET',
    path: '/public/products',
    auth: 'public',
    query: SearchQuerySchema,
    answer: SearchAnswerSchema,
  }),
  demoProducts: defineEndpoint({
    method: 'GET',
    path: '/public/products',
    auth: 'public',
    answer: DemoProductsAnswerSchema,
  }),
  listProducts: defineEndpoint({
    method: 'GET',
    path: '/public/products',
    auth: 'public',
    query: ListProductsQuerySchema,
    answer: ListingAnswerSchema,
  }),
  product: defineEndpoint({
    method: 'GET',
    path: '/public/product',
    auth: 'public',
    query: ProductQuerySchema,
    answer: ProductAnswerSchema,
  }),
  /** A seller's page: an unknown slug, or a seller not approved, is 404. */
  sellerPage: defineEndpoint({
    method: 'GET',
    path: '/public/sellers/:slug',
    auth: 'public',
    params: SellerSlugParamsSchema,
    answer: SellerPageAnswerSchema,
  }),
  categories: defineEndpoint({
    method: 'GET',
    path: '/public/categories',
    auth: 'public',
    answer: CategoriesAnswerSchema,
  }),
  menus: defineEndpoint({
    method: 'GET',
    path: '/public/menus',
    auth: 'public',
    answer: MenusAnswerSchema,
  }),
  homeOffer: defineEndpoint({
    method: 'GET',
    path: '/public/home/offer',
    auth: 'public',
    answer: HomeOfferAnswerSchema,
  }),
} as const;
