// The back office's product writes, in paise: a product saved whole with its colours ×
// sizes, its HTML cleaned, its search words and listing figures kept, and listed only while it is
// published and its seller approved. A seller's scope makes another seller's product a 404.
// Callers run these inside their transaction and audit with the snapshots they return.
import { eq } from 'drizzle-orm';
import { declarationProblems, normaliseDeclarations, type Declarations } from '@haat/contract';
import type { Executor } from '../../db/client.ts';
import { sellers } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { newId } from '../../lib/ids.ts';
import { sanitizeProductHtml } from './product.service.ts';
import {
  deleteVariants,
  insertColour,
  insertProduct,
  insertSize,
  selectBrandName,
  selectProductForEdit,
  selectSubCategoryPlace,
  selectVariantSummary,
  updateColour,
  updateProduct,
  updateSize,
  type ProductForEdit,
  type ProductStatus,
} from './product-admin.repository.ts';

export interface SizeInput {
  id?: string | undefined;
  name: string;
  mrpPaise: number;
  salePaise: number;
  stock: number;
}

export interface ProductInput extends Declarations {
  title: string;
  sku: string;
  brandId: string;
  condition: string;
  subCategoryId: string;
  bodyHtml: string;
  descriptionHtml: string;
  /** The Hindi title and description: '' or null clears one, undefined leaves it as it is. */
  titleHi?: string | null | undefined;
  descriptionHi?: string | null | undefined;
  hsnCode: string;
  gstRatePercent: number;
  weight: number | null;
  weightUnit: string | null;
  status: ProductStatus;
  sellerId: string;
  /** For a product without colours and sizes. */
  flat: { mrpPaise: number; salePaise: number; stock: number } | null;
  /** A colour's Hindi name (`nameHi`): '' or null clears it, undefined leaves it as it is. */
  colours: Array<{
    id?: string | undefined;
    name: string;
    nameHi?: string | null | undefined;
    sizes: SizeInput[];
  }>;
}

/** Who may touch a product: the operator any, a seller only their own. */
export interface ProductScope {
  sellerId?: string | undefined;
}

/** What the audit log keeps of a product before and after a change. */
export type ProductSnapshot = ReturnType<typeof snapshotOf>;

export function snapshotOf(found: ProductForEdit) {
  const { product } = found;
  return {
    title: product.title,
    sku: product.sku,
    status: product.status,
    listed: product.isPublished,
    sellerId: product.sellerId,
    brandId: product.brandId,
    subCategoryId: product.subCategoryId,
    hsnCode: product.hsnCode,
    gstRatePercent: product.gstRatePercent,
    mrpPaise: product.mrpPaise,
    salePaise: product.salePaise,
    stock: product.stock,
    sizes: found.sizes.map((size) => ({
      id: size.id,
      colour: found.colours.find((colour) => colour.id === size.colorId)?.name ?? '',
      size: size.name,
      mrpPaise: size.mrpPaise,
      salePaise: size.salePaise,
      stock: size.stock,
    })),
  };
}

/** The product for the edit form; 404 when there is none or it is another seller's. */
export async function findProductForEdit(
  db: Executor,
  productId: string,
  scope: ProductScope,
  options: { lock?: boolean } = {},
): Promise<ProductForEdit> {
  const found = await selectProductForEdit(db, productId, options.lock ?? false);
  if (!found || (scope.sellerId !== undefined && found.product.sellerId !== scope.sellerId)) {
    throw notFound('Product');
  }
  return found;
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

async function sellerStanding(db: Executor, sellerId: string) {
  const [seller] = await db
    .select({ status: sellers.status })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  if (!seller) throw invalid('sellerID', 'No such seller.');
  return seller.status;
}

/** Words a shopper may type besides the title: brand, the category path, colours. */
function searchWordsOf(parts: string[]): string {
  const words = parts.map((part) => part.toLowerCase().replace(/&/g, 'and').trim()).filter(Boolean);
  return [...new Set(words)].join(' ');
}

/**
 * Creates (no `productId`) or replaces a product with its variants. Sizes and colours sent back
 * with their ids keep them (carts and orders point at them); ones left out are removed.
 */
export async function saveProduct(
  tx: Executor,
  input: ProductInput,
  options: { productId?: string; scope: ProductScope; now: Date },
): Promise<{ productId: string; before: ProductSnapshot | null; after: ProductSnapshot }> {
  const existing = options.productId
    ? await findProductForEdit(tx, options.productId, options.scope, { lock: true })
    : null;
  const place = await selectSubCategoryPlace(tx, input.subCategoryId);
  if (!place) throw invalid('subCategoryID', 'No such sub-category.');
  const brandName = await selectBrandName(tx, input.brandId);
  if (brandName === null) throw invalid('brandID', 'No such brand.');
  const standing = await sellerStanding(tx, input.sellerId);
  const declarations = checkedDeclarations(input, place);

  const productId = options.productId ?? newId('p');
  const hasVariants = input.colours.length > 0;
  const row = {
    title: input.title,
    sku: input.sku,
    brandId: input.brandId,
    condition: input.condition,
    mainCategoryId: place.mainCategoryId,
    categoryId: place.categoryId,
    subCategoryId: place.subCategoryId,
    bodyHtml: sanitizeProductHtml(input.bodyHtml),
    descriptionHtml: sanitizeProductHtml(input.descriptionHtml),
    ...(input.titleHi === undefined ? {} : { titleHi: input.titleHi?.trim() || null }),
    ...(input.descriptionHi === undefined
      ? {}
      : { descriptionHi: sanitizeProductHtml(input.descriptionHi ?? '').trim() || null }),
    hsnCode: input.hsnCode,
    gstRatePercent: input.gstRatePercent,
    weight: input.weight,
    weightUnit: input.weightUnit,
    ...declarations,
    status: input.status,
    isPublished: input.status === 'published' && standing === 'approved',
    sellerId: input.sellerId,
    hasVariants,
    mrpPaise: input.flat?.mrpPaise ?? 0,
    salePaise: input.flat?.salePaise ?? 0,
    stock: input.flat?.stock ?? 0,
    searchKeywords: searchWordsOf([
      brandName,
      place.mainName,
      place.categoryName,
      place.subName,
      ...input.colours.map((colour) => colour.name),
    ]),
    updatedAt: options.now,
  };
  try {
    if (existing) await updateProduct(tx, productId, row);
    else await insertProduct(tx, { id: productId, ...row, createdAt: options.now });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', `The SKU ${input.sku} is already used by another product.`, {
        sku: 'This SKU is already used by another product.',
      });
    }
    throw error;
  }

  await saveVariants(tx, productId, input.colours, existing);
  if (hasVariants) {
    const summary = await selectVariantSummary(tx, productId);
    await updateProduct(tx, productId, {
      stock: summary.stock,
      mrpPaise: summary.cheapest?.mrpPaise ?? 0,
      salePaise: summary.cheapest?.salePaise ?? 0,
    });
  }
  const after = await findProductForEdit(tx, productId, {});
  return {
    productId,
    before: existing ? snapshotOf(existing) : null,
    after: snapshotOf(after),
  };
}

