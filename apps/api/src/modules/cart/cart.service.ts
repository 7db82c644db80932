// Cart rules: quantities 1–10 per line, never more than the stock, prices always from the
// catalog; a guest cart merged at login adds its pieces (docs/spec.md §4).
import { QUANTITY_MAX, type ServerCartLine } from '@haat/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toWireRupees } from '../../lib/money.ts';
import {
  findCartPurchasables,
  findPurchasables,
  lineKeyOf,
  purchasableStockSql,
  type LineKey,
  type Purchasable,
} from '../catalog/index.ts';
import {
  bumpCartVersion,
  deleteAllCartRows,
  deleteCartRow,
  removeCartLine,
  selectCartRows,
  upsertCartRow,
  writeCartLine,
} from './cart.repository.ts';

export const CART_LINES_MAX = 50;

export interface CartLine {
  item: Purchasable;
  pieces: number;
}

/** The cart as priced now; lines whose product or size no longer exists are dropped from it. */
export async function loadCartLines(db: Executor, customerId: string): Promise<CartLine[]> {
  const lines: CartLine[] = [];
  for (const { key, pieces, item } of await findCartPurchasables(db, customerId)) {
    if (item) lines.push({ item, pieces });
    else await deleteCartRow(db, customerId, key);
  }
  return lines;
}

export function toServerCartLine({ item, pieces }: CartLine): ServerCartLine {
  const total = toWireRupees(item.salePaise * pieces);
  if (item.hasVariants) {
    return {
      productID: item.key.productId,
      title: item.title,
      colorID: [
        {
          colorID: item.key.colorId,
          name: item.colorName ?? '',
          img: item.imageUrl ? [{ fileUrl: item.imageUrl }] : [],
          sizeID: {
            sizeID: item.key.sizeId,
            name: item.sizeName ?? '',
            pieces,
            mrPrice: toWireRupees(item.mrpPaise),
            price: toWireRupees(item.salePaise),
            total,
          },
        },
      ],
    };
  }
  return {
    productID: item.key.productId,
    title: item.title,
    pieces,
    mrPrice: toWireRupees(item.mrpPaise),
    salePrice: toWireRupees(item.salePaise),
    weight: item.weight ?? 0,
    weightUnit: item.weightUnit ?? '',
    images: item.imageUrl ? [{ fileUrl: item.imageUrl }] : [],
    total,
  };
}

export async function getCart(db: Executor, customerId: string): Promise<ServerCartLine[]> {
  return (await loadCartLines(db, customerId)).map(toServerCartLine);
}

function outOfStock(item: Purchasable): AppError {
  return new AppError(
    'OUT_OF_STOCK',
    item.stock === 0
      ? `${item.title} is out of stock.`
      : `Only ${item.stock} left of ${item.title}.`,
  );
}

/** Why a line was not written: nothing to buy, too few left, or a cart already full. */
async function explainRefusedLine(
  db: Executor,
  key: LineKey,
  pieces: number,
  stock: number | null,
): Promise<AppError> {
  if (stock !== null && pieces <= stock) {
    return new AppError('CONFLICT', `A cart holds at most ${CART_LINES_MAX} different items.`);
  }
  const item = (await findPurchasables(db, [key], { withImages: false })).get(lineKeyOf(key));
  return item ? outOfStock(item) : new AppError('NOT_FOUND', 'Product not found.');
}

/** Sets one line to `pieces` (0 removes it). docs/spec.md §4: the client sends the line's new quantity. */
export async function setCartLine(
  db: Executor,
  customerId: string,
  key: LineKey,
  pieces: number,
): Promise<ServerCartLine[]> {
  if (pieces === 0) {
    await removeCartLine(db, customerId, key);
  } else {
    // The stock check rides in the write's own statement; a refusal is explained after.
    const outcome = await writeCartLine(
      db,
      customerId,
      { ...key, pieces },
      CART_LINES_MAX,
      purchasableStockSql(key),
    );
    if (!outcome.written) throw await explainRefusedLine(db, key, pieces, outcome.stock);
  }
  return getCart(db, customerId);
}

/**
 * docs/spec.md §4 "On login": the guest cart's lines add their pieces to the server cart, each line
 * capped at 10 and at the stock; lines that name nothing purchasable are left out.
 */
export async function mergeCart(
  db: Executor,
  customerId: string,
  incoming: Array<LineKey & { pieces: number }>,
): Promise<ServerCartLine[]> {
  const rows = await selectCartRows(db, customerId);
  const existing = new Map(rows.map((row) => [lineKeyOf(row), row.pieces]));
  const items = await findPurchasables(db, incoming);
  const wanted = new Map<string, LineKey & { pieces: number }>();
  for (const line of incoming) {
    const key = lineKeyOf(line);
    const previous = wanted.get(key);
    wanted.set(key, {
      ...line,
      pieces: (previous?.pieces ?? existing.get(key) ?? 0) + line.pieces,
    });
  }
  let lineCount = rows.length;
  for (const [key, line] of wanted) {
    const item = items.get(key);
    if (!item || item.stock === 0) continue;
    if (!existing.has(key)) {
      if (lineCount >= CART_LINES_MAX) continue;
      lineCount += 1;
    }
    await upsertCartRow(db, customerId, {
      ...line,
      pieces: Math.min(line.pieces, QUANTITY_MAX, item.stock),
    });
  }
  await bumpCartVersion(db, customerId);
  return getCart(db, customerId);
}

export async function emptyCart(db: Executor, customerId: string): Promise<void> {
  await deleteAllCartRows(db, customerId);
  await bumpCartVersion(db, customerId);
}

/** Puts lines back (a failed payment's order): pieces add up, capped at 10. */
export async function restoreCartLines(
  db: Executor,
  customerId: string,
  lines: Array<LineKey & { pieces: number }>,
): Promise<void> {
  const rows = await selectCartRows(db, customerId);
  const existing = new Map(rows.map((row) => [lineKeyOf(row), row.pieces]));
  for (const line of lines) {
    const pieces = Math.min((existing.get(lineKeyOf(line)) ?? 0) + line.pieces, QUANTITY_MAX);
    await upsertCartRow(db, customerId, { ...line, pieces });
  }
  await bumpCartVersion(db, customerId);
}
