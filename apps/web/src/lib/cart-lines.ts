// One view of a cart line whichever form it arrives in: the guest cart's local line (docs/spec.md §3
// "Cart item") or the server's variant or flat line ("Server cart response"). In lib/ because the
// cart and checkout features both draw server lines, and features never import each other.
import type { ServerCartLine } from '@haat/contract';
import { rupeesToPaise } from '@haat/india';
import type { GuestCartLine } from './storage';

/** colorID and sizeID of a product without variants (the contract's NO_VARIANT_ID). */
export const NO_VARIANT = '0';

/** What names one line: the same product, colour and size is the same line (docs/spec.md §4). */
export interface CartLineKey {
  productID: string;
  colorID: string;
  sizeID: string;
}

export interface CartLine extends CartLineKey {
  key: string;
  pieces: number;
  name: string;
  imageUrl: string;
  /** 'Rust Orange · M' for a variant, '480 g' for a product sold by weight; '' when neither. */
  variant: string;
  pricePaise: number;
  mrpPaise: number;
  /** price × pieces, computed here: a stored or sent total is never trusted for display. */
  totalPaise: number;
}

export function cartLineKey(line: {
  productID: string;
  colorID: unknown;
  sizeID: unknown;
}): string {
  return `${line.productID}:${String(line.colorID)}:${String(line.sizeID)}`;
}

function joinVariant(parts: readonly string[]): string {
  return parts.filter((part) => part.trim() !== '').join(' · ');
}

function weightText(weight: number, unit: string): string {
  return weight > 0 ? `${weight} ${unit}`.trim() : '';
}

function build(
  fields: Omit<CartLine, 'key' | 'totalPaise' | 'pricePaise' | 'mrpPaise'> & {
    price: number;
    mrPrice: number;
  },
): CartLine {
  const { price, mrPrice, ...rest } = fields;
  const pricePaise = rupeesToPaise(price);
  return {
    ...rest,
    key: cartLineKey(rest),
    pricePaise,
    mrpPaise: rupeesToPaise(mrPrice),
    totalPaise: pricePaise * rest.pieces,
  };
}

export function fromGuestLine(line: GuestCartLine): CartLine {
  return build({
    productID: line.productID,
    colorID: String(line.colorID),
    sizeID: String(line.sizeID),
    pieces: line.pieces,
    name: line.name,
    imageUrl: line.img,
    variant: joinVariant([line.color, line.size]),
    price: line.price,
    mrPrice: line.mrprice,
  });
}

/** Both server forms: a variant line names its colour and size, a flat line its weight. */
export function fromServerLine(line: ServerCartLine): CartLine {
  if ('colorID' in line) {
    const color = line.colorID[0];
    return build({
      productID: line.productID,
      colorID: color ? String(color.colorID) : NO_VARIANT,
      sizeID: color ? String(color.sizeID.sizeID) : NO_VARIANT,
      pieces: color?.sizeID.pieces ?? 0,
      name: line.title,
      imageUrl: color?.img[0]?.fileUrl ?? '',
      variant: color ? joinVariant([color.name, color.sizeID.name]) : '',
      price: color?.sizeID.price ?? 0,
      mrPrice: color?.sizeID.mrPrice ?? 0,
    });
  }
  return build({
    productID: line.productID,
    colorID: NO_VARIANT,
    sizeID: NO_VARIANT,
    pieces: line.pieces,
    name: line.title,
    imageUrl: line.images[0]?.fileUrl ?? '',
    variant: weightText(line.weight, line.weightUnit),
    price: line.salePrice,
    mrPrice: line.mrPrice,
  });
}

export function countPieces(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.pieces, 0);
}

export function sumLinesPaise(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.totalPaise, 0);
}
