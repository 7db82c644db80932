// Rows for the fixed part of the catalogue: category tree, brands, sellers and where each
// seller delivers.
import { makeGstin } from '@haat/india';
import { sellerSlugOf } from '@haat/contract/constants';
import type {
  brands,
  categories,
  mainCategories,
  sellers,
  serviceAreas,
  subCategories,
} from '../db/schema/index.ts';
import { logoSvg } from '../modules/catalog/index.ts';
import { MAIN_CATEGORIES } from './catalog-data.ts';
import { BRAND_NAMES_HI, categoryNameHi } from './catalog-data-hi.ts';
import { categoryMarks } from './declarations.ts';
import { MediaPool } from './media.ts';
import {
  BLOCKED_PREFIXES,
  BRANDS,
  POSTAL_ZONES,
  PREPAID_ONLY_PREFIXES,
  SELLERS,
  estimateDeliveryDays,
} from './people-data.ts';
import type { PostalZone, SellerSeed } from './people-data.ts';
import type { PincodeEntry } from './pincodes.ts';
import { mainCategoryImageUrl } from './storefront.ts';
import { brandId, categoryId, mainCategoryId, sellerId, subCategoryId } from './taxonomy.ts';

type MainCategoryRow = typeof mainCategories.$inferInsert;
type CategoryRow = typeof categories.$inferInsert;
type SubCategoryRow = typeof subCategories.$inferInsert;
type BrandRow = typeof brands.$inferInsert;
type SellerRow = typeof sellers.$inferInsert;
type ServiceAreaRow = typeof serviceAreas.$inferInsert;

export interface CategoryTreeRows {
  readonly mainCategories: MainCategoryRow[];
  readonly categories: CategoryRow[];
  readonly subCategories: SubCategoryRow[];
}

export function buildCategoryTree(media: MediaPool): CategoryTreeRows {
  const rows: CategoryTreeRows = { mainCategories: [], categories: [], subCategories: [] };
  MAIN_CATEGORIES.forEach((main, mainIndex) => {
    rows.mainCategories.push({
      id: mainCategoryId(main),
      name: main.name,
      nameHi: categoryNameHi(main.key),
      imageUrl: mainCategoryImageUrl(media, main),
      sortOrder: mainIndex,
    });
    main.categories.forEach((category, categoryIndex) => {
      rows.categories.push({
        id: categoryId(category),
        mainCategoryId: mainCategoryId(main),
        name: category.name,
        nameHi: categoryNameHi(category.key),
        sortOrder: categoryIndex,
        ...categoryMarks(category.key),
      });
      category.subs.forEach((sub, subIndex) => {
        rows.subCategories.push({
          id: subCategoryId(sub),
          categoryId: categoryId(category),
          name: sub.name,
          nameHi: categoryNameHi(sub.key),
          sortOrder: subIndex,
        });
      });
    });
  });
  return rows;
}

export function buildBrands(media: MediaPool): BrandRow[] {
  return BRANDS.map((brand, index) => ({
    id: brandId(brand),
    name: brand.name,
    nameHi: BRAND_NAMES_HI[brand.key] ?? null,
    logoUrl: media.use(`brands/${brand.key}.svg`, () => logoSvg(brand.name, brand.colour, false)),
    isFeatured: brand.isFeatured,
    sortOrder: index,
  }));
}

const SELLER_COLOURS = [
  '#7b1e2b',
  '#127a7a',
  '#5f6b2e',
  '#1d2d5c',
  '#b5521b',
  '#a0617a',
  '#2f5d3a',
  '#6b4226',
  '#2747b0',
  '#9e3b26',
];

/**
 * Seller rows. Each seller's pin code must be in the directory and lie in the state the seller
 * names, and its GSTIN starts with that state's GST code — as a real registration would.
 */
export function buildSellers(
  media: MediaPool,
  directory: ReadonlyMap<string, PincodeEntry>,
  passwordHash: string,
): SellerRow[] {
  return SELLERS.map((seller, index) => {
    const place = directory.get(seller.pincode);
    if (place === undefined)
      throw new Error(
        `Seller ${seller.shopName}: pin code ${seller.pincode} is not in the directory`,
      );
    if (place.state !== seller.state) {
      throw new Error(
        `Seller ${seller.shopName}: pin code ${seller.pincode} is in ${place.state}, not ${seller.state}`,
      );
    }
    return {
      id: sellerId(seller),
      firstName: seller.firstName,
      lastName: seller.lastName,
      email: seller.email,
      mobile: seller.mobile,
      shopName: seller.shopName,
      shopNameKey: seller.shopName.toLowerCase(),
      slug: sellerSlugOf(seller.shopName, seller.key),
      description: seller.description,
      address: seller.address,
      pincode: seller.pincode,
      city: seller.city,
      state: place.state,
      country: 'India',
      gstin: makeGstin(place.stateCode, seller.pan),
      passwordHash,
      status: 'approved',
      logoUrl: media.use(`sellers/${seller.key}.svg`, () =>
        logoSvg(seller.shopName, SELLER_COLOURS[index % SELLER_COLOURS.length] ?? '#7b1e2b', true),
      ),
      isFeatured: seller.isFeatured,
    };
  });
}

function zoneOf(seller: SellerSeed): PostalZone {
  const zone = POSTAL_ZONES.find((candidate) => seller.pincode.startsWith(candidate));
  if (zone === undefined)
    throw new Error(`Seller ${seller.shopName} has a pin code outside zones 1–8`);
  return zone;
}

/**
 * Where each seller delivers; the longest matching prefix decides (schema.ts service_areas):
 * - India-wide sellers: zones '1'–'8', prepaid and COD, 2–7 days by distance;
 * - '19' (Jammu, Kashmir, Ladakh) and '79' (North-East but Assam): prepaid only, slower;
 * - '744' (Andaman and Nicobar) and '68255' (Lakshadweep): a row with neither prepaid nor COD,
 *   which blocks the islands although zones 7 and 6 cover them — no seller ships there;
 * - a seller with `shipsOnlyTo` lists its own state's prefixes and nothing else.
 */
export function buildServiceAreas(): ServiceAreaRow[] {
  const rows: ServiceAreaRow[] = [];
  for (const seller of SELLERS) {
    const id = sellerId(seller);
    if (seller.shipsOnlyTo !== null) {
      for (const prefix of seller.shipsOnlyTo)
        rows.push({
          sellerId: id,
          pincodePrefix: prefix,
          prepaid: true,
          cod: true,
          deliveryDays: 2,
        });
      continue;
    }
    const home = zoneOf(seller);
    for (const zone of POSTAL_ZONES) {
      rows.push({
        sellerId: id,
        pincodePrefix: zone,
        prepaid: true,
        cod: true,
        deliveryDays: estimateDeliveryDays(home, zone),
      });
    }
    for (const prefix of PREPAID_ONLY_PREFIXES) {
      const zone = POSTAL_ZONES.find((candidate) => prefix.startsWith(candidate)) ?? home;
      rows.push({
        sellerId: id,
        pincodePrefix: prefix,
        prepaid: true,
        cod: false,
        deliveryDays: Math.min(9, estimateDeliveryDays(home, zone) + 2),
      });
    }
    for (const prefix of BLOCKED_PREFIXES) {
      rows.push({
        sellerId: id,
        pincodePrefix: prefix,
        prepaid: false,
        cod: false,
        deliveryDays: 0,
      });
    }
  }
  return rows;
}
