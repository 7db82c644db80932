// A product's page: its detail with variants, sanitised HTML, reviews and matching products;
// and the demo list of variant products (docs/spec.md §7, no query).
import sanitizeHtml from 'sanitize-html';
import type {
  ColorVariant,
  DemoProduct,
  ProductCard,
  ProductDeclarations,
  ProductDetail,
  Review,
  SellerDetails,
  SellerPage,
} from '@haat/contract';
import { countryName } from '@haat/india';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@haat/contract/constants';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { calculateDiscountPercent, toWireRupees } from '../../lib/money.ts';
import { averageRating, loadProductCards } from './catalog.service.ts';
import { nameIn, textIn } from './catalog-names.ts';
import {
  selectDemoProducts,
  selectRelatedProductIds,
  selectReviews,
  selectProductWithTree,
  selectApprovedSellerBySlug,
  selectSellerRating,
  selectVariants,
  type SellerRating,
} from './product.repository.ts';

const REVIEWS_SHOWN = 20;
const RELATED_SHOWN = 8;
const DEMO_LIST_SIZE = 28;

/** The HTML a product page may carry: text structure only, no scripts, styles, frames or handlers. */
const PRODUCT_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'h3',
    'h4',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

export function sanitizeProductHtml(html: string): string {
  return sanitizeHtml(html, PRODUCT_HTML_POLICY);
}

type Variants = Awaited<ReturnType<typeof selectVariants>>;

/**
 * Each colour's pictures: its own first, then those uploaded for all colours (the back office's
 * default), so a colour without pictures of its own still shows the product. Colours are named in
 * `language` (their Hindi name on a Hindi page where they have one); sizes as the seller wrote them.
 */
function buildColorVariants(
  productId: string,
  variants: Variants,
  language: LanguageCode,
): ColorVariant[] {
  const forAllColors = variants.images.filter(
    (image) => image.productId === productId && image.colorId === null,
  );
  return variants.colors
    .filter((color) => color.productId === productId)
    .map((color) => ({
      colorID: color.id,
      name: nameIn(language, color),
      img: [...variants.images.filter((image) => image.colorId === color.id), ...forAllColors].map(
        (image) => ({ fileUrl: image.url }),
      ),
      sizeID: variants.sizes
        .filter((size) => size.colorId === color.id)
        .map((size) => ({
          sizeID: size.id,
          name: size.name,
          mrPrice: toWireRupees(size.mrpPaise),
          price: toWireRupees(size.salePaise),
          stock: size.stock,
          discountPercentage: calculateDiscountPercent(size.mrpPaise, size.salePaise),
        })),
    }));
}

export interface ProductPage {
  detail: ProductDetail;
  reviews: Review[];
  related: ProductCard[];
}

/**
 * The title, the description, the category tree's and the brand's names are in `language`
 * (catalog-names.ts); so are the related products' cards.
 */
export async function getProductPage(
  db: Database,
  productId: string,
  language: LanguageCode,
): Promise<ProductPage> {
  const row = await selectProductWithTree(db, productId);
  if (!row) throw notFound('Product');
  const { product } = row;
  const [variants, reviewRows, relatedIds, sellerRating] = await Promise.all([
    selectVariants(db, [product.id]),
    selectReviews(db, product.id, REVIEWS_SHOWN),
    selectRelatedProductIds(db, product, RELATED_SHOWN),
    sellerRatingOf(db, row.seller.id),
  ]);
  const related = relatedIds.length === 0 ? [] : await loadCardsInOrder(db, relatedIds, language);
  const colors = buildColorVariants(product.id, variants, language);
  // A flat product's pictures have no colour; a variant product opens on its first colour's.
  const images = product.hasVariants
    ? (colors[0]?.img ?? [])
    : variants.images
        .filter((image) => image.colorId === null)
        .map((image) => ({ fileUrl: image.url }));
  return {
    detail: {
      productID: product.id,
      title: textIn(language, product.title, product.titleHi),
      body: sanitizeProductHtml(product.bodyHtml),
      description: sanitizeProductHtml(
        textIn(language, product.descriptionHtml, product.descriptionHi),
      ),
      sku: product.sku,
      rating: averageRating(product.ratingSum, product.ratingCount),
      ratingCount: product.ratingCount,
      discount: calculateDiscountPercent(product.mrpPaise, product.salePaise),
      mrPrice: toWireRupees(product.mrpPaise),
      salePrice: toWireRupees(product.salePaise),
      weight: product.weight ?? 0,
      weightUnit: product.weightUnit ?? '',
      stock: product.stock,
      images,
      colorID: colors,
      wishlist: false,
      category: [{ _id: row.category.id, name: nameIn(language, row.category) }],
      subCategory: [{ _id: row.subCategory.id, name: nameIn(language, row.subCategory) }],
      brand: [{ _id: row.brand.id, name: nameIn(language, row.brand) }],
      condition: [{ name: product.condition }],
      mainCategory: [{ _id: row.mainCategory.id, name: nameIn(language, row.mainCategory) }],
      seller: { _id: row.seller.id, name: row.seller.name },
      declarations: declarationsOf(product, row.category, language),
      sellerDetails: sellerDetailsOf(row.seller, sellerRating),
    },
    reviews: reviewRows.map((review) => ({
      userID: { firstName: review.firstName, lastName: review.lastName },
      createdAt: review.createdAt.toISOString(),
      remark: review.remark,
      rating: review.rating,
    })),
    related,
  };
}

