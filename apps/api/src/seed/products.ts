// Builds one demo product — title, HTML, prices in paise, variants, stock, images, keywords — from
// its number alone, so product n comes out the same in a 360- and a 100,000-product catalogue.
import type { productColors, productImages, productSizes, products } from '../db/schema/index.ts';
import { COLOUR_HEX } from './catalog-data.ts';
import type { GstRule, PackOption, SizeOption } from './catalog-data.ts';
import { MediaPool, slugify } from './media.ts';
import { DEMO_SEED, createRandom } from './random.ts';
import type { Random } from './random.ts';
import { escapeXml as escapeHtml } from '../lib/xml.ts';
import { BRAND_NAMES_HI, colourNameHi } from './catalog-data-hi.ts';
import { productDescriptionHi, productTitleHi } from './product-titles-hi.ts';
import { mixHex, productSvg } from './svg.ts';
import { productDeclarations } from './declarations.ts';
import {
  brandId,
  categoryId,
  mainCategoryId,
  placeOfProduct,
  sellerId,
  subCategoryId,
} from './taxonomy.ts';
import type { SubCategoryPlace } from './taxonomy.ts';

export type ProductRow = typeof products.$inferInsert;
export type ColourRow = typeof productColors.$inferInsert;
export type SizeRow = typeof productSizes.$inferInsert;
export type ImageRow = typeof productImages.$inferInsert;

export interface GeneratedProduct {
  readonly product: ProductRow & { mrpPaise: number; salePaise: number; stock: number };
  readonly colours: readonly ColourRow[];
  readonly sizes: readonly (SizeRow & { mrpPaise: number; salePaise: number; stock: number })[];
  readonly images: readonly ImageRow[];
  readonly place: SubCategoryPlace;
  /** Whole percent off MRP, the same for every size of a variant product. */
  readonly discountPercent: number;
}

const MAX_DISCOUNT_PERCENT = 60;
const OUT_OF_STOCK_SHARE = 0.05;
const RATED_SHARE = 0.45;

export function productIdOf(productNumber: number): string {
  return `p_${String(productNumber).padStart(6, '0')}`;
}

/** Prices people are used to seeing: ₹49, ₹349, ₹1,299, ₹12,999. */
export function charmPriceRupees(rupees: number): number {
  if (rupees < 100) return Math.max(9, Math.round(rupees / 10) * 10 - 1);
  if (rupees < 1000) return Math.round(rupees / 10) * 10 - 1;
  if (rupees < 10_000) return Math.round(rupees / 100) * 100 - 1;
  return Math.round(rupees / 1000) * 1000 - 1;
}

/** MRP for a sale price at a discount: a round figure, never below the sale price, never past 60% off. */
export function mrpForRupees(saleRupees: number, discountPercent: number): number {
  if (discountPercent <= 0) return saleRupees;
  const step = saleRupees >= 1000 ? 100 : 10;
  let mrp = Math.ceil(saleRupees / (1 - discountPercent / 100) / step) * step - 1;
  while (mrp > saleRupees && (mrp - saleRupees) * 100 > MAX_DISCOUNT_PERCENT * mrp) mrp -= step;
  return Math.max(mrp, saleRupees);
}

export function discountPercentOf(mrpPaise: number, salePaise: number): number {
  return mrpPaise <= 0 ? 0 : Math.floor(((mrpPaise - salePaise) * 100) / mrpPaise);
}

/** Garments, footwear and made-up textiles: 5% up to ₹1,000 a piece, 12% above (GST notification 1/2017). */
export function gstRateFor(rule: GstRule, salePaise: number): number {
  if (rule !== 'textile') return rule;
  return salePaise <= 100_000 ? 5 : 12;
}

function hsnFor(place: SubCategoryPlace, item: string): string {
  const overrides = place.sub.hsnFor ?? {};
  for (const [word, hsn] of Object.entries(overrides)) if (item.includes(word)) return hsn;
  return place.sub.hsn;
}

/** Log-uniform, so cheap items are as common as dear ones across a wide range. */
function basePriceRupees(random: Random, [low, high]: readonly [number, number]): number {
  return Math.exp(Math.log(low) + random.next() * (Math.log(high) - Math.log(low)));
}

function pickDiscount(random: Random): number {
  if (random.chance(0.15)) return 0;
  return random.integer(5, MAX_DISCOUNT_PERCENT);
}

