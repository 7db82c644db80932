// The catalogue: the category tree, brands, products with colours, sizes and pictures, and the home page content.
// Owned by this module (docs/decisions/foundation.md): only it writes these tables; other
// modules read them through db/schema and write them by calling its index.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sellers } from '../sellers/sellers.schema.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const mainCategories = pgTable('main_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** The name on the Hindi pages (docs/decisions/hindi.md); null: the English name. */
  nameHi: text('name_hi'),
  imageUrl: text('image_url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    mainCategoryId: text('main_category_id')
      .notNull()
      .references(() => mainCategories.id),
    name: text('name').notNull(),
    /** The name on the Hindi pages (docs/decisions/hindi.md); null: the English name. */
    nameHi: text('name_hi'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** False for what cannot be sent back (innerwear, perishables): docs/decisions/returns.md. */
    returnable: boolean('returnable').notNull().default(true),
    /**
     * Its products are sold packed: each names the declarations of the Legal Metrology (Packaged
     * Commodities) Rules 2011, rule 6(1) (docs/decisions/legal-declarations.md).
     */
    packaged: boolean('packaged').notNull().default(false),
    /** Its packed products spoil: each gives a best-before (rule 6(1)). */
    perishable: boolean('perishable').notNull().default(false),
  },
  (t) => [index('categories_main_idx').on(t.mainCategoryId)],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    /** The name on the Hindi pages (docs/decisions/hindi.md); null: the English name. */
    nameHi: text('name_hi'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('sub_categories_category_idx').on(t.categoryId)],
);

/** Which categories the header mega-menu shows under a main category, in which box. */
export const menuEntries = pgTable(
  'menu_entries',
  {
    mainCategoryId: text('main_category_id')
      .notNull()
      .references(() => mainCategories.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    boxIndex: integer('box_index').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.mainCategoryId, t.categoryId] })],
);

