// The customer's cart for the data principal's rights (docs/decisions/personal-data.md).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema/index.ts';

export async function cartPersonalData(db: Executor, customerId: string) {
  const [cart] = await db
    .select({ updatedAt: carts.updatedAt })
    .from(carts)
    .where(eq(carts.customerId, customerId));
  const items = await db
    .select({
      productId: cartItems.productId,
      colorId: cartItems.colorId,
      sizeId: cartItems.sizeId,
      pieces: cartItems.pieces,
      createdAt: cartItems.createdAt,
    })
    .from(cartItems)
    .where(eq(cartItems.customerId, customerId));
  return { updatedAt: cart?.updatedAt ?? null, items };
}

export async function eraseCart(db: Executor, customerId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.customerId, customerId));
  await db.delete(carts).where(eq(carts.customerId, customerId));
}
