// What happens to an order's goods when it does not go ahead: stock and coupon use are given
// back. Called by a failed or expired payment here, and by cancellation in the orders module.
import type { Executor } from '../../db/client.ts';
import { returnStock } from '../catalog/index.ts';
import { releaseCouponUse, selectOrderLines } from './checkout.repository.ts';

export async function releaseOrderGoods(
  db: Executor,
  orderId: string,
): Promise<Array<{ productId: string; colorId: string; sizeId: string; pieces: number }>> {
  const lines = await selectOrderLines(db, orderId);
  await returnStock(
    db,
    lines.map((line) => ({
      key: { productId: line.productId, colorId: line.colorId, sizeId: line.sizeId },
      pieces: line.pieces,
    })),
  );
  await releaseCouponUse(db, orderId);
  return lines.map((line) => ({
    productId: line.productId,
    colorId: line.colorId,
    sizeId: line.sizeId,
    pieces: line.pieces,
  }));
}
