// The home page's content as the back office reads and replaces it: banners and collections,
// offers with their cards and products, featured brands, and the mega-menu. Every replace runs
// inside the caller's transaction, so a list is changed whole or not at all.
import { asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  brands,
  categories,
  homeBanners,
  mainCategories,
  menuEntries,
  offerCardProducts,
  offerCards,
  offers,
  products,
} from '../../db/schema/index.ts';

export type HomeBannerRow = typeof homeBanners.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type OfferCardRow = typeof offerCards.$inferSelect;

export async function selectHomeContentRows(db: Executor) {
  const [banners, offerRows, cards, cardProducts, featuredBrands, mains, entries] =
    await Promise.all([
      db
        .select({ banner: homeBanners, mainCategoryName: mainCategories.name })
        .from(homeBanners)
        .innerJoin(mainCategories, eq(mainCategories.id, homeBanners.mainCategoryId))
        .orderBy(asc(homeBanners.sortOrder), asc(homeBanners.id)),
      db.select().from(offers).orderBy(asc(offers.sortOrder), asc(offers.id)),
      db.select().from(offerCards).orderBy(asc(offerCards.sortOrder), asc(offerCards.id)),
      db.select().from(offerCardProducts),
      db
        .select({ id: brands.id, name: brands.name, logoUrl: brands.logoUrl })
        .from(brands)
        .where(eq(brands.isFeatured, true))
        .orderBy(asc(brands.sortOrder), asc(brands.name)),
      db
        .select({ id: mainCategories.id, name: mainCategories.name })
        .from(mainCategories)
        .orderBy(asc(mainCategories.sortOrder), asc(mainCategories.id)),
      db
        .select({
          mainCategoryId: menuEntries.mainCategoryId,
          categoryId: menuEntries.categoryId,
          boxIndex: menuEntries.boxIndex,
          name: categories.name,
        })
        .from(menuEntries)
        .innerJoin(categories, eq(categories.id, menuEntries.categoryId))
        .orderBy(asc(menuEntries.boxIndex), asc(menuEntries.sortOrder)),
    ]);
  return { banners, offers: offerRows, cards, cardProducts, featuredBrands, mains, entries };
}

export async function replaceHomeBanners(
  db: Executor,
  banners: Array<Omit<HomeBannerRow, 'sortOrder'>>,
): Promise<void> {
  await db.delete(homeBanners);
  if (banners.length === 0) return;
  await db
    .insert(homeBanners)
    .values(banners.map((banner, index) => ({ ...banner, sortOrder: index })));
}

export interface OfferToKeep extends Omit<OfferRow, 'sortOrder'> {
  cards: Array<Omit<OfferCardRow, 'sortOrder' | 'offerId'> & { productIds: string[] }>;
}

export async function replaceOffers(db: Executor, list: OfferToKeep[]): Promise<void> {
  await db.delete(offerCardProducts);
  await db.delete(offerCards);
  await db.delete(offers);
  for (const [index, { cards, ...offer }] of list.entries()) {
    await db.insert(offers).values({ ...offer, sortOrder: index });
    for (const [cardIndex, { productIds, ...card }] of cards.entries()) {
      await db.insert(offerCards).values({ ...card, offerId: offer.id, sortOrder: cardIndex });
      if (productIds.length > 0) {
        await db
          .insert(offerCardProducts)
          .values(productIds.map((productId) => ({ cardId: card.id, productId })));
      }
    }
  }
}

/** The featured brands, in the home page's order; every other brand stops being featured. */
export async function replaceFeaturedBrands(db: Executor, brandIds: string[]): Promise<void> {
  await db
    .update(brands)
    .set({ isFeatured: false })
    .where(brandIds.length > 0 ? notInArray(brands.id, brandIds) : undefined);
  for (const [index, id] of brandIds.entries()) {
    await db.update(brands).set({ isFeatured: true, sortOrder: index }).where(eq(brands.id, id));
  }
}

/**
 * The header's main categories in `menus` order (those left out keep their place after them)
 * and, for each, the categories its mega-menu shows, box by box.
 */
export async function replaceMenus(
  db: Executor,
  menus: Array<{ mainCategoryId: string; entries: Array<{ categoryId: string; box: number }> }>,
): Promise<void> {
  for (const [index, menu] of menus.entries()) {
    await db
      .update(mainCategories)
      .set({ sortOrder: index })
      .where(eq(mainCategories.id, menu.mainCategoryId));
    await db.delete(menuEntries).where(eq(menuEntries.mainCategoryId, menu.mainCategoryId));
    if (menu.entries.length > 0) {
      await db.insert(menuEntries).values(
        menu.entries.map((entry, position) => ({
          mainCategoryId: menu.mainCategoryId,
          categoryId: entry.categoryId,
          boxIndex: entry.box,
          sortOrder: position,
        })),
      );
    }
  }
  const listed = menus.map((menu) => menu.mainCategoryId);
  if (listed.length > 0) {
    const rest = await db
      .select({ id: mainCategories.id })
      .from(mainCategories)
      .where(notInArray(mainCategories.id, listed))
      .orderBy(asc(mainCategories.sortOrder), asc(mainCategories.id));
    for (const [index, { id }] of rest.entries()) {
      await db
        .update(mainCategories)
        .set({ sortOrder: listed.length + index })
        .where(eq(mainCategories.id, id));
    }
  }
}

// ---- What a content change may name ----

export async function selectExistingIds(
  db: Executor,
  kind: 'mainCategory' | 'product' | 'brand',
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const table = { mainCategory: mainCategories, product: products, brand: brands }[kind];
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** category id → its main category id, for the categories named. */
export async function selectCategoryParents(
  db: Executor,
  categoryIds: string[],
): Promise<Map<string, string>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, mainCategoryId: categories.mainCategoryId })
    .from(categories)
    .where(inArray(categories.id, categoryIds));
  return new Map(rows.map((row) => [row.id, row.mainCategoryId]));
}
