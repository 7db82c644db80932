// The demo shop's Legal Metrology declarations (docs/decisions/legal-declarations.md): which
// categories are sold packed and which spoil, and each packed product's country of origin, generic
// name, net quantity, the one named on the label (the seller packs what is made in India; an
// imported product names its seller as importer), consumer care, best-before and warranty.
// Drawn from a stream of their own (`declarations:<n>`), so the products themselves stay as they were.
import type { DeclarantKind, Declarations } from '@haat/contract';
import { categoryNameHi } from './catalog-data-hi.ts';
import type { PackOption } from './catalog-data.ts';
import type { SellerSeed } from './people-data.ts';
import { DEMO_SEED, createRandom } from './random.ts';

/** Handmade idols are sold loose, not pre-packed: not a packaged commodity. */
const LOOSE_CATEGORIES = new Set(['idols']);
/** Food spoils: its packs carry a best-before (rule 6(1)). */
const PERISHABLE_CATEGORIES = new Set(['staples', 'oils_ghee', 'spices', 'snacks_beverages']);

export function categoryMarks(categoryKey: string): { packaged: boolean; perishable: boolean } {
  return {
    packaged: !LOOSE_CATEGORIES.has(categoryKey),
    perishable: PERISHABLE_CATEGORIES.has(categoryKey),
  };
}

/** Days to the best-before date by category. */
const BEST_BEFORE_DAYS: Readonly<Record<string, number>> = {
  staples: 180,
  oils_ghee: 270,
  spices: 365,
  snacks_beverages: 120,
};

/**
 * Where imported goods come from, by sub-category: [country, share]. Phones, earbuds and pen drives
 * mostly from China, some headphones from Japan, kettles and pressure cookers now and then from
 * Germany, a share of deodorants from France; the rest is made in India.
 */
const IMPORTS: Readonly<Record<string, ReadonlyArray<readonly [string, number]>>> = {
  smartphones: [
    ['CN', 0.5],
    ['KR', 0.1],
  ],
  power_banks: [['CN', 0.6]],
  wireless_earbuds: [
    ['CN', 0.5],
    ['JP', 0.1],
  ],
  bluetooth_speakers: [['CN', 0.4]],
  headphones: [
    ['JP', 0.3],
    ['CN', 0.3],
  ],
  keyboards_mice: [['CN', 0.5]],
  pen_drives: [
    ['CN', 0.4],
    ['TW', 0.2],
  ],
  electric_kettles: [
    ['DE', 0.25],
    ['CN', 0.25],
  ],
  mixer_grinders: [['DE', 0.15]],
  pressure_cookers: [['DE', 0.1]],
  wall_clocks: [['CN', 0.3]],
  deodorants: [
    ['FR', 0.2],
    ['AE', 0.1],
  ],
  lipsticks: [
    ['KR', 0.2],
    ['FR', 0.1],
  ],
};

/** Months of warranty by category; other packaged goods state none (0). */
const WARRANTY_MONTHS: Readonly<Record<string, number>> = {
  mobiles: 12,
  audio: 12,
  home_appliances: 24,
  computer_accessories: 12,
  cookware: 12,
};

/** Footwear is sold by the pair; garments and other variant goods by the piece. */
const PAIR_CATEGORIES = new Set(['footwear']);

const UNIT_OF: Readonly<Record<PackOption['unit'], string>> = {
  g: 'g',
  kg: 'kg',
  ml: 'ml',
  L: 'l',
  pcs: 'piece',
};

export function productDeclarations(
  productNumber: number,
  place: { category: { key: string }; sub: { key: string; name: string } },
  seller: Pick<
    SellerSeed,
    'shopName' | 'address' | 'city' | 'state' | 'pincode' | 'mobile' | 'email'
  >,
  pack: Pick<PackOption, 'weight' | 'unit'> | null,
): Declarations & { genericNameHi: string | null; declarantKind: DeclarantKind | null } {
  const marks = categoryMarks(place.category.key);
  const none = {
    originCountry: null,
    genericName: null,
    genericNameHi: null,
    netQuantity: null,
    netQuantityUnit: null,
    declarantKind: null,
    declarantName: null,
    declarantAddress: null,
    consumerCare: null,
    bestBeforeDays: null,
    warrantyMonths: null,
  };
  if (!marks.packaged) return { ...none, originCountry: 'IN' };
  const random = createRandom(DEMO_SEED).fork(`declarations:${productNumber}`);
  let origin = 'IN';
  let drawn = random.next();
  for (const [country, share] of IMPORTS[place.sub.key] ?? []) {
    if (drawn < share) {
      origin = country;
      break;
    }
    drawn -= share;
  }
  const address = `${seller.address}, ${seller.city}, ${seller.state} ${seller.pincode}, India`;
  return {
    originCountry: origin,
    genericName: place.sub.name,
    genericNameHi: categoryNameHi(place.sub.key),
    netQuantity: pack ? pack.weight : 1,
    netQuantityUnit: pack
      ? UNIT_OF[pack.unit]
      : PAIR_CATEGORIES.has(place.category.key)
        ? 'pair'
        : 'piece',
    // Made in India: the seller packs and labels it. Imported: the seller imports it.
    declarantKind: origin === 'IN' ? ('packer' as const) : ('importer' as const),
    declarantName: seller.shopName,
    declarantAddress: address,
    consumerCare: `+91 ${seller.mobile}, ${seller.email}`,
    bestBeforeDays: marks.perishable ? (BEST_BEFORE_DAYS[place.category.key] ?? 180) : null,
    warrantyMonths: WARRANTY_MONTHS[place.category.key] ?? 0,
  };
}
