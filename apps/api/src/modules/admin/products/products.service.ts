// Products as the operator or a seller changes them, each change with its audit row (before and
// after) in one transaction and the caller's scope: the operator touches any product, a seller
// only their own. Stock counts too. Paise here; products.actions.ts speaks the wire.
import { transactWithRetry } from '../../../db/transaction-retry.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { BackOfficeScope } from '../../../plugins/auth.ts';
import {
  type ProductInput,
  changeProductStatus,
  recomputeVariantProductStock,
  replaceFlatProductStock,
  saveProduct,
  selectProductStock,
  selectSizeStockForUpdate,
  updateSizeStock,
} from '../../catalog/index.ts';
import {
  type Actor,
  type OperatorDependencies,
  audit,
  auditAs,
  sellerOf,
} from '../shared/operator.ts';

type Deps = Pick<OperatorDependencies, 'db' | 'clock' | 'storage'>;

export const NO_VARIANTS_MESSAGE = 'This product has no colours or sizes; set its stock alone.';
export const VARIANTS_NEEDED_MESSAGE =
  'This product has colours and sizes; say which colour and size.';

/** A new product, or a product replaced whole; a seller's is always their own. */
export async function saveProductAudited(
  deps: Deps,
  scope: BackOfficeScope,
  input: Omit<ProductInput, 'sellerId'> & { sellerId?: string | undefined },
  productId?: string,
): Promise<string> {
  const now = deps.clock.now();
  const sellerId = scope.role === 'seller' ? scope.sellerId : input.sellerId;
  if (!sellerId) {
    const message = 'Choose the seller this product belongs to.';
    throw new AppError('VALIDATION_FAILED', message, { sellerID: message });
  }
  return deps.db.transaction(async (tx) => {
    const saved = await saveProduct(
      tx,
      { ...input, sellerId },
      { ...(productId ? { productId } : {}), scope: sellerOf(scope), now },
    );
    await auditAs(tx, scope, {
      action: productId ? 'product.update' : 'product.create',
      target: saved.productId,
      details: { before: saved.before, after: saved.after },
      at: now,
    });
    return saved.productId;
  });
}

export async function setProductStatusAudited(
  deps: Deps,
  scope: BackOfficeScope,
  productId: string,
  status: ProductInput['status'],
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const change = await changeProductStatus(tx, productId, status, {
      scope: sellerOf(scope),
      now,
    });
    await auditAs(tx, scope, {
      action: 'product.status',
      target: productId,
      details: {
        before: { status: change.before.status, listed: change.before.listed },
        after: { status: change.after.status, listed: change.after.listed },
      },
      at: now,
    });
  });
}

export interface StockChange {
  productId: string;
  /** Both or neither: a product with variants counts stock per size. */
  colorId?: string | undefined;
  sizeId?: string | undefined;
  stock: number;
}

export interface StockResult {
  productId: string;
  colorId: string | null;
  sizeId: string | null;
  previousStock: number;
  stock: number;
  productStock: number;
}

/** Sets a count; a product with variants then holds the sum of its sizes (what listings show). */
export async function setStock(
  deps: OperatorDependencies,
  actor: Actor,
  change: StockChange,
): Promise<StockResult> {
  const product = await selectProductStock(deps.db, change.productId);
  if (!product) throw notFound('Product');
  const variant =
    change.colorId !== undefined && change.sizeId !== undefined
      ? { colorId: change.colorId, sizeId: change.sizeId }
      : null;
  if (product.hasVariants && !variant) {
    throw new AppError('VALIDATION_FAILED', VARIANTS_NEEDED_MESSAGE, {
      sizeID: VARIANTS_NEEDED_MESSAGE,
    });
  }
  if (!product.hasVariants && variant) {
    throw new AppError('VALIDATION_FAILED', NO_VARIANTS_MESSAGE, { sizeID: NO_VARIANTS_MESSAGE });
  }
  const now = deps.clock.now();
  return transactWithRetry(deps.db, async (tx) => {
    let previousStock: number;
    let productStock: number;
    if (variant) {
      const before = await selectSizeStockForUpdate(tx, {
        productId: change.productId,
        ...variant,
      });
      if (before === null) throw notFound('Size');
      await updateSizeStock(tx, variant.sizeId, change.stock);
      previousStock = before;
      productStock = await recomputeVariantProductStock(tx, change.productId);
    } else {
      const before = await replaceFlatProductStock(tx, change.productId, change.stock);
      if (before === null) throw notFound('Product');
      previousStock = before;
      productStock = change.stock;
    }
    const result: StockResult = {
      productId: change.productId,
      colorId: variant?.colorId ?? null,
      sizeId: variant?.sizeId ?? null,
      previousStock,
      stock: change.stock,
      productStock,
    };
    await audit(tx, {
      actor,
      action: 'stock.set',
      target: change.productId,
      details: {
        colorId: result.colorId,
        sizeId: result.sizeId,
        from: previousStock,
        to: change.stock,
        productStock,
      },
      at: now,
    });
    return result;
  });
}