/**
 * A seller's rating changes only with a review; reading it sums every listed product's reviews of
 * the seller (index-only, ~12,000 index entries for a big seller at 100,000 products), so each
 * process keeps it for ten minutes instead of summing it for every product page it renders.
 */
const SELLER_RATING_TTL_MS = 10 * 60_000;
const SELLER_RATINGS_KEPT = 5_000;
type KeptRating = { at: number; value: Promise<SellerRating> };
/** Per database, so two apps in one process (tests) never read each other's. */
const sellerRatingsOf = new WeakMap<Database, Map<string, KeptRating>>();

function sellerRatingOf(db: Database, sellerId: string) {
  const sellerRatings = sellerRatingsOf.get(db) ?? new Map<string, KeptRating>();
  sellerRatingsOf.set(db, sellerRatings);
  const now = Date.now();
  const kept = sellerRatings.get(sellerId);
  if (kept && now - kept.at < SELLER_RATING_TTL_MS) return kept.value;
  if (sellerRatings.size >= SELLER_RATINGS_KEPT) sellerRatings.clear();
  const value = selectSellerRating(db, sellerId);
  sellerRatings.set(sellerId, { at: now, value });
  // A failed read is not kept.
  value.catch(() => sellerRatings.delete(sellerId));
  return value;
}

interface SellerFacts {
  id: string;
  slug: string;
  name: string;
  gstin: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  mobile: string;
}

/** The seller as a marketplace must name it (Consumer Protection (E-Commerce) Rules, rule 5(3)). */
function sellerDetailsOf(seller: SellerFacts, rating: SellerRating): SellerDetails {
  return {
    _id: seller.id,
    slug: seller.slug,
    businessName: seller.name,
    registered: seller.gstin.trim() !== '',
    gstin: seller.gstin.trim() || null,
    address: `${seller.address}, ${seller.city}, ${seller.state} ${seller.pincode}, ${seller.country}`,
    customerCare: `+91 ${seller.mobile}`,
    rating: averageRating(rating.ratingSum, rating.ratingCount),
    ratingCount: rating.ratingCount,
  };
}

/**
 * /seller/<slug>: an approved seller's details, since when it sells on Haat and how many products
 * it lists (docs/decisions/legal-declarations.md). Unknown, pending or suspended: 404.
 */
export async function getSellerPage(db: Database, slug: string): Promise<SellerPage> {
  const seller = await selectApprovedSellerBySlug(db, slug);
  if (!seller) throw notFound('Seller');
  const rating = await sellerRatingOf(db, seller.id);
  return {
    ...sellerDetailsOf(seller, rating),
    description: seller.description,
    since: seller.createdAt.toISOString(),
    productCount: rating.productCount,
  };
}

type ProductRow = NonNullable<Awaited<ReturnType<typeof selectProductWithTree>>>['product'];

/** The label's declarations as the page shows them: the country named in `language`. */
function declarationsOf(
  product: ProductRow,
  category: { packaged: boolean; perishable: boolean },
  language: LanguageCode,
): ProductDeclarations {
  const origin = product.originCountry;
  return {
    packaged: category.packaged,
    perishable: category.perishable,
    origin: origin
      ? { code: origin, name: countryName(origin, language === 'hi' ? 'hi' : 'en') }
      : null,
    genericName: product.genericName
      ? textIn(language, product.genericName, product.genericNameHi)
      : null,
    netQuantity:
      product.netQuantity !== null && product.netQuantityUnit
        ? { value: product.netQuantity, unit: product.netQuantityUnit }
        : null,
    declarant:
      product.declarantKind && product.declarantName && product.declarantAddress
        ? {
            kind: product.declarantKind,
            name: product.declarantName,
            address: product.declarantAddress,
          }
        : null,
    consumerCare: product.consumerCare,
    bestBeforeDays: product.bestBeforeDays,
    warrantyMonths: product.warrantyMonths,
  };
}

export async function loadCardsInOrder(
  db: Database,
  ids: string[],
  language: LanguageCode,
): Promise<ProductCard[]> {
  const cards = await loadProductCards(db, { productIds: ids }, undefined, ids.length, language);
  const order = new Map(ids.map((id, index) => [id, index]));
  return cards.sort((a, b) => (order.get(a.productID) ?? 0) - (order.get(b.productID) ?? 0));
}

export async function listDemoProducts(db: Database): Promise<DemoProduct[]> {
  const rows = await selectDemoProducts(db, DEMO_LIST_SIZE);
  const variants = await selectVariants(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    productID: row.id,
    title: row.title,
    // One answer for every language (its cache key has none): the English names.
    colorID: buildColorVariants(row.id, variants, DEFAULT_LANGUAGE),
  }));
}
