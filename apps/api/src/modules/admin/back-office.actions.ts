// The back office's catalogue calls at the wire edge (issue 14): contract input in, contract
// answers out, rupees to paise and back only here.
import type {
  BackOfficeProduct,
  BackOfficeProductsAnswer,
  BackOfficeProductsQuery,
  BrandsAnswer,
  BrandsQuery,
  CategoryTree,
  ProductBody,
  SellerProfile,
  SellersAnswer,
  SellersQuery,
} from '@haat/contract';
import type { Executor } from '../../db/client.ts';
import { fromWireRupees, toWireRupees } from '../../lib/money.ts';
import { pageOf } from './paging.ts';
import type { BackOfficeScope } from '../../plugins/auth.ts';
import {
  findProductForEdit,
  selectBrandPage,
  selectCategoryTreeRows,
  selectProductPage,
  type ProductInput,
} from '../catalog/index.ts';
import { selectSeller, selectSellerPage, type SellerRow } from '../sellers/index.ts';
import { notFound } from '../../lib/app-error.ts';

/** The form's product in paise; a flat product's figures or its colours × sizes. */
export function productInputFromWire(
  body: ProductBody,
): Omit<ProductInput, 'sellerId'> & { sellerId?: string | undefined } {
  const hasVariants = body.variants.length > 0;
  return {
    title: body.title,
    sku: body.sku,
    brandId: body.brandID,
    condition: body.condition,
    subCategoryId: body.subCategoryID,
    bodyHtml: body.body,
    descriptionHtml: body.description,
    hsnCode: body.hsnCode,
    gstRatePercent: body.gstRate,
    weight: body.weight,
    weightUnit: body.weightUnit,
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
    sku: product.sku,
    brandID: product.brandId,
    condition: product.condition,
    mainCategoryID: product.mainCategoryId,
    categoryID: product.categoryId,
    subCategoryID: product.subCategoryId,
    body: product.bodyHtml,
    description: product.descriptionHtml,
    hsnCode: product.hsnCode,
    gstRate: product.gstRatePercent,
    weight: product.weight,
    weightUnit: product.weightUnit,
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

export async function categoryTreeToWire(db: Executor): Promise<CategoryTree> {
  const { mains, cats, subs, countOf } = await selectCategoryTreeRows(db);
  const node = (row: { id: string; name: string; sortOrder: number }) => ({
    id: row.id,
    name: row.name,
    order: row.sortOrder,
    productCount: countOf.get(row.id) ?? 0,
  });
  return mains.map((main) => ({
    ...node(main),
    categories: cats
      .filter((category) => category.mainCategoryId === main.id)
      .map((category) => ({
        ...node(category),
        subCategories: subs.filter((sub) => sub.categoryId === category.id).map(node),
      })),
  }));
}

export async function brandsToWire(db: Executor, query: BrandsQuery): Promise<BrandsAnswer> {
  const page = pageOf(query);
  const { rows, total } = await selectBrandPage(db, query.q || undefined, page);
  return {
    status: 'success',
    data: {
      items: rows.map((row) => ({
        brandID: row.brand.id,
        name: row.brand.name,
        logoUrl: row.brand.logoUrl,
        productCount: row.productCount,
      })),
      total,
      page: page.page,
      pageSize: page.pageSize,
    },
  };
}

export async function sellersToWire(db: Executor, query: SellersQuery): Promise<SellersAnswer> {
  const page = pageOf(query);
  const { rows, total } = await selectSellerPage(
    db,
    { search: query.q || undefined, status: query.status },
    page,
  );
  return {
    status: 'success',
    data: {
      items: rows.map(({ seller, productCount }) => ({
        sellerID: seller.id,
        shopName: seller.shopName,
        name: `${seller.firstName} ${seller.lastName}`.trim(),
        email: seller.email,
        mobile: seller.mobile,
        city: seller.city,
        gstin: seller.gstin,
        status: seller.status,
        productCount,
        createdAt: seller.createdAt.toISOString(),
      })),
      total,
      page: page.page,
      pageSize: page.pageSize,
    },
  };
}

export function profileToWire(seller: SellerRow): SellerProfile {
  return {
    sellerID: seller.id,
    shopName: seller.shopName,
    description: seller.description,
    email: seller.email,
    mobile: seller.mobile,
    address: seller.address,
    city: seller.city,
    state: seller.state,
    pincode: seller.pincode,
    gstin: seller.gstin,
    logoUrl: seller.logoUrl,
  };
}

export async function ownProfile(db: Executor, sellerId: string): Promise<SellerProfile> {
  const seller = await selectSeller(db, sellerId);
  if (!seller) throw notFound('Seller');
  return profileToWire(seller);
}
