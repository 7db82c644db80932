// Cart and wishlist calls of docs/spec.md §7.
import { z } from 'zod';
import {
  CartPiecesSchema,
  FileRefSchema,
  IdSchema,
  MoneySchema,
  PercentSchema,
  QuantitySchema,
  SuccessSchema,
  VariantIdInputSchema,
  WeightSchema,
} from './fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { MessageAnswerSchema } from './fields.ts';

// ---- Server cart (docs/spec.md §3 "Server cart response") ----

/** A line of a product with colours and sizes: the chosen colour with its chosen size. */
export const VariantCartLineSchema = z.object({
  productID: IdSchema,
  title: z.string(),
  colorID: z.array(
    z.object({
      colorID: IdSchema,
      name: z.string(),
      img: z.array(FileRefSchema),
      sizeID: z.object({
        sizeID: IdSchema,
        name: z.string(),
        pieces: QuantitySchema,
        mrPrice: MoneySchema,
        price: MoneySchema,
        total: MoneySchema,
      }),
    }),
  ),
});
export type VariantCartLine = z.infer<typeof VariantCartLineSchema>;

/** A line of a product without variants; its "size" is its weight and unit. */
export const FlatCartLineSchema = z.object({
  productID: IdSchema,
  title: z.string(),
  pieces: QuantitySchema,
  mrPrice: MoneySchema,
  salePrice: MoneySchema,
  weight: WeightSchema,
  weightUnit: z.string(),
  images: z.array(FileRefSchema),
  total: MoneySchema,
});
export type FlatCartLine = z.infer<typeof FlatCartLineSchema>;

export const ServerCartLineSchema = z.union([VariantCartLineSchema, FlatCartLineSchema]);
export type ServerCartLine = z.infer<typeof ServerCartLineSchema>;

/** Answer of every cart call: the whole cart as the server now holds it. */
export const CartAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.object({ products: z.array(ServerCartLineSchema) }),
});
export type CartAnswer = z.infer<typeof CartAnswerSchema>;

// ---- Cart changes ----

/**
 * docs/spec.md §3 "Cart item": the old client sends its whole local line (name, mrprice, price,
 * color, size, img, total). The server prices everything itself, so those fields are accepted
 * and stripped (a plain, non-strict object). colorID and sizeID are '0' without variants.
 */
export const CartUpdateBodySchema = z.object({
  productID: IdSchema,
  colorID: VariantIdInputSchema,
  sizeID: VariantIdInputSchema,
  /** 0 removes the line (docs/spec.md §4). */
  pieces: CartPiecesSchema,
});
export type CartUpdateBody = z.infer<typeof CartUpdateBodySchema>;
export type CartUpdateBodyInput = z.input<typeof CartUpdateBodySchema>;

/** The guest cart sent at login (docs/spec.md §4 "On login"); each line adds to the server cart. */
export const CartMergeBodySchema = z.object({
  products: z
    .array(CartUpdateBodySchema.extend({ pieces: QuantitySchema }))
    .max(100, 'A cart holds at most 100 lines.'),
});
export type CartMergeBody = z.infer<typeof CartMergeBodySchema>;
export type CartMergeBodyInput = z.input<typeof CartMergeBodySchema>;

// ---- Wishlist ----

/** docs/spec.md §3 "Wishlist item": `mrp` from mrPrice, `price` from salePrice. */
export const WishlistItemSchema = z.object({
  productID: IdSchema,
  title: z.string(),
  mrp: MoneySchema,
  price: MoneySchema,
  fileUrl: z.string(),
  colorID: IdSchema.optional(),
  /** docs/decisions/product-owner.md: the badge shows the real discount, not a fixed 15%. */
  discountPercentage: PercentSchema,
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

/** docs/spec.md §3: the wishlist load returns `data.productID[]`. */
export const WishlistAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.object({ productID: z.array(WishlistItemSchema) }),
});
export type WishlistAnswer = z.infer<typeof WishlistAnswerSchema>;

/** Body of POST and query of DELETE /customer/wishlist. */
export const WishlistProductSchema = z.object({ productID: IdSchema });
export type WishlistProduct = z.infer<typeof WishlistProductSchema>;

/** The signed-in customer's cart and wishlist (docs/spec.md §7). */
export const cartEndpoints = {
  cart: defineEndpoint({
    method: 'GET',
    path: '/customer/cart',
    auth: 'customer',
    answer: CartAnswerSchema,
  }),
  cartUpdate: defineEndpoint({
    method: 'POST',
    path: '/customer/cart',
    auth: 'customer',
    body: CartUpdateBodySchema,
    answer: CartAnswerSchema,
  }),
  cartMerge: defineEndpoint({
    method: 'POST',
    path: '/customer/multi-product/cart',
    auth: 'customer',
    body: CartMergeBodySchema,
    answer: CartAnswerSchema,
  }),
  wishlist: defineEndpoint({
    method: 'GET',
    path: '/customer/wishlist',
    auth: 'customer',
    answer: WishlistAnswerSchema,
  }),
  wishlistAdd: defineEndpoint({
    method: 'POST',
    path: '/customer/wishlist',
    auth: 'customer',
    body: WishlistProductSchema,
    answer: MessageAnswerSchema,
  }),
  wishlistRemove: defineEndpoint({
    method: 'DELETE',
    path: '/customer/wishlist',
    auth: 'customer',
    query: WishlistProductSchema,
    answer: MessageAnswerSchema,
  }),
} as const;
