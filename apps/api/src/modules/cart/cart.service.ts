// Cart rules: quantities 1–10 per line, never more than the stock, prices always from the
// catalog; a guest cart merged at login adds its pieces (docs/spec.md §4).
import { QUANTITY_MAX, type ServerCartLine } from '@haat/contract';
import type { LanguageCode } from '@haat/contract/constants';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toWireRupees } from '../../lib/money.ts';
import {
  findCartPurchasables,
  findPurchasables,
  lineKeyOf,
  purchasableStockSql,
  textIn,
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

/** A line's title in `language`: the product's Hindi title on a Hindi page when it has one. */
export const titleIn = (language: LanguageCode, item: Purchasable): string =>
  textIn(language, item.title, item.titleHi);

/**
 * The line as the cart and checkout show it, its title and colour in `language` (the Hindi ones
 * where the product has them, docs/decisions/hindi.md); sizes are written as the seller wrote them.
 */
export function toServerCartLine(
  { item, pieces }: CartLine,
  language: LanguageCode,
): ServerCartLine {
  const total = toWireRupees(item.salePaise * pieces);
  const title = titleIn(language, item);
  if (item.hasVariants) {
    return {
      productID: item.key.productId,
      title,
      colorID: [
        {
          colorID: item.key.colorId,
          name: textIn(language, item.colorName ?? '', item.colorNameHi),
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
    title,
    pieces,
    mrPrice: toWireRupees(item.mrpPaise),
    salePrice: toWireRupees(item.salePaise),
    weight: item.weight ?? 0,
    weightUnit: item.weightUnit ?? '',
    images: item.imageUrl ? [{ fileUrl: item.imageUrl }] : [],
    total,
  };
}

export async function getCart(
  db: Executor,
  customerId: string,
  language: LanguageCode,
): Promise<ServerCartLine[]> {
  return (await loadCartLines(db, customerId)).map((line) => toServerCartLine(line, language));
}

function outOfStock(item: Purchasable, language: LanguageCode): AppError {
  const title = titleIn(language, item);
  return new AppError(
    'OUT_OF_STOCK',
    item.stock === 0 ? `${title} is out of stock.` : `Only ${item.stock} left of ${title}.`,
  );
}

/** Why a line was not written: nothing to buy, too few left, or a cart already full. */
async function explainRefusedLine(
  db: Executor,
  key: LineKey,
  pieces: number,
  stock: number | null,
  language: LanguageCode,
): Promise<AppError> {
  if (stock !== null && pieces <= stock) {
    return new AppError('CONFLICT', `A cart holds at most ${CART_LINES_MAX} different items.`);
  }
  const item = (await findPurchasables(db, [key], { withImages: false })).get(lineKeyOf(key));
  return item ? outOfStock(item, language) : new AppError('NOT_FOUND', 'Product not found.');
}

/** Sets one line to `pieces` (0 removes it). docs/spec.md §4: the client sends the line's new quantity. */
export async function setCartLine(
  db: Executor,
  customerId: string,
  key: LineKey,
  pieces: number,
  language: LanguageCode,
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
    if (!outcome.written) {
      throw await explainRefusedLine(db, key, pieces, outcome.stock, language);
    }
  }
  return getCart(db, customerId, language);
}

/**
 * docs/spec.md §4 "On login": the guest cart's lines add their pieces to the server cart, each line
 * capped at 10 and at the stock; lines that name nothing purchasable are left out.
 */
export async function mergeCart(
  db: Executor,
  customerId: string,
  incoming: Array<LineKey & { pieces: number }>,
  language: LanguageCode,
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
  return getCart(db, customerId, language);
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
