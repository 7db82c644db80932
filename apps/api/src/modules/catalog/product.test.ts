import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq } from 'drizzle-orm';
import {
  DemoProductsAnswerSchema,
  HomeOfferAnswerSchema,
  ProductAnswerSchema,
} from '@haat/contract';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import { makePicture, multipartFile } from '../../../test/pictures.ts';
import { productColors, productImages, products, reviews } from '../../db/schema/index.ts';
import { sanitizeProductHtml } from './product.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function getProduct(productId: string) {
  return t.app.inject({ method: 'GET', url: `/api/public/product?productID=${productId}` });
}

describe('product page', () => {
  it('a variant product answers its colours, sizes with their own prices and stock, and its tree', async () => {
    const [variant] = await t.db
      .select()
      .from(products)
      .where(eq(products.hasVariants, true))
      .limit(1);
    const answer = ProductAnswerSchema.parse((await getProduct(variant!.id)).json());
    expect(answer.data.productID).toBe(variant!.id);
    expect(answer.data.colorID.length).toBeGreaterThan(0);
    const sizes = answer.data.colorID.flatMap((color) => color.sizeID);
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size.mrPrice).toBeGreaterThanOrEqual(size.price);
    expect(Math.min(...sizes.map((size) => size.price))).toBe(answer.data.salePrice);
    expect(answer.data.images).toEqual(answer.data.colorID[0]?.img);
    expect(answer.data.category[0]?.name).toBeTruthy();
    expect(answer.data.subCategory[0]?.name).toBeTruthy();
    expect(answer.data.brand[0]?.name).toBeTruthy();
    expect(answer.data.condition).toEqual([{ name: 'New' }]);
  });

  it("pictures uploaded for all colours show for every colour, after a colour's own", async () => {
    const colours = await t.db
      .select()
      .from(productColors)
      .orderBy(asc(productColors.productId), asc(productColors.sortOrder));
    const productId = colours.find(
      (colour, index) => colours[index + 1]?.productId === colour.productId,
    )!.productId;
    const [first, second] = colours.filter((colour) => colour.productId === productId);
    // As a seller leaves it who uploads with the form's default, 'Shows: All colours'.
    await t.db.delete(productImages).where(eq(productImages.productId, productId));
    const operator = await signInOperator(t);
    const upload = async (query: string) => {
      const body = multipartFile(await makePicture('jpeg', 800, 600), 'a.jpg', 'image/jpeg');
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/products/${productId}/pictures${query}`,
        headers: { ...operator, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return { fileUrl: res.json().data.url as string };
    };

    const forAll = await upload('');
    const shared = ProductAnswerSchema.parse((await getProduct(productId)).json()).data;
    expect(shared.colorID.map((colour) => colour.img)).toEqual(shared.colorID.map(() => [forAll]));
    expect(shared.images).toEqual([forAll]);

    const own = await upload(`?colorID=${second!.id}`);
    const mixed = ProductAnswerSchema.parse((await getProduct(productId)).json()).data;
    const imagesOf = (id: string) => mixed.colorID.find((colour) => colour.colorID === id)?.img;
    expect(imagesOf(first!.id)).toEqual([forAll]);
    expect(imagesOf(second!.id)).toEqual([own, forAll]);
    expect(mixed.images).toEqual(mixed.colorID[0]?.img);
  });

  it('a flat product answers its weight, unit, stock and pictures with no colours', async () => {
    const [flat] = await t.db
      .select()
      .from(products)
      .where(eq(products.hasVariants, false))
      .limit(1);
    const answer = ProductAnswerSchema.parse((await getProduct(flat!.id)).json());
    expect(answer.data.colorID).toEqual([]);
    expect(answer.data.weight).toBe(flat!.weight);
    expect(answer.data.weightUnit).toBe(flat!.weightUnit);
    expect(answer.data.stock).toBe(flat!.stock);
    expect(answer.data.images.length).toBeGreaterThan(0);
    expect(answer.data.salePrice).toBe(flat!.salePaise / 100);
  });

  it('reviews carry the reviewer name, date, remark and rating; related products exclude the product', async () => {
    const [reviewed] = await t.db.select({ productId: reviews.productId }).from(reviews).limit(1);
    const answer = ProductAnswerSchema.parse((await getProduct(reviewed!.productId)).json());
    expect(answer.review.length).toBeGreaterThan(0);
    expect(answer.review[0]?.userID.firstName).toBeTruthy();
    expect(answer.data.rating).toBeGreaterThan(0);
    expect(answer.relatedProducts.length).toBeGreaterThan(0);
    expect(answer.relatedProducts.map((card) => card.productID)).not.toContain(reviewed!.productId);
  });

  it('carries how many shoppers rated it, not how many reviews it lists', async () => {
    const [rated] = await t.db
      .select()
      .from(products)
      .orderBy(desc(products.ratingCount), asc(products.id))
      .limit(1);
    expect(rated!.ratingCount).toBeGreaterThan(20);
    const answer = ProductAnswerSchema.parse((await getProduct(rated!.id)).json());
    expect(answer.data.ratingCount).toBe(rated!.ratingCount);
    expect(answer.data.rating).toBe(Math.round((rated!.ratingSum / rated!.ratingCount) * 10) / 10);
    expect(answer.review.length).toBeLessThanOrEqual(20);
  });

  it('an unknown product is a 404', async () => {
    const res = await getProduct('p_nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found.' });
  });

  it('HTML loses scripts, handlers, styles and links on the way out', () => {
    const dirty =
      '<p onclick="steal()">Pure <b>cotton</b><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x">x</a><style>*{}</style></p>';
    expect(sanitizeProductHtml(dirty)).toBe('<p>Pure <b>cotton</b>x</p>');
  });
});

describe('demo list and home page', () => {
  it('GET /public/products with no query answers the demo list with colour and size arrays', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/products' });
    const answer = DemoProductsAnswerSchema.parse(res.json());
    expect(answer.data.length).toBe(28);
    for (const product of answer.data) expect(product.colorID[0]?.sizeID.length).toBeGreaterThan(0);
  });

  it('the home payload has banners, collections, brands and sellers, offers with cards, and offer banners with products', async () => {
    const answer = HomeOfferAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/public/home/offer' })).json(),
    );
    const titles = answer.data.nodes.map((node) => node.title);
    expect(titles).toEqual(['banners', 'collections', 'brands', 'Sellers']);
    for (const node of answer.data.nodes) expect(node.value.length).toBeGreaterThan(0);
    expect(answer.data.offers.length).toBeGreaterThan(0);
    expect(answer.data.offers[0]?.value.length).toBeGreaterThan(0);
    expect(answer.data.offerBanners.length).toBeGreaterThan(0);
    expect(answer.data.offerBanners[0]?.products.length).toBeGreaterThan(0);
  });

  it('an offer card lists exactly its own products (type 3), and an offer all of its cards (type 4)', async () => {
    const home = HomeOfferAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/public/home/offer' })).json(),
    );
    const card = home.data.offers[0]!.value[0]!;
    const byCard = (
      await t.app.inject({
        method: 'GET',
        url: `/api/public/products?cardID=${card.cardID}&limit=200`,
      })
    ).json();
    const byOffer = (
      await t.app.inject({
        method: 'GET',
        url: `/api/public/products?offerID=${card.offerID}&limit=200`,
      })
    ).json();
    expect(byCard.total).toBeGreaterThan(0);
    expect(byOffer.total).toBeGreaterThanOrEqual(byCard.total);
    const offerIds = new Set(
      byOffer.data.map((product: { productID: string }) => product.productID),
    );
    for (const product of byCard.data) expect(offerIds.has(product.productID)).toBe(true);
  });
});
