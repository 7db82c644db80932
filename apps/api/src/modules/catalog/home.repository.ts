// SQL of the home page: banners, collections, featured brands and sellers, live offers.
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { readRows, type Executor } from '../../db/client.ts';
import {
  brands,
  homeBanners,
  mainCategories,
  offerCards,
  offers,
  sellers,
} from '../../db/schema/index.ts';

export function selectHomeBanners(db: Executor) {
  return db
    .select({
      kind: homeBanners.kind,
      imageUrl: homeBanners.imageUrl,
      imageUrlHi: homeBanners.imageUrlHi,
      mainCategoryId: homeBanners.mainCategoryId,
      mainCategoryName: mainCategories.name,
      mainCategoryNameHi: mainCategories.nameHi,
    })
    .from(homeBanners)
    .innerJoin(mainCategories, eq(mainCategories.id, homeBanners.mainCategoryId))
    .orderBy(asc(homeBanners.sortOrder));
}

export function selectFeaturedBrands(db: Executor) {
  return db
    .select()
    .from(brands)
    .where(eq(brands.isFeatured, true))
    .orderBy(asc(brands.sortOrder), asc(brands.name));
}

export function selectFeaturedSellers(db: Executor) {
  return db
    .select({ id: sellers.id, shopName: sellers.shopName, logoUrl: sellers.logoUrl })
    .from(sellers)
    .where(and(eq(sellers.isFeatured, true), eq(sellers.status, 'approved')))
    .orderBy(asc(sellers.shopName));
}

/** Offers running at `now` (no start or started, and no end or not ended). */
export function selectLiveOffers(db: Executor, now: Date) {
  return db
    .select()
    .from(offers)
    .where(
      and(
        or(isNull(offers.startsAt), lte(offers.startsAt, now)),
        or(isNull(offers.endsAt), gt(offers.endsAt, now)),
      ),
    )
    .orderBy(asc(offers.sortOrder));
}

export function selectOfferCards(db: Executor) {
  return db.select().from(offerCards).orderBy(asc(offerCards.sortOrder));
}

/** Up to `perOffer` products of each offer, best discount first. */
export async function selectOfferProductIds(db: Executor, offerIds: string[], perOffer: number) {
  if (offerIds.length === 0) return [];
  const result = await db.execute(sql`
    select offer_id, product_id from (
      select c.offer_id, p.id as product_id,
        row_number() over (partition by c.offer_id order by (p.mrp_paise - p.sale_paise)::float / greatest(p.mrp_paise, 1) desc, p.id) as position
      from offer_cards c
      join offer_card_products cp on cp.card_id = c.id
      join products p on p.id = cp.product_id and p.is_published
      where c.offer_id in ${offerIds}
    ) ranked where position <= ${perOffer}
    order by offer_id, position`);
  return readRows<{ offer_id: string; product_id: string }>(result);
}