function keywordsFor(place: SubCategoryPlace, brandName: string, extra: readonly string[]): string {
  const words = [
    brandName,
    place.main.name,
    place.category.name,
    place.sub.name,
    ...place.sub.keywords,
    ...extra,
  ];
  return [...new Set(words.map((word) => word.toLowerCase().replace(/&/g, 'and').trim()))].join(
    ' ',
  );
}

function bodyHtml(title: string, features: readonly string[], random: Random): string {
  const chosen = random.sample(features, 3);
  return `<p>${escapeHtml(title)}.</p><ul>${chosen.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('')}</ul>`;
}

function descriptionHtml(
  place: SubCategoryPlace,
  title: string,
  brandName: string,
  shopName: string,
  city: string,
): string {
  const features = place.sub.features.map(
    (feature) => feature.charAt(0).toLowerCase() + feature.slice(1),
  );
  const highlights = features.slice(0, 3).join('; ');
  return [
    '<h3>About this product</h3>',
    `<p>${escapeHtml(title)} from ${escapeHtml(brandName)}, listed under ${escapeHtml(place.sub.name)}. Highlights: ${escapeHtml(highlights)}.</p>`,
    '<h3>Care and use</h3>',
    `<p>${escapeHtml(place.category.care)}</p>`,
    `<p>Sold and shipped by ${escapeHtml(shopName)}, ${escapeHtml(city)}. Easy 15-day returns; GST invoice included.</p>`,
  ].join('');
}

function rating(random: Random): { ratingSum: number; ratingCount: number } {
  if (!random.chance(RATED_SHARE)) return { ratingSum: 0, ratingCount: 0 };
  const ratingCount = random.integer(1, 400);
  const average = 3.4 + random.next() * 1.4;
  return { ratingSum: Math.round(average * ratingCount), ratingCount };
}

/** One picture per sub-category × colour × view for variants; per sub-category × brand × view otherwise. */
function variantImageUrl(
  media: MediaPool,
  place: SubCategoryPlace,
  colour: string,
  view: number,
): string {
  const from = COLOUR_HEX[colour] ?? place.main.colours[0];
  return media.use(`products/${slugify(place.sub.key)}-${slugify(colour)}-${view}.svg`, () =>
    productSvg({
      label: place.sub.short,
      caption: colour,
      from,
      to: mixHex(from, place.main.colours[1], 0.5),
      shape: place.sub.shape,
      view,
    }),
  );
}

function flatImageUrl(
  media: MediaPool,
  place: SubCategoryPlace,
  brandName: string,
  brandColour: string,
  view: number,
): string {
  return media.use(`products/${slugify(place.sub.key)}-${slugify(brandName)}-${view}.svg`, () =>
    productSvg({
      label: place.sub.short,
      caption: brandName,
      from: brandColour,
      to: place.main.colours[1],
      shape: place.sub.shape,
      view,
    }),
  );
}

