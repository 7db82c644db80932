// The product calls at the wire edge: contract input in, contract answers out, rupees to paise
// and back only here.
import {
  type AdminStockAnswer,
  type AdminStockBody,
  type BackOfficeProduct,
  type BackOfficeProductsAnswer,
  type BackOfficeProductsQuery,
  NO_VARIANT_ID,
  type ProductBody,
} from '@haat/contract';
import type { Executor } from '../../../db/client.ts';
import { fromWireRupees, toWireRupees } from '../../../lib/money.ts';
import type { BackOfficeScope } from '../../../plugins/auth.ts';
import { type ProductInput, findProductForEdit, selectProductPage } from '../../catalog/index.ts';
import type { Actor, OperatorDependencies } from '../shared/operator.ts';
import { pageOf } from '../shared/paging.ts';
import { setStock } from './products.service.ts';

/** '0' is the contract's colour/size id of a product without variants: the same as none. */
const variantIdOf = (id: string | undefined) => (id === NO_VARIANT_ID ? undefined : id);

/** The form's product in paise; a flat product's figures or its colours × sizes. */
export function productInputFromWire(
  body: ProductBody,
): Omit<ProductInput, 'sellerId'> & { sellerId?: string | undefined } {
  const hasVariants = body.variants.length > 0;
  return {
    title: body.title,
    titleHi: body.titleHi,
    sku: body.sku,
    brandId: body.brandID,
    condition: body.condition,
    subCategoryId: body.subCategoryID,
    bodyHtml: body.body,
    descriptionHtml: body.description,
    descriptionHi: body.descriptionHi,
    hsnCode: body.hsnCode,
    gstRatePercent: body.gstRate,
    weight: body.weight,
    weightUnit: body.weightUnit,
    originCountry: body.originCountry,
    genericName: body.genericName,
    genericNameHi: body.genericNameHi,
    netQuantity: body.netQuantity,
    netQuantityUnit: body.netQuantityUnit,
    declarantKind: body.declarantKind,
    declarantName: body.declarantName,
    declarantAddress: body.declarantAddress,
    consumerCare: body.consumerCare,
    bestBeforeDays: body.bestBeforeDays,
    warrantyMonths: body.warrantyMonths,
    status: body.status,
    sellerId: body.sellerID,
    flat: hasVariants
      ? null
      : {
          mrpPaise: fromWireRupees(body.mrp ?? 0),
          salePaise: fromWireRupees(body.price ?? 0),
          stock: body.stock ?? 0,
        },
    colours: body.variants.map((colour) => ({
      id: colour.colorID,
      name: colour.colour,
      nameHi: colour.colourHi,
      sizes: colour.sizes.map((size) => ({
        id: size.sizeID,
        name: size.size,
        mrpPaise: fromWireRupees(size.mrp),
        salePaise: fromWireRupees(size.price),
        stock: size.stock,
      })),
    })),
  };
}

export async function productToWire(
  db: Executor,
  productId: string,
  scope: BackOfficeScope,
): Promise<BackOfficeProduct> {
  const found = await findProductForEdit(
    db,
    productId,
    scope.role === 'seller' ? { sellerId: scope.sellerId } : {},
  );
  const { product } = found;
  return {
    productID: product.id,
    title: product.title,
    titleHi: product.titleHi ?? '',
    sku: product.sku,
    brandID: product.brandId,
    condition: product.condition,
    mainCategoryID: product.mainCategoryId,
    categoryID: product.categoryId,
    subCategoryID: product.subCategoryId,
    body: product.bodyHtml,
    description: product.descriptionHtml,
    descriptionHi: product.descriptionHi ?? '',
    hsnCode: product.hsnCode,
    gstRate: product.gstRatePercent,
    weight: product.weight,
    weightUnit: product.weightUnit,
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
    packaged: found.packaged,
    perishable: found.perishable,
    status: product.status,
    listed: product.isPublished,
    sellerID: product.sellerId,
    shopName: found.shopName,
    price: product.hasVariants ? null : toWireRupees(product.salePaise),
    mrp: product.hasVariants ? null : toWireRupees(product.mrpPaise),
    stock: product.stock,
    variants: found.colours.map((colour) => ({
      colorID: colour.id,
      colour: colour.name,
      colourHi: colour.nameHi ?? '',
      sizes: found.sizes
        .filter((size) => size.colorId === colour.id)
        .map((size) => ({
          sizeID: size.id,
          size: size.name,
          price: toWireRupees(size.salePaise),
          mrp: toWireRupees(size.mrpPaise),
          stock: size.stock,
        })),
    })),
    pictures: found.pictures.map((picture, index) => ({
      pictureID: picture.id,
      url: picture.url,
      colorID: picture.colorId,
      order: index,
    })),
    updatedAt: product.updatedAt.toISOString(),
  };
}

export async function productsToWire(
  db: Executor,
  scope: BackOfficeScope,
  query: BackOfficeProductsQuery,
): Promise<BackOfficeProductsAnswer> {
  const page = pageOf(query);
  const { rows, total } = await selectProductPage(
    db,
    {
      sellerId: scope.role === 'seller' ? scope.sellerId : query.sellerID,
      search: query.q || undefined,
      status: query.status,
      categoryId: query.categoryID,
    },
    { sort: query.sort ?? 'updatedAt', dir: query.dir ?? (query.sort ? 'asc' : 'desc') },
    page,
  );
  return {
    status: 'success',
    data: {
      items: rows.map((row) => ({
        productID: row.product.id,
        title: row.product.title,
        sku: row.product.sku,
        status: row.product.status,
        listed: row.product.isPublished,
        brandName: row.brandName,
        sellerID: row.product.sellerId,
        shopName: row.shopName,
        categoryName: row.categoryName,
        subCategoryName: row.subCategoryName,
        price: toWireRupees(row.product.salePaise),
        mrp: toWireRupees(row.product.mrpPaise),
        stock: row.product.stock,
        variantCount: row.variantCount,
        imageUrl: row.imageUrl,
        updatedAt: row.product.updatedAt.toISOString(),
      })),
      total,
      page: page.page,
      pageSize: page.pageSize,
    },
  };
}

export function createStockActions(deps: OperatorDependencies, actor: Actor) {
  return {
    setStock: async (body: AdminStockBody): Promise<AdminStockAnswer> => {
      const result = await setStock(deps, actor, {
        productId: body.productID,
        colorId: variantIdOf(body.colorID),
        sizeId: variantIdOf(body.sizeID),
        stock: body.stock,
      });
      return {
        status: 'success',
        message: `Stock set to ${result.stock}.`,
        data: {
          productID: result.productId,
          colorID: result.colorId,
          sizeID: result.sizeId,
          previousStock: result.previousStock,
          stock: result.stock,
          productStock: result.productStock,
        },
      };
    },
  };
}
