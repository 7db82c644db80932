// The product page's rules as pure functions (docs/spec.md §4 pin-code check, product page button,
// product page selections; §5 quantity), so each is tested without drawing the page.
import type { ColorVariant, ProductDetail, VariantSize } from '@haat/contract';
import { paiseToRupees, rupeesToPaise } from '@haat/india';
import { formatOrderDate } from '../../../lib/dates';
import type { GuestCartLine } from '../../../lib/storage';
import { QUANTITY_MAX, QUANTITY_MIN } from '@haat/contract/constants';

/** docs/spec.md §4: 0 not checked, 1 available, 2 not available. */
export type PincodeState = 0 | 1 | 2;
export const PINCODE_STATE = { notChecked: 0, available: 1, notAvailable: 2 } as const;

export type CartButtonState = 'notAvailable' | 'checkPincode' | 'addToCart' | 'outOfStock';

/**
 * docs/spec.md §4 "Product page button", in its order: an unavailable pin wins, then an unchecked one;
 * an available pin adds to cart when the stock covers the quantity, otherwise it is out of stock.
 */
export function cartButtonState(
  pincode: PincodeState,
  stock: number,
  quantity: number,
): CartButtonState {
  if (pincode === PINCODE_STATE.notAvailable) return 'notAvailable';
  if (pincode === PINCODE_STATE.notChecked) return 'checkPincode';
  return stock >= quantity ? 'addToCart' : 'outOfStock';
}

// ---- Selections ----

export interface ProductSelection {
  colorIndex: number;
  sizeIndex: number;
  imageIndex: number;
  quantity: number;
}

export type SelectionAction =
  | { type: 'color'; index: number }
  | { type: 'size'; index: number }
  | { type: 'image'; index: number }
  | { type: 'increment' }
  | { type: 'decrement' };

export const INITIAL_SELECTION: ProductSelection = {
  colorIndex: 0,
  sizeIndex: 0,
  imageIndex: 0,
  quantity: QUANTITY_MIN,
};

/**
 * docs/spec.md §4: changing the colour resets the size and the image index to 0. §5: quantity stays
 * within 1 to 10 (the plus stops at 10; on the product page the minus stops at 1 — removing a
 * line at 0 is the cart's rule, not this page's).
 */
export function selectionReducer(
  state: ProductSelection,
  action: SelectionAction,
): ProductSelection {
  switch (action.type) {
    case 'color':
      return action.index === state.colorIndex
        ? state
        : { ...state, colorIndex: action.index, sizeIndex: 0, imageIndex: 0 };
    case 'size':
      return { ...state, sizeIndex: action.index };
    case 'image':
      return { ...state, imageIndex: action.index };
    case 'increment':
      return { ...state, quantity: Math.min(state.quantity + 1, QUANTITY_MAX) };
    case 'decrement':
      return { ...state, quantity: Math.max(state.quantity - 1, QUANTITY_MIN) };
  }
}

/** What the shopper is about to buy: the chosen colour and size, or the product itself. */
export interface ChosenItem {
  color: ColorVariant | undefined;
  size: VariantSize | undefined;
  /** Rupees, as the wire carries them. */
  mrPrice: number;
  salePrice: number;
  discountPercent: number;
  stock: number;
  images: string[];
}

export function chosenItem(product: ProductDetail, selection: ProductSelection): ChosenItem {
  const color = product.colorID[selection.colorIndex] ?? product.colorID[0];
  const size = color ? (color.sizeID[selection.sizeIndex] ?? color.sizeID[0]) : undefined;
  const colorImages = color?.img.map((image) => image.fileUrl) ?? [];
  const images =
    colorImages.length > 0 ? colorImages : product.images.map((image) => image.fileUrl);
  if (size) {
    return {
      color,
      size,
      mrPrice: size.mrPrice,
      salePrice: size.price,
      discountPercent: size.discountPercentage,
      stock: size.stock,
      images,
    };
  }
  return {
    color,
    size: undefined,
    mrPrice: product.mrPrice,
    salePrice: product.salePrice,
    discountPercent: product.discount,
    stock: product.stock,
    images,
  };
}

/** docs/spec.md §3: for a product without variants the line's size is its weight and unit. */
export function weightLabel(product: Pick<ProductDetail, 'weight' | 'weightUnit'>): string {
  return product.weight > 0 ? `${product.weight} ${product.weightUnit}`.trim() : '';
}

/** The docs/spec.md §3 guest cart line for the chosen item; colorID and sizeID are 0 without variants. */
export function guestCartLine(
  product: ProductDetail,
  item: ChosenItem,
  quantity: number,
): GuestCartLine {
  return {
    productID: product.productID,
    colorID: item.color?.colorID ?? 0,
    sizeID: item.size?.sizeID ?? 0,
    pieces: quantity,
    name: product.title,
    mrprice: item.mrPrice,
    price: item.salePrice,
    color: item.color?.name ?? '',
    size: item.size?.name ?? weightLabel(product),
    img: item.images[0] ?? '',
    total: paiseToRupees(rupeesToPaise(item.salePrice) * quantity),
  };
}

/** Stars shown for one shopper's rating: docs/spec.md §9 rounds to the nearest whole star out of 5. */
export function roundedStars(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating)));
}

/**
 * A product's average rating as said and shown: one decimal, without a trailing '.0' (4.5, 4).
 * Its stars go to the nearest half (the Stars component), so 4.5 shows four and a half.
 */
export function ratingFigure(rating: number): number {
  return Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10;
}

export function reviewDate(createdAt: string): string {
  return formatOrderDate(createdAt);
}