/** Builds product number `productNumber` (1-based). */
export function generateProduct(productNumber: number, media: MediaPool): GeneratedProduct {
  const random = createRandom(DEMO_SEED).fork(`product:${productNumber}`);
  const place = placeOfProduct(productNumber);
  const id = productIdOf(productNumber);
  const brand = random.pick(place.brands);
  const seller = random.pick(place.sellerDraw);
  const item = random.pick(place.sub.items);
  const discountPercent = pickDiscount(random);
  const base = basePriceRupees(random, place.sub.priceRupees);
  const { ratingSum, ratingCount } = rating(random);
  const isOutOfStock = random.chance(OUT_OF_STOCK_SHARE);
  const brandHi = BRAND_NAMES_HI[brand.key] ?? brand.name;
  /** The Hindi title and description, when the item has a Hindi name (product-titles-hi.ts). */
  const inHindi = (titleHi: string | null) =>
    titleHi === null
      ? { titleHi: null, descriptionHi: null }
      : {
          titleHi,
          descriptionHi: productDescriptionHi(titleHi, brandHi, seller.shopName, seller.city),
        };
  const sku = `${brand.key.replace(/_/g, '').slice(0, 3).toUpperCase()}-${place.sub.key.replace(/_/g, '').slice(0, 4).toUpperCase()}-${id.slice(2)}`;
  const common = {
    id,
    sellerId: sellerId(seller),
    mainCategoryId: mainCategoryId(place.main),
    categoryId: categoryId(place.category),
    subCategoryId: subCategoryId(place.sub),
    brandId: brandId(brand),
    hsnCode: hsnFor(place, item),
    sku,
    condition: 'New',
    ratingSum,
    ratingCount,
    isPublished: true,
  };

  if (place.sub.stock.kind === 'flat') {
    const pack: PackOption = random.pick(place.sub.stock.packs);
    const title =
      pack.label === '' ? `${brand.name} ${item}` : `${brand.name} ${item} ${pack.label}`;
    const saleRupees = charmPriceRupees(base * pack.priceFactor);
    const salePaise = saleRupees * 100;
    const mrpPaise = mrpForRupees(saleRupees, discountPercent) * 100;
    const imageCount = random.integer(1, 3);
    const images: ImageRow[] = [];
    for (let view = 1; view <= imageCount; view += 1) {
      images.push({
        id: `img_${id.slice(2)}_${view}`,
        productId: id,
        colorId: null,
        url: flatImageUrl(media, place, brand.name, brand.colour, view),
        sortOrder: view - 1,
      });
    }
    return {
      place,
      discountPercent: discountPercentOf(mrpPaise, salePaise),
      colours: [],
      sizes: [],
      images,
      product: {
        ...common,
        title,
        ...inHindi(productTitleHi(brandHi, item, pack.label)),
        bodyHtml: bodyHtml(title, place.sub.features, random),
        descriptionHtml: descriptionHtml(place, title, brand.name, seller.shopName, seller.city),
        gstRatePercent: gstRateFor(place.sub.gst, salePaise),
        mrpPaise,
        salePaise,
        stock: isOutOfStock ? 0 : random.integer(3, 300),
        weight: pack.weight,
        weightUnit: pack.unit,
        ...productDeclarations(productNumber, place, seller, pack),
        hasVariants: false,
        searchKeywords: keywordsFor(place, brand.name, pack.label === '' ? [] : [pack.label]),
      },
    };
  }

  const { colours: palette, sizes: sizeOptions, minSizes } = place.sub.stock;
  const title = `${brand.name} ${item}`;
  const colourNames = random.sample(palette, random.integer(1, Math.min(4, palette.length)));
  const sizeCount = random.integer(Math.min(minSizes, sizeOptions.length), sizeOptions.length);
  const firstSize = random.integer(0, sizeOptions.length - sizeCount);
  const chosenSizes: readonly SizeOption[] = sizeOptions.slice(firstSize, firstSize + sizeCount);
  const colours: ColourRow[] = [];
  const sizes: GeneratedProduct['sizes'][number][] = [];
  const images: ImageRow[] = [];
  colourNames.forEach((name, colourIndex) => {
    const colourId = `c_${id.slice(2)}_${colourIndex + 1}`;
    colours.push({
      id: colourId,
      productId: id,
      name,
      nameHi: colourNameHi(name),
      sortOrder: colourIndex,
    });
    chosenSizes.forEach((size, sizeIndex) => {
      const saleRupees = charmPriceRupees(base * size.priceFactor);
      sizes.push({
        id: `s_${id.slice(2)}_${colourIndex + 1}_${sizeIndex + 1}`,
        productId: id,
        colorId: colourId,
        name: size.name,
        salePaise: saleRupees * 100,
        mrpPaise: mrpForRupees(saleRupees, discountPercent) * 100,
        stock: isOutOfStock || random.chance(0.1) ? 0 : random.integer(1, 40),
        sortOrder: sizeIndex,
      });
    });
    const imageCount = random.integer(1, 3);
    for (let view = 1; view <= imageCount; view += 1) {
      images.push({
        id: `img_${id.slice(2)}_${colourIndex + 1}_${view}`,
        productId: id,
        colorId: colourId,
        url: variantImageUrl(media, place, name, view),
        sortOrder: view - 1,
      });
    }
  });
  // The product row carries the cheapest size, so listings can sort and filter by price.
  const cheapest = sizes.reduce((best, size) => (size.salePaise < best.salePaise ? size : best));
  return {
    place,
    discountPercent: discountPercentOf(cheapest.mrpPaise, cheapest.salePaise),
    colours,
    sizes,
    images,
    product: {
      ...common,
      title,
      ...inHindi(productTitleHi(brandHi, item)),
      bodyHtml: bodyHtml(title, place.sub.features, random),
      descriptionHtml: descriptionHtml(place, title, brand.name, seller.shopName, seller.city),
      gstRatePercent: gstRateFor(place.sub.gst, cheapest.salePaise),
      mrpPaise: cheapest.mrpPaise,
      salePaise: cheapest.salePaise,
      stock: sizes.reduce((total, size) => total + size.stock, 0),
      weight: null,
      weightUnit: null,
      ...productDeclarations(productNumber, place, seller, null),
      hasVariants: true,
      searchKeywords: keywordsFor(place, brand.name, colourNames),
    },
  };
}
