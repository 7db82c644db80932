// Catalogue export: every product (a seller's own, for a seller) in the import's
// format, so an exported file imported again changes nothing.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  brands,
  categories,
  mainCategories,
  productColors,
  productImages,
  productSizes,
  products,
  sellers,
  subCategories,
} from '../../db/schema/index.ts';
import { toWireRupees } from '../../lib/money.ts';
import { writeCatalogCsv, type ProductDraft } from './catalog-csv.ts';

export async function exportCatalog(db: Executor, scope: { sellerId?: string }): Promise<string> {
  const rows = await db
    .select({
      product: products,
      brand: brands.name,
      main: mainCategories.name,
      category: categories.name,
      sub: subCategories.name,
      brandHi: brands.nameHi,
      mainHi: mainCategories.nameHi,
      categoryHi: categories.nameHi,
      subHi: subCategories.nameHi,
      sellerEmail: sellers.email,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(mainCategories, eq(mainCategories.id, products.mainCategoryId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(scope.sellerId ? eq(products.sellerId, scope.sellerId) : undefined)
    .orderBy(asc(products.sku));
  const ids = rows.map((row) => row.product.id);
  const [colours, sizes, pictures] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(productColors)
          .where(inArray(productColors.productId, ids))
          .orderBy(asc(productColors.sortOrder)),
        db
          .select()
          .from(productSizes)
          .where(inArray(productSizes.productId, ids))
          .orderBy(asc(productSizes.sortOrder)),
        db
          .select()
          .from(productImages)
          .where(inArray(productImages.productId, ids))
          .orderBy(asc(productImages.sortOrder)),
      ])
    : [[], [], []];
  const drafts: ProductDraft[] = rows.map(({ product, ...names }) => ({
    lines: [],
    sku: product.sku,
    title: product.title,
    status: product.status,
    brand: names.brand,
    condition: product.condition as ProductDraft['condition'],
    mainCategory: names.main,
    category: names.category,
    subCategory: names.sub,
    hsnCode: product.hsnCode,
    gstRate: product.gstRatePercent,
    weight: product.weight,
    weightUnit: product.weightUnit,
    pictures: pictures.filter((picture) => picture.productId === product.id).map((p) => p.url),
    bodyHtml: product.bodyHtml,
    descriptionHtml: product.descriptionHtml,
    titleHi: product.titleHi ?? '',
    descriptionHiHtml: product.descriptionHi ?? '',
    namesHi: {
      brand: names.brandHi ?? '',
      mainCategory: names.mainHi ?? '',
      category: names.categoryHi ?? '',
      subCategory: names.subHi ?? '',
    },
    declarations: {
      originCountry: product.originCountry,
      genericName: product.genericName,
      genericNameHi: product.genericNameHi ?? '',
      netQuantity: product.netQuantity,
      netQuantityUnit: product.netQuantityUnit,
      declarantKind: product.declarantKind,
      declarantName: product.declarantName,
      declarantAddress: product.declarantAddress,
      consumerCare: product.consumerCare,
      bestBeforeDays: product.bestBeforeDays,
      warrantyMonths: product.warrantyMonths,
    },
    sellerEmail: scope.sellerId ? '' : names.sellerEmail,
    single: product.hasVariants
      ? null
      : {
          mrp: toWireRupees(product.mrpPaise),
          price: toWireRupees(product.salePaise),
          stock: product.stock,
        },
    variants: product.hasVariants
      ? colours
          .filter((colour) => colour.productId === product.id)
          .flatMap((colour) =>
            sizes
              .filter((size) => size.colorId === colour.id)
              .map((size) => ({
                colour: colour.name,
                colourHi: colour.nameHi ?? '',
                size: size.name,
                mrp: toWireRupees(size.mrpPaise),
                price: toWireRupees(size.salePaise),
                stock: size.stock,
              })),
          )
      : [],
  }));
  return writeCatalogCsv(drafts);
}
