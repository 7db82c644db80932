// One view of an order line whichever form it arrives in (docs/spec.md §3 "Order product line"): the
// plain form with its weight, or the variant form with its colour and size.
import type { LineReturn, OrderLine } from '@haat/contract';
import { rupeesToPaise } from '@haat/india';

/** colorID and sizeID of a product without variants (the contract's NO_VARIANT_ID). */
const NO_VARIANT = '0';

export interface OrderLineView {
  /** Unique within an order: the same product can be ordered in two sizes. */
  key: string;
  lineID: string;
  /** Cancelled on its own before the order shipped. */
  cancelled: boolean;
  productID: string;
  colorID: string;
  sizeID: string;
  title: string;
  imageUrl: string;
  /** 'Rust Orange · M' for a variant, '480 g' for a product sold by weight; '' when neither. */
  variantParts: string[];
  pricePaise: number;
  pieces: number;
  totalPaise: number;
  /** The customer's own rating, or null while not reviewed. */
  rating: number | null;
  /** Whether it may be returned, once delivered (docs/decisions/returns.md); null before. */
  returnWindow: LineReturn | null;
}

function weightText(weight: number, unit: string): string {
  return weight > 0 ? `${weight} ${unit}`.trim() : '';
}

export function toOrderLineView(line: OrderLine): OrderLineView {
  if ('colorID' in line) {
    const variant = line.colorID[0];
    const pricePaise = rupeesToPaise(variant?.sizeID.price ?? 0);
    const pieces = variant?.sizeID.pieces ?? 0;
    const colorID = variant?.colorID ?? NO_VARIANT;
    const sizeID = variant?.sizeID.sizeID ?? NO_VARIANT;
    return {
      key: `${line.productID}:${colorID}:${sizeID}`,
      lineID: line.lineID,
      cancelled: line.cancelled,
      productID: line.productID,
      colorID,
      sizeID,
      title: line.title,
      imageUrl: variant?.img[0]?.fileUrl ?? '',
      variantParts: [variant?.name ?? '', variant?.sizeID.name ?? ''].filter((part) => part !== ''),
      pricePaise,
      pieces,
      totalPaise: rupeesToPaise(variant?.sizeID.total ?? 0),
      rating: line.rating,
      returnWindow: line.return,
    };
  }
  const weight = weightText(line.weight, line.weightUnit);
  return {
    key: `${line.productID}:${NO_VARIANT}:${NO_VARIANT}`,
    lineID: line.lineID,
    cancelled: line.cancelled,
    productID: line.productID,
    colorID: NO_VARIANT,
    sizeID: NO_VARIANT,
    title: line.title,
    imageUrl: line.images[0]?.fileUrl ?? '',
    variantParts: weight === '' ? [] : [weight],
    pricePaise: rupeesToPaise(line.salePrice),
    pieces: line.pieces,
    totalPaise: rupeesToPaise(line.total),
    rating: line.rating,
    returnWindow: line.return,
  };
}
