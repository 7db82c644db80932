// The whole database in one file: drizzle's PostgreSQL dialect, used on PGlite and PostgreSQL alike.
// Money is integer paise everywhere (docs/decisions.md); ids are text so the wire never sees numbers
// that a client could guess in sequence.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- catalog

export const mainCategories = pgTable('main_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
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
    sortOrder: integer('sort_order').notNull().default(0),
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
  logoUrl: text('logo_url').notNull(),
  isFeatured: boolean('is_featured').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const sellers = pgTable('sellers', {
  id: text('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull().unique(),
  mobile: text('mobile').notNull().unique(),
  shopName: text('shop_name').notNull(),
  /** Lower-cased shop name: two shops may not differ only by letter case. */
  shopNameKey: text('shop_name_key').notNull().unique(),
  description: text('description').notNull().default(''),
  address: text('address').notNull(),
  pincode: text('pincode').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull().default('India'),
  gstin: text('gstin').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  logoUrl: text('logo_url'),
  isFeatured: boolean('is_featured').notNull().default(false),
  createdAt: createdAt(),
});

/** Where a seller delivers: the longest matching pin-code prefix wins (a prefix of 6 is one pin). */
export const serviceAreas = pgTable(
  'service_areas',
  {
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    pincodePrefix: text('pincode_prefix').notNull(),
    prepaid: boolean('prepaid').notNull(),
    cod: boolean('cod').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.pincodePrefix] })],
);

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
    /** Short HTML shown near the price; sanitised again on the way out. */
    bodyHtml: text('body_html').notNull(),
    descriptionHtml: text('description_html').notNull(),
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
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    /** Brand, category and Hinglish words a shopper may type, kept for search. */
    searchKeywords: text('search_keywords').notNull().default(''),
    /** Title weighs more than brand, category and synonyms (ARCHITECTURE.md: Data). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(search_keywords, '')), 'B')`,
      ),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_search_idx').using('gin', t.searchVector),
    index('products_main_category_idx').on(t.mainCategoryId, t.salePaise),
    index('products_category_idx').on(t.categoryId, t.salePaise),
    index('products_sub_category_idx').on(t.subCategoryId, t.salePaise),
    index('products_brand_idx').on(t.brandId, t.salePaise),
    index('products_seller_idx').on(t.sellerId, t.salePaise),
    index('products_sale_idx').on(t.salePaise),
    // A listing's facets (count, brands, sub-categories) in one index-only scan: every column a
    // listing filters or groups on, published products only (issue 7).
    index('products_facets_idx')
      .on(t.mainCategoryId, t.categoryId, t.subCategoryId, t.brandId, t.sellerId, t.salePaise)
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

/**
 * Every word of every product's search vector, so a misspelt word can be corrected by trigram
 * similarity against a small table instead of the whole catalog (bounded work per keystroke).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

// ---------------------------------------------------------------- home page

/** Banners and collections of the home page (docs/spec.md §3 home nodes); each leads to a main category. */
export const homeBanners = pgTable('home_banners', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['banner', 'collection'] }).notNull(),
  title: text('title').notNull(),
  mainCategoryId: text('main_category_id')
    .notNull()
    .references(() => mainCategories.id),
  imageUrl: text('image_url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const offers = pgTable('offers', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  /** An offer with a banner is shown under 'Top Products'. */
  bannerUrl: text('banner_url'),
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
    discountPercent: integer('discount_percent').notNull(),
    imageUrl: text('image_url').notNull(),
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

// ---------------------------------------------------------------- India Post directory

export const pincodes = pgTable('pincodes', {
  pincode: text('pincode').primaryKey(),
  district: text('district').notNull(),
  state: text('state').notNull(),
  /** GST state code (two digits) of `state`, used to choose IGST or CGST + SGST. */
  stateCode: text('state_code').notNull(),
  country: text('country').notNull().default('India'),
});

// ---------------------------------------------------------------- people

export const customers = pgTable('customers', {
  id: text('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Stored lower-cased; login compares lower-cased. */
  email: text('email').notNull().unique(),
  mobile: text('mobile').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** Bumped by logout and password change: a token carrying an older version is refused. */
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const admins = pgTable('admins', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: createdAt(),
});

export const otps = pgTable(
  'otps',
  {
    id: text('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose', { enum: ['register'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otps_mobile_idx').on(t.mobile, t.purpose, t.createdAt)],
);

/** Fixed-window counters for rate limits that must hold across several API processes. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartsAt: timestamp('window_starts_at', { withTimezone: true }).notNull(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    alternateMobile: text('alternate_mobile').notNull().default(''),
    pincode: text('pincode').notNull(),
    landmark: text('landmark').notNull().default(''),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);

// ---------------------------------------------------------------- cart and wishlist

/** One per customer; `version` changes with every cart change and keys order idempotency. */
export const carts = pgTable('carts', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** '0' when the product has no variants (docs/spec.md §3). */
    colorId: text('color_id').notNull().default('0'),
    sizeId: text('size_id').notNull().default('0'),
    pieces: integer('pieces').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId, t.colorId, t.sizeId] })],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

// ---------------------------------------------------------------- coupons

export const coupons = pgTable('coupons', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: ['flat', 'percent'] }).notNull(),
  /** Paise for a flat coupon, whole percent for a percent coupon. */
  value: integer('value').notNull(),
  maxDiscountPaise: integer('max_discount_paise'),
  minOrderPaise: integer('min_order_paise').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  maxUsesTotal: integer('max_uses_total'),
  maxUsesPerCustomer: integer('max_uses_per_customer').notNull().default(1),
  usedCount: integer('used_count').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- orders

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    trackingId: text('tracking_id').notNull().unique(),
    paymentType: text('payment_type', { enum: ['cod', 'prepaid'] }).notNull(),
    paymentStatus: text('payment_status', { enum: ['pending', 'paid', 'failed', 'cod'] }).notNull(),
    /** docs/spec.md §4: 1 active, -1 cancelled, 4 complete (delivered). */
    status: integer('status').notNull().default(1),
    shippingStatus: text('shipping_status', {
      enum: ['Placed', 'Packed', 'Shipped', 'Out for delivery', 'Delivered', 'Cancelled'],
    })
      .notNull()
      .default('Placed'),
    /** The address as it was when the order was placed; later edits do not change an order. */
    shippingAddress: jsonb('shipping_address').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    platformPaise: integer('platform_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    payablePaise: integer('payable_paise').notNull(),
    couponId: text('coupon_id').references(() => coupons.id),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentProvider: text('payment_provider'),
    paymentReference: text('payment_reference'),
    /** Where the shopper pays (the gateway page); a resubmitted checkout answers the same URL. */
    paymentUrl: text('payment_url'),
    /** An unpaid online order releases its stock after this moment. */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    refundDuePaise: integer('refund_due_paise').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_idx').on(t.customerId, t.idempotencyKey),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    colorId: text('color_id').notNull().default('0'),
    sizeId: text('size_id').notNull().default('0'),
    title: text('title').notNull(),
    colorName: text('color_name'),
    sizeName: text('size_name'),
    imageUrl: text('image_url').notNull(),
    hsnCode: text('hsn_code').notNull(),
    gstRatePercent: integer('gst_rate_percent').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    pieces: integer('pieces').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    weight: doublePrecision('weight'),
    weightUnit: text('weight_unit'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** The shipping timeline: one row per state an order entered, who moved it and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    state: text('state').notNull(),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: text('id').primaryKey(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id)
      .unique(),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_customer_idx').on(t.couponId, t.customerId)],
);

export const paymentEvents = pgTable('payment_events', {
  /** The provider's event id; a replayed webhook finds its id taken and changes nothing. */
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  orderId: text('order_id').references(() => orders.id),
  payload: jsonb('payload').notNull(),
  receivedAt: createdAt(),
});

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => customers.id),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    orderLineId: text('order_line_id')
      .notNull()
      .references(() => orderLines.id)
      .unique(),
    rating: integer('rating').notNull(),
    remark: text('remark').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_product_idx').on(t.productId, t.createdAt)],
);

/** Invoice numbers run per seller and financial year (e.g. S1/2026-27/0001). */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.financialYear] })],
);

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    number: text('number').notNull().unique(),
    /** Relative to DATA_DIR; chosen by the server, never by a client. */
    filePath: text('file_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invoices_order_seller_idx').on(t.orderId, t.sellerId)],
);

// ---------------------------------------------------------------- site

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const subscribers = pgTable('subscribers', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
