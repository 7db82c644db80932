// A seller's storefront page (docs/decisions/legal-declarations.md): every listed demo seller
// answers at its slug with what the product page's seller block says, since when it sells on
// Haat and how many products it lists; an unknown slug, a malformed one and a seller not approved
// are not found; a suspension takes the page off at the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { SellerPageAnswerSchema, ProductAnswerSchema } from '@haat/contract';
import { SELLER_SLUG_PATTERN } from '@haat/contract/constants';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import { products, sellers } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ url });

describe("a seller's page", () => {
  it('answers every approved demo seller at its slug, as the product page names it', async () => {
    const listed = await t.db
      .select({
        id: sellers.id,
        slug: sellers.slug,
        createdAt: sellers.createdAt,
        products: count(products.id),
      })
      .from(sellers)
      .innerJoin(products, and(eq(products.sellerId, sellers.id), eq(products.isPublished, true)))
      .where(eq(sellers.status, 'approved'))
      .groupBy(sellers.id);
    expect(listed.length).toBeGreaterThan(1);
    expect(new Set(listed.map((seller) => seller.slug)).size).toBe(listed.length);
    for (const seller of listed) {
      expect(seller.slug).toMatch(SELLER_SLUG_PATTERN);
      const res = await get(`/api/public/sellers/${seller.slug}`);
      expect(res.statusCode, res.body).toBe(200);
      const { data } = SellerPageAnswerSchema.parse(res.json());
      expect(data).toMatchObject({
        _id: seller.id,
        slug: seller.slug,
        since: seller.createdAt.toISOString(),
        productCount: seller.products,
        registered: true,
      });
      expect(data.gstin).toMatch(/^\d{2}[A-Z0-9]{13}$/);
      expect(data.customerCare).toMatch(/^\+91 [6-9]\d{9}$/);
      expect(data.address).toContain('India');
    }

    // The product page's seller block names the same seller and links to the same slug.
    const [product] = await t.db
      .select({ id: products.id, sellerId: products.sellerId })
      .from(products)
      .where(eq(products.isPublished, true))
      .limit(1);
    const page = ProductAnswerSchema.parse(
      (await get(`/api/public/product?productID=${product!.id}`)).json(),
    );
    const block = page.data.sellerDetails;
    const own = listed.find((seller) => seller.id === product!.sellerId)!;
    expect(block.slug).toBe(own.slug);
    const sellerPage = SellerPageAnswerSchema.parse(
      (await get(`/api/public/sellers/${own.slug}`)).json(),
    ).data;
    expect({ ...sellerPage, description: '', since: '', productCount: 0 }).toEqual({
      ...block,
      description: '',
      since: '',
      productCount: 0,
    });
  });

  it('is not found for an unknown slug, and refuses one that cannot be a slug', async () => {
    const unknown = await get('/api/public/sellers/no-such-shop-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    for (const bad of ['Bad_Slug', '-leading', 'two--hyphens', 'x'.repeat(61)]) {
      expect((await get(`/api/public/sellers/${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it("is taken off when the operator suspends the seller, and the seller's products with it", async () => {
    const [seller] = await t.db
      .select({ id: sellers.id, slug: sellers.slug })
      .from(sellers)
      .where(eq(sellers.status, 'approved'))
      .orderBy(sellers.id)
      .limit(1);
    expect((await get(`/api/public/sellers/${seller!.slug}`)).statusCode).toBe(200);
    const operator = await signInOperator(t);
    const suspended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/sellers/${seller!.id}/suspend`,
      headers: operator,
      payload: {},
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await get(`/api/public/sellers/${seller!.slug}`)).statusCode).toBe(404);
  });
});
