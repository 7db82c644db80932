// The storefront's content edited by the operator: banners and collections, offers
// with cards and products, featured brands and sellers, and the mega-menu. Each list is replaced
// whole, checked, audited, and shows on the storefront's own calls at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signInAs, signInOperator, type TestApp } from '../../../../test/helper.ts';
import { auditLog, categories, products, sellers } from '../../../db/schema/index.ts';

let t: TestApp;
let operator: { authorization: string };
let shopper: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t);
  shopper = await signInAs(t, 'cus_demo');
});
afterAll(async () => t.close());

const put = (url: string, payload: object, headers = operator) =>
  t.app.inject({ method: 'PUT', url, headers, payload });
const content = async () =>
  (await t.app.inject({ url: '/api/admin/content', headers: operator })).json().data;
const home = async () => (await t.app.inject({ url: '/api/public/home/offer' })).json().data;
const nodeOf = (data: { nodes: Array<{ title: string; value: unknown[] }> }, title: string) =>
  data.nodes.find((node) => node.title === title)?.value ?? [];

describe('who may edit the content', () => {
  const calls: Array<['GET' | 'PUT', string, object?]> = [
    ['GET', '/api/admin/content'],
    ['PUT', '/api/admin/content/banners', { banners: [] }],
    ['PUT', '/api/admin/content/offers', { offers: [] }],
    ['PUT', '/api/admin/content/featured', { brandIDs: [], sellerIDs: [] }],
    ['PUT', '/api/admin/content/menus', { menus: [] }],
  ];
  it.each(calls)('%s %s: 401 signed out, 403 for a shopper', async (method, url, payload) => {
    const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(anonymous.statusCode).toBe(401);
    const customer = await t.app.inject({
      method,
      url,
      headers: shopper,
      ...(payload ? { payload } : {}),
    });
    expect(customer.statusCode).toBe(403);
  });
});

