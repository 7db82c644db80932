// The storefront's content as the operator changes it: each list replaced whole in one
// transaction with its audit row (before and after), after checking every id it names. The
// catalogue's caches drop on any successful write (catalog-cache.ts), so the home page and the
// kept pages show the change on the next request.
import type { FeaturedBody, HomeBannersBody, MenuBody, OffersBody } from '@haat/contract';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import {
  replaceFeaturedBrands,
  replaceHomeBanners,
  replaceMenus,
  replaceOffers,
  selectCategoryParents,
  selectExistingIds,
  selectHomeContentRows,
} from '../../catalog/index.ts';
import {
  replaceFeaturedSellers,
  selectApprovedSellerIds,
  selectFeaturedSellerNames,
} from '../../sellers/index.ts';
import { insertAuditEntry } from '../shared/audit-log.repository.ts';
import type { Actor, OperatorDependencies } from '../shared/operator.ts';

type Deps = Pick<OperatorDependencies, 'db' | 'clock'>;

export async function readHomeContent(db: Executor) {
  const [rows, featuredSellers] = await Promise.all([
    selectHomeContentRows(db),
    selectFeaturedSellerNames(db),
  ]);
  return { ...rows, featuredSellers };
}
export type HomeContentRows = Awaited<ReturnType<typeof readHomeContent>>;

async function refuseUnknown(
  db: Executor,
  kind: 'mainCategory' | 'product' | 'brand',
  ids: string[],
  what: string,
): Promise<void> {
  const unique = [...new Set(ids)];
  const known = await selectExistingIds(db, kind, unique);
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length > 0) {
    throw new AppError('VALIDATION_FAILED', `No ${what} ${missing.join(', ')}.`);
  }
}

/** An id sent back must be one the list has now: a client never chooses a new row's id. */
function refuseStrangeIds(given: Array<string | undefined>, current: string[], what: string): void {
  const known = new Set(current);
  const strange = given.filter((id): id is string => id !== undefined && !known.has(id));
  if (strange.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      `No ${what} ${strange.join(', ')}; leave the id out for a new one.`,
    );
  }
}

async function changeWithAudit(
  deps: Deps,
  actor: Actor,
  action: string,
  change: (tx: Executor, before: HomeContentRows) => Promise<void>,
): Promise<HomeContentRows> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await readHomeContent(tx);
    await change(tx, before);
    const after = await readHomeContent(tx);
    const part = action.split('.')[1] as 'banners' | 'offers' | 'featured' | 'menus';
    await insertAuditEntry(tx, {
      id: newId('aud'),
      actor,
      action,
      target: 'home',
      details: { before: pick(before, part), after: pick(after, part) },
      at: now,
    });
    return after;
  });
}

function pick(rows: HomeContentRows, part: 'banners' | 'offers' | 'featured' | 'menus'): object {
  switch (part) {
    case 'banners':
      return rows.banners.map(({ banner }) => banner);
    case 'offers':
      return { offers: rows.offers, cards: rows.cards, cardProducts: rows.cardProducts };
    case 'featured':
      return {
        brandIds: rows.featuredBrands.map((brand) => brand.id),
        sellerIds: rows.featuredSellers.map((seller) => seller.id),
      };
    case 'menus':
      return { order: rows.mains.map((main) => main.id), entries: rows.entries };
  }
}

export function replaceBanners(deps: Deps, actor: Actor, body: HomeBannersBody) {
  return changeWithAudit(deps, actor, 'content.banners', async (tx, before) => {
    refuseStrangeIds(
      body.banners.map((banner) => banner.bannerID),
      before.banners.map(({ banner }) => banner.id),
      'banner',
    );
    await refuseUnknown(
      tx,
      'mainCategory',
      body.banners.map((b) => b.mainCategoryID),
      'main category',
    );
    await replaceHomeBanners(
      tx,
      body.banners.map((banner) => ({
        id: banner.bannerID ?? newId('ban'),
        kind: banner.kind,
        title: banner.title,
        mainCategoryId: banner.mainCategoryID,
        imageUrl: banner.imageUrl,
        imageUrlHi: banner.imageUrlHi,
      })),
    );
  });
}

export function replaceOfferList(deps: Deps, actor: Actor, body: OffersBody) {
  return changeWithAudit(deps, actor, 'content.offers', async (tx, before) => {
    refuseStrangeIds(
      body.offers.map((offer) => offer.offerID),
      before.offers.map((offer) => offer.id),
      'offer',
    );
    refuseStrangeIds(
      body.offers.flatMap((offer) => offer.cards.map((card) => card.cardID)),
      before.cards.map((card) => card.id),
      'offer card',
    );
    const productIds = body.offers.flatMap((offer) =>
      offer.cards.flatMap((card) => card.productIDs),
    );
    await refuseUnknown(tx, 'product', productIds, 'product');
    await replaceOffers(
      tx,
      body.offers.map((offer) => ({
        id: offer.offerID ?? newId('ofr'),
        title: offer.title,
        titleHi: offer.titleHi || null,
        bannerUrl: offer.bannerUrl,
        bannerUrlHi: offer.bannerUrlHi,
        startsAt: offer.startsAt,
        endsAt: offer.endsAt,
        cards: offer.cards.map((card) => ({
          id: card.cardID ?? newId('crd'),
          title: card.title,
          body: card.body,
          titleHi: card.titleHi || null,
          bodyHi: card.bodyHi || null,
          discountPercent: card.discountPercent,
          imageUrl: card.imageUrl,
          imageUrlHi: card.imageUrlHi,
          productIds: card.productIDs,
        })),
      })),
    );
  });
}

export function replaceFeatured(deps: Deps, actor: Actor, body: FeaturedBody) {
  return changeWithAudit(deps, actor, 'content.featured', async (tx) => {
    await refuseUnknown(tx, 'brand', body.brandIDs, 'brand');
    const approved = await selectApprovedSellerIds(tx, body.sellerIDs);
    const notShown = body.sellerIDs.filter((id) => !approved.has(id));
    if (notShown.length > 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        `Only approved sellers can be featured: ${notShown.join(', ')}.`,
      );
    }
    await replaceFeaturedBrands(tx, body.brandIDs);
    await replaceFeaturedSellers(tx, body.sellerIDs);
  });
}

export function replaceMenuList(deps: Deps, actor: Actor, body: MenuBody) {
  return changeWithAudit(deps, actor, 'content.menus', async (tx) => {
    await refuseUnknown(
      tx,
      'mainCategory',
      body.menus.map((menu) => menu.mainCategoryID),
      'main category',
    );
    const parents = await selectCategoryParents(
      tx,
      body.menus.flatMap((menu) => menu.entries.map((entry) => entry.categoryID)),
    );
    for (const menu of body.menus) {
      for (const entry of menu.entries) {
        if (parents.get(entry.categoryID) !== menu.mainCategoryID) {
          throw new AppError(
            'VALIDATION_FAILED',
            `The category ${entry.categoryID} is not under the main category ${menu.mainCategoryID}.`,
          );
        }
      }
    }
    await replaceMenus(
      tx,
      body.menus.map((menu) => ({
        mainCategoryId: menu.mainCategoryID,
        entries: menu.entries.map((entry) => ({ categoryId: entry.categoryID, box: entry.box })),
      })),
    );
  });
}
