// What a cart line refers to, priced from the catalog: the only source of prices for cart,
// checkout and orders (a client-sent price is never read).
import { NO_VARIANT_ID } from '@haat/contract';
import type { Executor } from '../../db/client.ts';
import {
  selectCartPurchasables,
  selectLineImages,
  selectPurchasables,
  type PurchasableRow,
} from './purchasable.repository.ts';

export interface LineKey {
  productId: string;
  colorId: string;
  sizeId: string;
}

export interface Purchasable {
  key: LineKey;
  title: string;
  /** The Hindi title and colour name (docs/decisions/hindi.md); null where there is none. */
  titleHi: string | null;
  sellerId: string;
  hasVariants: boolean;
  hsnCode: string;
  gstRatePercent: number;
  weight: number | null;
  weightUnit: string | null;
  colorName: string | null;
  colorNameHi: string | null;
  sizeName: string | null;
  mrpPaise: number;
  salePaise: number;
  stock: number;
  imageUrl: string;
}

export const lineKeyOf = (key: LineKey): string => `${key.productId}|${key.colorId}|${key.sizeId}`;

/**
 * Resolves each key to a published product (flat: colour and size '0') or one of its sizes under
 * the named colour. Keys that name nothing purchasable are absent from the map.
 */
export async function findPurchasables(
  db: Executor,
  keys: LineKey[],
  /** `withImages: false` leaves `imageUrl` empty and saves a query (a stock check). */
  options: { lockForUpdate?: boolean; withImages?: boolean } = {},
): Promise<Map<string, Purchasable>> {
  const flatIds = [
    ...new Set(keys.filter((key) => key.sizeId === NO_VARIANT_ID).map((key) => key.productId)),
  ];
  const sizeIds = [
    ...new Set(keys.filter((key) => key.sizeId !== NO_VARIANT_ID).map((key) => key.sizeId)),
  ];
  const [rows, images] = await Promise.all([
    selectPurchasables(db, flatIds, sizeIds, { lockForUpdate: options.lockForUpdate ?? false }),
    options.withImages === false
      ? Promise.resolve([])
      : selectLineImages(db, [...new Set(keys.map((key) => key.productId))]),
  ]);
  const imageOf = (productId: string, colorId: string | null) =>
    images.find((image) => image.product_id === productId && image.color_id === colorId)?.url ??
    images.find((image) => image.product_id === productId)?.url ??
    '';
  const byKey = new Map<string, Purchasable>();
  for (const key of keys) {
    const row = rows.find((candidate) => matches(candidate, key));
    if (!row || !row.is_published) continue;
    byKey.set(lineKeyOf(key), toPurchasable(key, row, imageOf(row.product_id, row.color_id)));
  }
  return byKey;
}

/** A cart line as stored, and what it buys today (undefined when it names nothing purchasable). */
export interface PricedCartLine {
  key: LineKey;
  pieces: number;
  item: Purchasable | undefined;
}

/** The customer's cart priced from the catalogue in one statement, oldest line first. */
export async function findCartPurchasables(
  db: Executor,
  customerId: string,
): Promise<PricedCartLine[]> {
  const rows = await selectCartPurchasables(db, customerId);
  return rows.map((row) => {
    const key = {
      productId: row.line_product_id,
      colorId: row.line_color_id,
      sizeId: row.line_size_id,
    };
    const usable = row.product_id !== null && row.is_published && matches(row, key);
    return {
      key,
      pieces: row.pieces,
      item: usable ? toPurchasable(key, row, row.image_url ?? '') : undefined,
    };
  });
}

function matches(row: PurchasableRow, key: LineKey): boolean {
  if (row.product_id !== key.productId) return false;
  if (key.sizeId === NO_VARIANT_ID) return !row.has_variants && key.colorId === NO_VARIANT_ID;
  return row.size_id === key.sizeId && row.color_id === key.colorId;
}

function toPurchasable(key: LineKey, row: PurchasableRow, imageUrl: string): Purchasable {
  return {
    key,
    title: row.title,
    titleHi: row.title_hi,
    sellerId: row.seller_id,
    hasVariants: row.has_variants,
    hsnCode: row.hsn_code,
    gstRatePercent: row.gst_rate_percent,
    weight: row.weight,
    weightUnit: row.weight_unit,
    colorName: row.color_name,
    colorNameHi: row.color_name_hi,
    sizeName: row.size_name,
    mrpPaise: row.mrp_paise,
    salePaise: row.sale_paise,
    stock: row.stock,
    imageUrl,
  };
}
