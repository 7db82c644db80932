// Stock taken by an order and given back when it does not go ahead, for all its lines at once.
// Every writer of stock rows locks them in one global order: by product id, and within a product
// its own row first, then its sizes by size id. Two orders holding the same products in other
// orders in their carts then wait for each other at most, instead of each holding a row the other
// needs (PostgreSQL would abort one as a deadlock). The operator's stock change (admin) and the
// product editor also take the product row before its sizes.
import { NO_VARIANT_ID } from '@haat/contract';
import type { Executor } from '../../db/client.ts';
import { noteStockChanged } from './catalog-cache.ts';
import {
  decrementProductStock,
  decrementSizeStock,
  incrementProductStock,
  incrementSizeStock,
} from './purchasable.repository.ts';
import type { LineKey } from './purchasable.service.ts';

export interface StockLine {
  key: LineKey;
  pieces: number;
}

interface ProductLines {
  productId: string;
  /** Empty for a flat product. */
  sizes: Array<{ key: LineKey; sizeId: string; pieces: number }>;
  /** Flat product: its key; variants: the sizes' sum. */
  flatKey: LineKey | null;
  pieces: number;
}

const compare = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);

/** The lines grouped by product in the global lock order (a key named twice counts once, summed). */
function inLockOrder(lines: StockLine[]): ProductLines[] {
  const byProduct = new Map<string, ProductLines>();
  for (const { key, pieces } of lines) {
    let group = byProduct.get(key.productId);
    if (!group) {
      group = { productId: key.productId, sizes: [], flatKey: null, pieces: 0 };
      byProduct.set(key.productId, group);
    }
    group.pieces += pieces;
    if (key.sizeId === NO_VARIANT_ID) {
      group.flatKey = key;
      continue;
    }
    const known = group.sizes.find((size) => size.sizeId === key.sizeId);
    if (known) known.pieces += pieces;
    else group.sizes.push({ key, sizeId: key.sizeId, pieces });
  }
  const groups = [...byProduct.values()].sort((a, b) => compare(a.productId, b.productId));
  for (const group of groups) group.sizes.sort((a, b) => compare(a.sizeId, b.sizeId));
  return groups;
}

/**
 * Takes every line's pieces inside the caller's transaction. Answers the key of the first line
 * short of stock (the caller then rolls the transaction back), or null when all were taken.
 */
export async function takeStock(db: Executor, lines: StockLine[]): Promise<LineKey | null> {
  const groups = inLockOrder(lines);
  noteStockChanged(groups.map((group) => group.productId));
  for (const group of groups) {
    if (group.sizes.length === 0) {
      const isTaken = await decrementProductStock(db, group.productId, group.pieces, {
        clampAtZero: false,
      });
      if (!isTaken) return group.flatKey;
      continue;
    }
    // The product's total first: that statement takes its row before any of its sizes.
    await decrementProductStock(db, group.productId, group.pieces, { clampAtZero: true });
    for (const size of group.sizes) {
      const isTaken = await decrementSizeStock(db, {
        productId: group.productId,
        sizeId: size.sizeId,
        pieces: size.pieces,
      });
      if (!isTaken) return size.key;
    }
  }
  return null;
}

/** Gives every line's pieces back, in the same order as they are taken. */
export async function returnStock(db: Executor, lines: StockLine[]): Promise<void> {
  const groups = inLockOrder(lines);
  noteStockChanged(groups.map((group) => group.productId));
  for (const group of groups) {
    await incrementProductStock(db, group.productId, group.pieces);
    for (const size of group.sizes) {
      await incrementSizeStock(db, { sizeId: size.sizeId, pieces: size.pieces });
    }
  }
}