/**
 * The declarations as kept, or a 400 naming each missing or wrong one: a packaged category's
 * product names all of rule 6(1), an imported one its importer (docs/decisions/legal-declarations.md).
 */
export function checkedDeclarations(
  input: Declarations,
  category: { packaged: boolean; perishable: boolean },
) {
  const clean = normaliseDeclarations(input);
  const problems = declarationProblems(clean, category);
  const fields = Object.keys(problems);
  if (fields.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The product's declarations are incomplete: ${fields.join(', ')}.`,
      problems as Record<string, string>,
    );
  }
  return {
    originCountry: clean.originCountry,
    genericName: clean.genericName,
    ...(clean.genericNameHi === undefined ? {} : { genericNameHi: clean.genericNameHi }),
    netQuantity: clean.netQuantity,
    netQuantityUnit: clean.netQuantityUnit,
    declarantKind: clean.declarantKind as 'manufacturer' | 'packer' | 'importer' | null,
    declarantName: clean.declarantName,
    declarantAddress: clean.declarantAddress,
    consumerCare: clean.consumerCare,
    bestBeforeDays: clean.bestBeforeDays,
    warrantyMonths: clean.warrantyMonths,
  };
}

async function saveVariants(
  tx: Executor,
  productId: string,
  colours: ProductInput['colours'],
  existing: ProductForEdit | null,
): Promise<void> {
  const oldColours = new Set(existing?.colours.map((colour) => colour.id) ?? []);
  const oldSizes = new Set(existing?.sizes.map((size) => size.id) ?? []);
  const keptColours = new Set<string>();
  const keptSizes = new Set<string>();
  for (const [colourIndex, colour] of colours.entries()) {
    let colourId = colour.id;
    const nameHi = colour.nameHi === undefined ? {} : { nameHi: colour.nameHi?.trim() || null };
    if (colourId !== undefined) {
      if (!oldColours.has(colourId)) {
        throw invalid('variants', `The colour ${colourId} is not one of this product's.`);
      }
      await updateColour(tx, colourId, { name: colour.name, sortOrder: colourIndex, ...nameHi });
    } else {
      colourId = newId('c');
      await insertColour(tx, {
        id: colourId,
        productId,
        name: colour.name,
        ...nameHi,
        sortOrder: colourIndex,
      });
    }
    keptColours.add(colourId);
    for (const [sizeIndex, size] of colour.sizes.entries()) {
      const figures = {
        name: size.name,
        mrpPaise: size.mrpPaise,
        salePaise: size.salePaise,
        stock: size.stock,
        sortOrder: sizeIndex,
        colorId: colourId,
      };
      if (size.id !== undefined) {
        if (!oldSizes.has(size.id) || keptSizes.has(size.id)) {
          throw invalid('variants', `The size ${size.id} is not one of this product's.`);
        }
        await updateSize(tx, size.id, figures);
        keptSizes.add(size.id);
      } else {
        await insertSize(tx, { id: newId('s'), productId, ...figures });
      }
    }
  }
  await deleteVariants(
    tx,
    [...oldSizes].filter((id) => !keptSizes.has(id)),
    [...oldColours].filter((id) => !keptColours.has(id)),
  );
}

/** Draft, published or archived; listed only when published and the seller is approved. */
export async function changeProductStatus(
  tx: Executor,
  productId: string,
  status: ProductStatus,
  options: { scope: ProductScope; now: Date },
): Promise<{ before: ProductSnapshot; after: ProductSnapshot }> {
  const existing = await findProductForEdit(tx, productId, options.scope, { lock: true });
  const standing = await sellerStanding(tx, existing.product.sellerId);
  await updateProduct(tx, productId, {
    status,
    isPublished: status === 'published' && standing === 'approved',
    updatedAt: options.now,
  });
  const after = await findProductForEdit(tx, productId, {});
  return { before: snapshotOf(existing), after: snapshotOf(after) };
}