describe('banners and collections', () => {
  it('replaces the list in order, keeps a sent id, and the home page shows it at once', async () => {
    const before = await content();
    const [first] = before.banners;
    expect((await home()).nodes).toBeDefined();
    const res = await put('/api/admin/content/banners', {
      banners: [
        {
          kind: 'banner',
          title: 'Diwali lights',
          mainCategoryID: first.mainCategoryID,
          imageUrl: '/media/banners/diwali.webp',
        },
        { ...first, bannerID: first.bannerID, title: 'Kept, renamed' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { banners } = res.json().data;
    expect(banners.map((b: { title: string }) => b.title)).toEqual([
      'Diwali lights',
      'Kept, renamed',
    ]);
    expect(banners[1].bannerID).toBe(first.bannerID);

    const tiles = [...nodeOf(await home(), 'banners'), ...nodeOf(await home(), 'collections')];
    expect(tiles.map((tile) => (tile as { fileUrl: string }).fileUrl)).toEqual(
      expect.arrayContaining(['/media/banners/diwali.webp', first.imageUrl]),
    );
    expect(tiles).toHaveLength(2);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content.banners'), eq(auditLog.target, 'home')));
    expect((entry?.details as { before: unknown[] }).before).toHaveLength(before.banners.length);
    expect((entry?.details as { after: unknown[] }).after).toHaveLength(2);
  });

  it('refuses a picture from elsewhere, an unknown main category and an id it never gave', async () => {
    const [banner] = (await content()).banners;
    const outside = await put('/api/admin/content/banners', {
      banners: [{ ...banner, imageUrl: 'https://example.com/x.png' }],
    });
    expect(outside.statusCode).toBe(400);
    expect(JSON.stringify(outside.json())).toContain('Choose a picture uploaded to the shop.');
    const climbing = await put('/api/admin/content/banners', {
      banners: [{ ...banner, imageUrl: '/media/../secret' }],
    });
    expect(climbing.statusCode).toBe(400);
    const unknown = await put('/api/admin/content/banners', {
      banners: [{ ...banner, mainCategoryID: 'mc_none' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No main category mc_none.');
    const strange = await put('/api/admin/content/banners', {
      banners: [{ ...banner, bannerID: 'ban_made_up' }],
    });
    expect(strange.statusCode).toBe(400);
    expect((await content()).banners).toHaveLength(2);
  });
});

describe('offers', () => {
  it('an offer with a card and a banner shows on the home page with its products', async () => {
    const picked = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isPublished, true))
      .limit(2);
    const res = await put('/api/admin/content/offers', {
      offers: [
        {
          title: 'Festive week',
          bannerUrl: '/media/banners/festive.webp',
          startsAt: null,
          endsAt: null,
          cards: [
            {
              title: 'Lamps',
              body: 'Brass and clay',
              discountPercent: 30,
              imageUrl: '/media/banners/lamps.webp',
              productIDs: picked.map((row) => row.id),
            },
          ],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = await home();
    expect(data.offers).toEqual([
      { title: 'Festive week', value: [expect.objectContaining({ title: 'Lamps', discount: 30 })] },
    ]);
    expect(data.offerBanners).toHaveLength(1);
    expect(
      data.offerBanners[0].products.map((p: { productID: string }) => p.productID).sort(),
    ).toEqual(picked.map((row) => row.id).sort());
  });

  it("an offer's and its cards' Hindi words and pictures show on the Hindi home page only", async () => {
    const res = await put('/api/admin/content/offers', {
      offers: [
        {
          title: 'Festive week',
          titleHi: ' त्योहार का हफ़्ता ',
          bannerUrl: '/media/banners/festive.webp',
          bannerUrlHi: '/media/banners/festive-hi.webp',
          cards: [
            {
              title: 'Lamps',
              body: 'Brass and clay',
              titleHi: 'दीये',
              bodyHi: 'पीतल और मिट्टी',
              discountPercent: 30,
              imageUrl: '/media/banners/lamps.webp',
              imageUrlHi: '/media/banners/lamps-hi.webp',
              productIDs: [],
            },
            {
              title: 'Idols',
              body: 'Marble',
              discountPercent: 10,
              imageUrl: '/media/banners/idols.webp',
              imageUrlHi: '',
              productIDs: [],
            },
          ],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [saved] = res.json().data.offers;
    expect(saved).toMatchObject({
      titleHi: 'त्योहार का हफ़्ता',
      bannerUrlHi: '/media/banners/festive-hi.webp',
    });
    expect(saved.cards[1]).toMatchObject({ titleHi: '', bodyHi: '', imageUrlHi: null });

    const hindi = (
      await t.app.inject({ url: '/api/public/home/offer', headers: { 'accept-language': 'hi' } })
    ).json().data;
    expect(hindi.offers).toEqual([
      {
        title: 'त्योहार का हफ़्ता',
        value: [
          expect.objectContaining({
            title: 'दीये',
            body: 'पीतल और मिट्टी',
            fileUrl: '/media/banners/lamps-hi.webp',
          }),
          // No Hindi words: the English ones.
          expect.objectContaining({
            title: 'Idols',
            body: 'Marble',
            fileUrl: '/media/banners/idols.webp',
          }),
        ],
      },
    ]);
    expect(hindi.offerBanners[0]).toMatchObject({
      title: 'त्योहार का हफ़्ता',
      fileUrl: '/media/banners/festive-hi.webp',
    });
    const english = await home();
    expect(english.offers[0].title).toBe('Festive week');
    expect(english.offers[0].value[0]).toMatchObject({
      title: 'Lamps',
      fileUrl: '/media/banners/lamps.webp',
    });
    expect(english.offerBanners[0].fileUrl).toBe('/media/banners/festive.webp');

    const latin = await put('/api/admin/content/offers', {
      offers: [{ ...saved, titleHi: 'Tyohar', cards: [] }],
    });
    expect(latin.statusCode).toBe(400);
    expect(latin.json().validation).toMatchObject({
      'offers.0.titleHi': 'Write the Hindi name in Devanagari.',
    });
  });

  it("a banner's Hindi picture shows on the Hindi home page", async () => {
    const [banner] = (await content()).banners;
    const res = await put('/api/admin/content/banners', {
      banners: [{ ...banner, imageUrlHi: '/media/banners/diwali-hi.webp' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const hindi = (
      await t.app.inject({ url: '/api/public/home/offer', headers: { 'accept-language': 'hi' } })
    ).json().data;
    const tiles = [...nodeOf(hindi, 'banners'), ...nodeOf(hindi, 'collections')];
    expect(tiles.map((tile) => (tile as { fileUrl: string }).fileUrl)).toContain(
      '/media/banners/diwali-hi.webp',
    );
    const english = [...nodeOf(await home(), 'banners'), ...nodeOf(await home(), 'collections')];
    expect(english.map((tile) => (tile as { fileUrl: string }).fileUrl)).toContain(
      banner.imageUrl,
    );
  });

  it('an offer that has not started is kept but not shown; unknown products are refused', async () => {
    const later = await put('/api/admin/content/offers', {
      offers: [
        {
          title: 'Next month',
          bannerUrl: null,
          startsAt: '2099-01-01T00:00:00+05:30',
          cards: [
            {
              title: 'Soon',
              body: 'Soon',
              discountPercent: 10,
              imageUrl: '/media/banners/soon.webp',
              productIDs: [],
            },
          ],
        },
      ],
    });
    expect(later.statusCode, later.body).toBe(200);
    expect((await content()).offers).toHaveLength(1);
    expect((await home()).offers).toEqual([]);

    const unknown = await put('/api/admin/content/offers', {
      offers: [
        {
          title: 'Bad',
          bannerUrl: null,
          cards: [
            {
              title: 'x',
              body: 'x',
              discountPercent: 10,
              imageUrl: '/media/banners/x.webp',
              productIDs: ['prd_none'],
            },
          ],
        },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No product prd_none.');
    expect((await content()).offers[0].title).toBe('Next month');
  });
});

describe('featured brands and sellers', () => {
  it('shows the chosen brands in the chosen order, and only approved sellers', async () => {
    const { featuredBrands } = await content();
    const chosen = featuredBrands
      .slice(0, 2)
      .reverse()
      .map((b: { brandID: string }) => b.brandID);
    const [approved] = await t.db
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.status, 'approved'))
      .limit(1);
    const res = await put('/api/admin/content/featured', {
      brandIDs: chosen,
      sellerIDs: [approved!.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = await home();
    expect(nodeOf(data, 'brands').map((b) => (b as { brandID: string }).brandID)).toEqual(chosen);
    expect(nodeOf(data, 'Sellers').map((s) => (s as { _id: string })._id)).toEqual([approved!.id]);

    await t.db.insert(sellers).values({
      id: 'sel_pending_test',
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha.pending@example.in',
      mobile: '9123400001',
      shopName: 'Pending Crafts',
      shopNameKey: 'pending crafts',
      slug: 'pending-crafts',
      address: '1 MI Road',
      pincode: '302001',
      city: 'Jaipur',
      state: 'Rajasthan',
      gstin: '08AAPFU0939F1ZV',
      passwordHash: 'not-a-hash',
      status: 'pending',
    });
    const refused = await put('/api/admin/content/featured', {
      brandIDs: [],
      sellerIDs: ['sel_pending_test'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Only approved sellers can be featured: sel_pending_test.');
    const repeated = await put('/api/admin/content/featured', {
      brandIDs: [chosen[0], chosen[0]],
      sellerIDs: [],
    });
    expect(repeated.statusCode).toBe(400);
  });
});

describe('the mega-menu', () => {
  it('orders the main categories and fills their boxes; the storefront menu follows', async () => {
    const { menus } = await content();
    const [first, second] = menus;
    const [category] = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.mainCategoryId, second.mainCategoryID))
      .limit(1);
    const res = await put('/api/admin/content/menus', {
      menus: [
        { mainCategoryID: second.mainCategoryID, entries: [{ categoryID: category!.id, box: 1 }] },
        { mainCategoryID: first.mainCategoryID, entries: first.entries },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const storefront = (await t.app.inject({ url: '/api/public/menus' })).json().data;
    expect(storefront[0].maincategories._id).toBe(second.mainCategoryID);
    expect(storefront[1].maincategories._id).toBe(first.mainCategoryID);
    const boxes = storefront[0].subMenus.flatMap(
      (menu: { boxData: Array<{ categoryDetails: { _id: string } }> }) =>
        menu.boxData.map((box) => box.categoryDetails._id),
    );
    expect(boxes).toEqual([category!.id]);
  });

  it('refuses a category under another main category', async () => {
    const { menus } = await content();
    const [first, second] = menus;
    const [foreign] = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.mainCategoryId, second.mainCategoryID))
      .limit(1);
    const res = await put('/api/admin/content/menus', {
      menus: [
        { mainCategoryID: first.mainCategoryID, entries: [{ categoryID: foreign!.id, box: 0 }] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('is not under the main category');
  });
});
