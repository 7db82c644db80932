// What a seeded order is made of and what it costs: the units the demo's orders pick from (in
// stock, from sellers who deliver India-wide) and the totals rule of
// docs/decisions/product-owner.md.
import { SELLERS } from './people-data.ts';
import type { GeneratedProduct } from './products.ts';
import { sellerId } from './taxonomy.ts';

/**
 * docs/decisions/product-owner.md: ₹80 per piece below a ₹1,000 subtotal, free from ₹1,000; ₹5
 * platform charge.
 */
export const SHIPPING_PER_PIECE_PAISE = 8_000;
export const FREE_SHIPPING_FROM_PAISE = 100_000;
export const PLATFORM_CHARGE_PAISE = 500;

export interface OrderTotals {
  readonly subtotalPaise: number;
  readonly shippingPaise: number;
  readonly platformPaise: number;
  readonly totalPaise: number;
  readonly discountPaise: number;
  readonly payablePaise: number;
}

/** subtotal = Σ price × pieces; shipping per piece below ₹1,000; the discount never exceeds the total. */
export function calculateOrderTotals(
  lines: readonly { unitPricePaise: number; pieces: number }[],
  discountPaise = 0,
): OrderTotals {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.pieces, 0);
  const pieces = lines.reduce((sum, line) => sum + line.pieces, 0);
  const shippingPaise =
    subtotalPaise < FREE_SHIPPING_FROM_PAISE ? SHIPPING_PER_PIECE_PAISE * pieces : 0;
  const totalPaise = subtotalPaise + shippingPaise + PLATFORM_CHARGE_PAISE;
  const cappedDiscount = Math.min(discountPaise, totalPaise);
  return {
    subtotalPaise,
    shippingPaise,
    platformPaise: PLATFORM_CHARGE_PAISE,
    totalPaise,
    discountPaise: cappedDiscount,
    payablePaise: totalPaise - cappedDiscount,
  };
}

/** One sellable unit: a flat product, or one colour and size of a variant product. */
export interface Unit {
  readonly product: GeneratedProduct;
  readonly colourId: string;
  readonly sizeId: string;
  readonly colourName: string | null;
  readonly colourNameHi: string | null;
  readonly sizeName: string | null;
  readonly mrpPaise: number;
  readonly unitPricePaise: number;
  readonly imageUrl: string;
}

/** In-stock units of products that every India-wide seller can deliver. */
export function sellableUnits(products: readonly GeneratedProduct[]): Unit[] {
  const nationwide = new Set(SELLERS.filter((seller) => seller.shipsOnlyTo === null).map(sellerId));
  const units: Unit[] = [];
  for (const generated of products) {
    if (!nationwide.has(generated.product.sellerId)) continue;
    const firstImage = generated.images[0]?.url ?? '';
    if (!generated.product.hasVariants) {
      if (generated.product.stock <= 0) continue;
      units.push({
        product: generated,
        colourId: '0',
        sizeId: '0',
        colourName: null,
        colourNameHi: null,
        sizeName: null,
        mrpPaise: generated.product.mrpPaise,
        unitPricePaise: generated.product.salePaise,
        imageUrl: firstImage,
      });
      continue;
    }
    const size = generated.sizes.find((candidate) => candidate.stock > 0);
    if (size === undefined) continue;
    const colour = generated.colours.find((candidate) => candidate.id === size.colorId);
    const image = generated.images.find((candidate) => candidate.colorId === size.colorId);
    units.push({
      product: generated,
      colourId: size.colorId,
      sizeId: size.id,
      colourName: colour?.name ?? null,
      colourNameHi: colour?.nameHi ?? null,
      sizeName: size.name,
      mrpPaise: size.mrpPaise,
      unitPricePaise: size.salePaise,
      imageUrl: image?.url ?? firstImage,
    });
  }
  return units;
}