export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The name on the Hindi pages, in Devanagari (देसी थ्रेड्स); null: the English name. */
  nameHi: text('name_hi'),
  logoUrl: text('logo_url').notNull(),
  isFeatured: boolean('is_featured').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    mainCategoryId: text('main_category_id')
      .notNull()
      .references(() => mainCategories.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: text('sub_category_id')
      .notNull()
      .references(() => subCategories.id),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    title: text('title').notNull(),
    /** The title on the Hindi pages (docs/decisions/hindi.md); null: the English title. */
    titleHi: text('title_hi'),
    /** Short HTML shown near the price; sanitised again on the way out. */
    bodyHtml: text('body_html').notNull(),
    descriptionHtml: text('description_html').notNull(),
    /** The description (HTML) on the Hindi pages; null: the English one. */
    descriptionHi: text('description_hi'),
    sku: text('sku').notNull().unique(),
    hsnCode: text('hsn_code').notNull(),
    gstRatePercent: integer('gst_rate_percent').notNull(),
    condition: text('condition').notNull().default('New'),
    /** For products without variants; a variant product takes its figures from product_sizes. */
    mrpPaise: integer('mrp_paise').notNull(),
    salePaise: integer('sale_paise').notNull(),
    stock: integer('stock').notNull().default(0),
    weight: doublePrecision('weight'),
    weightUnit: text('weight_unit'),
    hasVariants: boolean('has_variants').notNull().default(false),
    // The declarations (docs/decisions/legal-declarations.md; packages/contract declarations.ts):
    // required of a packaged category's products, each null when not given.
    /** ISO 3166-1 alpha-2 (IN, CN, DE); the origin filter reads it. */
    originCountry: text('origin_country'),
    genericName: text('generic_name'),
    /** The generic name on the Hindi pages; null: the English one. */
    genericNameHi: text('generic_name_hi'),
    netQuantity: doublePrecision('net_quantity'),
    netQuantityUnit: text('net_quantity_unit'),
    declarantKind: text('declarant_kind', { enum: ['manufacturer', 'packer', 'importer'] }),
    declarantName: text('declarant_name'),
    declarantAddress: text('declarant_address'),
    consumerCare: text('consumer_care'),
    bestBeforeDays: integer('best_before_days'),
    /** Months of warranty; 0: none; null: not stated. */
    warrantyMonths: integer('warranty_months'),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * Listed on the storefront (searchable, orderable): status 'published' and the seller approved.
     * Kept by every write of the status or the seller's standing, so listings filter one column.
     */
    isPublished: boolean('is_published').notNull().default(true),
    /** The back office's state of the product; only 'published' can be listed. */
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('published'),
    /** Brand, category and Hinglish words a shopper may type, kept for search. */
    searchKeywords: text('search_keywords').notNull().default(''),
    /**
     * Title (and the Hindi title) weighs more than brand, category and synonyms: a title match
     * ranks first. The Hindi title's words are kept as splitSearchWords reads a typed word:
     * without nukta and zero-width joiners (docs/decisions/search-languages.md).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', coalesce(title, '') || ' ' || translate(coalesce(title_hi, ''), U&'\\093C\\200C\\200D', '')), 'A') || setweight(to_tsvector('simple', coalesce(search_keywords, '')), 'B')`,
      ),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_search_idx').using('gin', t.searchVector),
    // A one-word suggestion's candidates: the most reviewed published matches (search.repository.ts).
    index('products_popularity_idx')
      .on(t.ratingCount.desc(), t.id)
      .where(sql`${t.isPublished}`),
    // A scope's products in the listing's default order (and whether a category, brand or seller
    // has any product at all, published or not, for the back office).
    index('products_main_category_idx').on(t.mainCategoryId, t.id),
    index('products_category_idx').on(t.categoryId, t.id),
    index('products_sub_category_idx').on(t.subCategoryId, t.id),
    // A product page's related products: its sub-category's most reviewed, read in that order
    // until there are enough (product.repository.ts), instead of sorting the whole sub-category.
    index('products_sub_category_popularity_idx')
      .on(t.subCategoryId, t.ratingCount.desc(), t.id)
      .where(sql`${t.isPublished}`),
    index('products_brand_idx').on(t.brandId, t.id),
    index('products_seller_idx').on(t.sellerId, t.id),
    // A seller's rating on a product page: its listed products' review sums, index-only.
    index('products_seller_rating_idx')
      .on(t.sellerId, t.ratingSum, t.ratingCount)
      .where(sql`${t.isPublished}`),
    index('products_sale_idx').on(t.salePaise),
    // A scope's published products by price: the price sorts, and a price range read as a range
    // (docs/decisions/catalogue.md "A million products").
    index('products_main_price_idx')
      .on(t.mainCategoryId, t.salePaise, t.id)
      .where(sql`${t.isPublished}`),
    index('products_category_price_idx')
      .on(t.categoryId, t.salePaise, t.id)
      .where(sql`${t.isPublished}`),
    index('products_sub_category_price_idx')
      .on(t.subCategoryId, t.salePaise, t.id)
      .where(sql`${t.isPublished}`),
    index('products_brand_price_idx')
      .on(t.brandId, t.salePaise, t.id)
      .where(sql`${t.isPublished}`),
    index('products_seller_price_idx')
      .on(t.sellerId, t.salePaise, t.id)
      .where(sql`${t.isPublished}`),
    index('products_price_idx')
      .on(t.salePaise, t.id)
      .where(sql`${t.isPublished}`),
    // The facets of a listing not scoped to a category (a brand's, a seller's, every product's):
    // read in (brand, sub-category) order, two narrow columns, instead of every facet column.
    index('products_brand_sub_category_idx')
      .on(t.brandId, t.subCategoryId, t.originCountry)
      .where(sql`${t.isPublished}`),
    // A listing's facets (count, brands, sub-categories) in one index-only scan: every column a
    // listing filters or groups on, published products only.
    index('products_facets_idx')
      .on(
        t.mainCategoryId,
        t.categoryId,
        t.subCategoryId,
        t.brandId,
        t.sellerId,
        t.salePaise,
        t.originCountry,
      )
      .where(sql`${t.isPublished}`),
    // The country-of-origin filter (rule 6(10A)): a country's products in the listing's default
    // order and by price, and the facet counts of a listing not scoped to a category.
    index('products_origin_idx')
      .on(t.originCountry, t.id)
      .where(sql`${t.isPublished}`),
    index('products_origin_price_idx')
      .on(t.originCountry, t.salePaise, t.id)
      .where(sql`${t.isPublished}`),
  ],
);

export const productColors = pgTable(
  'product_colors',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    /** The colour's name on the Hindi pages (काला, docs/decisions/hindi.md); null: the English name. */
    nameHi: text('name_hi'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_colors_product_idx').on(t.productId)],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    colorId: text('color_id')
      .notNull()
      .references(() => productColors.id),
    name: text('name').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    salePaise: integer('sale_paise').notNull(),
    stock: integer('stock').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('product_sizes_color_idx').on(t.colorId),
    index('product_sizes_product_idx').on(t.productId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** Null for a product without variants; otherwise the colour the picture shows. */
    colorId: text('color_id').references(() => productColors.id),
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sortOrder)],
);

/** Banners and collections of the home page (docs/spec.md §3 home nodes); each leads to a main category. */
export const homeBanners = pgTable('home_banners', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['banner', 'collection'] }).notNull(),
  title: text('title').notNull(),
  mainCategoryId: text('main_category_id')
    .notNull()
    .references(() => mainCategories.id),
  imageUrl: text('image_url').notNull(),
  /** The picture on the Hindi pages (its words in Hindi); null: the Hindi pages show `imageUrl`. */
  imageUrlHi: text('image_url_hi'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const offers = pgTable('offers', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  /** The title on the Hindi pages; null: they show `title`. */
  titleHi: text('title_hi'),
  /** An offer with a banner is shown under 'Top Products'. */
  bannerUrl: text('banner_url'),
  /** The banner on the Hindi pages; null: they show `bannerUrl`. */
  bannerUrlHi: text('banner_url_hi'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const offerCards = pgTable(
  'offer_cards',
  {
    id: text('id').primaryKey(),
    offerId: text('offer_id')
      .notNull()
      .references(() => offers.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The title, text and picture on the Hindi pages; null: they show the English ones. */
    titleHi: text('title_hi'),
    bodyHi: text('body_hi'),
    discountPercent: integer('discount_percent').notNull(),
    imageUrl: text('image_url').notNull(),
    imageUrlHi: text('image_url_hi'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('offer_cards_offer_idx').on(t.offerId)],
);

export const offerCardProducts = pgTable(
  'offer_card_products',
  {
    cardId: text('card_id')
      .notNull()
      .references(() => offerCards.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.productId] }),
    index('offer_card_products_product_idx').on(t.productId),
  ],
);
