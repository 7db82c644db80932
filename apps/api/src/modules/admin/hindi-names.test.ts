// The operator's Hindi names for the category tree and the brands, and products' Hindi titles and
// descriptions (docs/decisions/hindi.md): optional, in Devanagari, saved and shown when editing,
// cleared with '', kept when absent, and shown on the Hindi pages' answers at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CategoriesAnswerSchema, ProductAnswerSchema } from '@haat/contract';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { nextIp } from '../../../test/accounts.ts';
import { and, asc } from 'drizzle-orm';
import type { BackOfficeProduct } from '@haat/contract';
import { brands, products } from '../../db/schema/index.ts';
import { DEMO_ADMIN } from '../../seed/index.ts';

type Headers = { authorization: string };

let t: TestApp;
let operator: Headers;
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    remoteAddress: nextIp(),
  });
  operator = { authorization: `Bearer ${login.json().token as string}` };
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: operator, ...(payload ? { payload } : {}) });
const HINDI = { 'accept-language': 'hi-IN' };

type TreeNode = { id: string; name: string; nameHi: string | null };
async function adminNode(id: string): Promise<TreeNode | undefined> {
  const tree = (await call('GET', '/api/admin/categories')).json().data as Array<
    TreeNode & { categories: Array<TreeNode & { subCategories: TreeNode[] }> }
  >;
  const all = tree.flatMap((main) => [
    main,
    ...main.categories.flatMap((category) => [category, ...category.subCategories]),
  ]);
  return all.find((node) => node.id === id);
}

