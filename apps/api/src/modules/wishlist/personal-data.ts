// The customer's wishlist for the data principal's rights (docs/decisions/personal-data.md).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { wishlistItems } from '../../db/schema/index.ts';

export function wishlistPersonalData(db: Executor, customerId: string) {
  return db
    .select({ productId: wishlistItems.productId, createdAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId));
}

export async function eraseWishlist(db: Executor, customerId: string): Promise<void> {
  await db.delete(wishlistItems).where(eq(wishlistItems.customerId, customerId));
}
