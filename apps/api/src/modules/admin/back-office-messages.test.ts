// The back office's refusals in a seller's words: a product save the contract's schema refuses
// answers 400 with each field's message, a schema's own message where it has one and the
// contract's plain words (describeIssue) where it has none — never zod's ("Too small: …").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DECLARED } from '../../../test/declarations.ts';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import { brands, products, sellers, subCategories } from '../../db/schema/index.ts';

let t: TestApp;
let operator: { authorization: string };
let lamp: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t);
  const [seller] = await t.db
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sellers.status, 'approved'))
    .limit(1);
  const [sub] = await t.db.select({ id: subCategories.id }).from(subCategories).limit(1);
  const [brand] = await t.db.select({ id: brands.id }).from(brands).limit(1);
  lamp = {
    title: 'Hand beaten brass lamp',
    sku: 'LAMP-MESSAGES-1',
    sellerID: seller!.id,
    brandID: brand!.id,
    condition: 'New',
    subCategoryID: sub!.id,
    body: '',
    description: '',
    hsnCode: '7418',
    gstRate: 12,
    weight: null,
    weightUnit: null,
    status: 'draft',
    ...DECLARED,
    variants: [{ colour: 'Gold', sizes: [{ size: 'Small', price: 499, mrp: 699, stock: 8 }] }],
  };
});
afterAll(async () => t.close());

const saveProduct = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/products', headers: operator, payload: body });

const withSize = (size: Record<string, unknown>): Record<string, unknown> => ({
  ...lamp,
  variants: [
    { colour: 'Gold', sizes: [{ size: 'Small', price: 499, mrp: 699, stock: 8, ...size }] },
  ],
});

describe('a back-office product save the schema refuses', () => {
  it('answers a negative price in a size row with the field’s message in plain words', async () => {
    const res = await saveProduct(withSize({ price: -5 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'VALIDATION_FAILED',
      message: 'Please check the form: Enter a price above ₹0.',
      validation: { 'variants.0.sizes.0.price': 'Enter a price above ₹0.' },
    });
    const rows = await t.db.select().from(products).where(eq(products.sku, 'LAMP-MESSAGES-1'));
    expect(rows).toHaveLength(0);
  });

  it('says every field without a message of its own in words, and keeps the schema’s own', async () => {
    const { sku: _sku, ...withoutSku } = withSize({ mrp: 'seven hundred' });
    const res = await saveProduct({
      ...withoutSku,
      condition: 'Old',
      weight: 'heavy',
      hsnCode: '12',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation).toEqual({
      sku: 'This field is required.',
      condition: 'Choose one of: New, Refurbished, Used.',
      hsnCode: 'Use a 4, 6 or 8 digit HSN code.',
      weight: 'Enter a number.',
      'variants.0.sizes.0.mrp': 'Enter an MRP in rupees, like 499 or 499.50.',
    });
  });

  it('says a query out of bounds in words too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products?pageSize=0',
      headers: operator,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation).toEqual({ pageSize: 'Enter 1 or more.' });
  });
});