describe('Hindi names in the back office', () => {
  it('the tree shows the seeded Hindi names', async () => {
    expect(await adminNode('sub_sarees')).toMatchObject({ name: 'Sarees', nameHi: 'साड़ियां' });
  });

  it('a category is added with its Hindi name, which the Hindi pages show at once', async () => {
    const added = await call('POST', '/api/admin/categories', {
      level: 'sub',
      parentID: 'cat_diyas_lamps',
      name: 'Brass Lamps',
      nameHi: ' पीतल के लैंप ',
    });
    expect(added.statusCode).toBe(200);
    const id = added.json().data.id as string;
    expect(await adminNode(id)).toMatchObject({ name: 'Brass Lamps', nameHi: 'पीतल के लैंप' });

    const hindi = CategoriesAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/public/categories', headers: HINDI })).json(),
    );
    const subs = hindi.data.flatMap((main) =>
      main.categories.flatMap((category) => category.subsubCategories),
    );
    expect(subs.find((sub) => sub._id === id)?.name).toBe('पीतल के लैंप');
  });

  it('one added without a Hindi name shows its English name on the Hindi pages', async () => {
    const added = await call('POST', '/api/admin/categories', {
      level: 'sub',
      parentID: 'cat_diyas_lamps',
      name: 'Silver Lamps',
    });
    expect(added.statusCode).toBe(200);
    const id = added.json().data.id as string;
    expect((await adminNode(id))?.nameHi).toBeNull();
    const hindi = CategoriesAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/public/categories', headers: HINDI })).json(),
    );
    const subs = hindi.data.flatMap((main) =>
      main.categories.flatMap((category) => category.subsubCategories),
    );
    expect(subs.find((sub) => sub._id === id)?.name).toBe('Silver Lamps');
  });

  it('renaming: a new Hindi name is saved, an absent one kept, an empty one cleared', async () => {
    const url = '/api/admin/categories/category/cat_kitchen_storage';
    const renamed = await call('PUT', url, { name: 'Kitchen Storage', nameHi: 'रसोई भंडारण' });
    expect(renamed.statusCode).toBe(200);
    expect((await adminNode('cat_kitchen_storage'))?.nameHi).toBe('रसोई भंडारण');
    // The returnable switch sends no Hindi name: it stays.
    expect(
      (await call('PUT', url, { name: 'Kitchen Storage', returnable: false })).statusCode,
    ).toBe(200);
    expect((await adminNode('cat_kitchen_storage'))?.nameHi).toBe('रसोई भंडारण');
    expect((await call('PUT', url, { name: 'Kitchen Storage', nameHi: '' })).statusCode).toBe(200);
    expect((await adminNode('cat_kitchen_storage'))?.nameHi).toBeNull();
  });

  it.each(['Peetal ke diye', '१२३', '।'])(
    'a Hindi name without a Devanagari letter (%s) is refused at its field',
    async (nameHi) => {
      const res = await call('POST', '/api/admin/categories', {
        level: 'main',
        name: 'Toys',
        nameHi,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().validation).toMatchObject({
        nameHi: 'Write the Hindi name in Devanagari.',
      });
    },
  );

  it("a brand's Hindi name is saved, listed, shown on its products' Hindi pages and cleared", async () => {
    const added = await call('POST', '/api/admin/brands', {
      name: 'Mitti Ke Rang',
      nameHi: 'मिट्टी के रंग',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ name: 'Mitti Ke Rang', nameHi: 'मिट्टी के रंग' });
    const listed = (await call('GET', '/api/admin/brands?q=Mitti%20Ke')).json().data.items;
    expect(listed[0]).toMatchObject({ name: 'Mitti Ke Rang', nameHi: 'मिट्टी के रंग' });

    const [product] = await t.db.select().from(products).limit(1);
    const url = `/api/admin/brands/${product!.brandId}`;
    const [brand] = await t.db.select().from(brands).where(eq(brands.id, product!.brandId));
    const renamed = await call('PUT', url, { name: brand!.name, nameHi: 'नया ब्रांड' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.nameHi).toBe('नया ब्रांड');
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/public/product?productID=${product!.id}`,
      headers: HINDI,
    });
    expect(ProductAnswerSchema.parse(page.json()).data.brand[0]?.name).toBe('नया ब्रांड');

    // Renamed in English only: the Hindi name stays.
    expect((await call('PUT', url, { name: brand!.name })).json().data.nameHi).toBe('नया ब्रांड');
    expect(
      (await call('PUT', url, { name: brand!.name, nameHi: '' })).json().data.nameHi,
    ).toBeNull();
  });
});

/** The product form's body as the back office sends it back for a product it read. */
function formOf(product: BackOfficeProduct, changes: Record<string, unknown> = {}) {
  const {
    productID: _id,
    mainCategoryID: _main,
    categoryID: _category,
    listed: _listed,
    shopName: _shop,
    pictures: _pictures,
    updatedAt: _updated,
    price,
    mrp,
    stock,
    variants,
    ...body
  } = product;
  return {
    ...body,
    ...(variants.length === 0 ? { price, mrp, stock } : {}),
    variants,
    ...changes,
  };
}

describe("products' Hindi titles in the back office", () => {
  it('shown when editing, saved, kept when absent, cleared with empty, shown at once', async () => {
    const [saree] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.subCategoryId, 'sub_sarees'), eq(products.isPublished, true)))
      .orderBy(asc(products.id))
      .limit(1);
    const url = `/api/admin/products/${saree!.id}`;
    const read = async () => (await call('GET', url)).json().data as BackOfficeProduct;
    const before = await read();
    expect(before.titleHi).toBe(saree!.titleHi);
    expect(before.titleHi).toMatch(/साड़ी/);
    expect(before.descriptionHi).toMatch(/\p{Script=Devanagari}/u);

    const saved = await call(
      'PUT',
      url,
      formOf(before, {
        titleHi: ' नई बनारसी साड़ी ',
        descriptionHi: '<p>सुंदर साड़ी</p><script>x()</script>',
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      titleHi: 'नई बनारसी साड़ी',
      descriptionHi: '<p>सुंदर साड़ी</p>',
    });
    const page = async (headers: Record<string, string>) =>
      ProductAnswerSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/public/product?productID=${saree!.id}`,
            headers,
          })
        ).json(),
      ).data;
    expect((await page(HINDI)).title).toBe('नई बनारसी साड़ी');
    expect((await page(HINDI)).description).toBe('<p>सुंदर साड़ी</p>');
    expect((await page({ 'accept-language': 'en-IN' })).title).toBe(saree!.title);

    // A body without the Hindi fields leaves them as they are.
    const { titleHi: _t, descriptionHi: _d, ...withoutHindi } = formOf(await read());
    expect((await call('PUT', url, withoutHindi)).json().data.titleHi).toBe('नई बनारसी साड़ी');
    // Empty clears them: the Hindi page shows the English title.
    const cleared = await call(
      'PUT',
      url,
      formOf(await read(), { titleHi: '', descriptionHi: '' }),
    );
    expect(cleared.json().data).toMatchObject({ titleHi: '', descriptionHi: '' });
    expect((await page(HINDI)).title).toBe(saree!.title);
  });

  it.each([
    ['titleHi', 'Banarasi saree', 'Write the Hindi name in Devanagari.'],
    ['descriptionHi', '<p>Silk</p>', 'Write the Hindi text in Devanagari.'],
  ])('a %s without Devanagari is refused at its field', async (field, value, message) => {
    const [product] = await t.db.select().from(products).orderBy(asc(products.id)).limit(1);
    const url = `/api/admin/products/${product!.id}`;
    const current = (await call('GET', url)).json().data as BackOfficeProduct;
    const res = await call('PUT', url, formOf(current, { [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().validation).toMatchObject({ [field]: message });
  });
});

describe("colours' Hindi names in the back office", () => {
  it('shown when editing, saved, kept when absent, cleared with empty, shown at once', async () => {
    const [variant] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.hasVariants, true), eq(products.isPublished, true)))
      .orderBy(asc(products.id))
      .limit(1);
    const url = `/api/admin/products/${variant!.id}`;
    const read = async () => (await call('GET', url)).json().data as BackOfficeProduct;
    const withColours = (
      product: BackOfficeProduct,
      change: (colour: BackOfficeProduct['variants'][number]) => object,
    ) => formOf(product, { variants: product.variants.map((colour) => change(colour)) });
    const before = await read();
    const first = before.variants[0]!;
    expect(first.colourHi).toMatch(/\p{Script=Devanagari}/u);
    const colourOnPage = async () =>
      ProductAnswerSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/public/product?productID=${variant!.id}`,
            headers: HINDI,
          })
        ).json(),
      ).data.colorID.find((colour) => colour.colorID === first.colorID)?.name;

    const saved = await call(
      'PUT',
      url,
      withColours(before, (colour) =>
        colour.colorID === first.colorID ? { ...colour, colourHi: ' गहरा नीला ' } : colour,
      ),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read()).variants[0]?.colourHi).toBe('गहरा नीला');
    expect(await colourOnPage()).toBe('गहरा नीला');

    // Without the field the name stays; empty clears it and the Hindi page shows the English.
    await call(
      'PUT',
      url,
      withColours(await read(), ({ colourHi: _hi, ...colour }) => colour),
    );
    expect((await read()).variants[0]?.colourHi).toBe('गहरा नीला');
    await call(
      'PUT',
      url,
      withColours(await read(), (colour) => ({ ...colour, colourHi: '' })),
    );
    expect((await read()).variants[0]?.colourHi).toBe('');
    expect(await colourOnPage()).toBe(first.colour);

    const refused = await call(
      'PUT',
      url,
      withColours(await read(), (colour) => ({ ...colour, colourHi: 'Navy' })),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().validation).toMatchObject({
      'variants.0.colourHi': 'Write the Hindi name in Devanagari.',
    });
  });
});
