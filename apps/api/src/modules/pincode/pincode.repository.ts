// All SQL of the pin-code directory and the sellers' service areas.
import { eq, sql } from 'drizzle-orm';
import { readRows, type Executor } from '../../db/client.ts';
import { pincodes } from '../../db/schema/index.ts';

export async function selectPincode(db: Executor, pincode: string) {
  const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode));
  return row ?? null;
}

export interface ServiceAreaRow {
  seller_id: string;
  prepaid: boolean;
  cod: boolean;
  delivery_days: number;
}

/** For each seller, the service area with the longest prefix of `pincode` (a 6-digit prefix is the pin itself). */
export async function selectServiceAreas(
  db: Executor,
  sellerIds: string[] | null,
  pincode: string,
): Promise<ServiceAreaRow[]> {
  const prefixes = Array.from({ length: 6 }, (_, index) => pincode.slice(0, index + 1));
  const sellerFilter = sellerIds === null ? sql`true` : sql`seller_id in ${sellerIds}`;
  const result = await db.execute(sql`
    select distinct on (seller_id) seller_id, prepaid, cod, delivery_days
    from service_areas
    where pincode_prefix in ${prefixes} and ${sellerFilter}
    order by seller_id, length(pincode_prefix) desc`);
  return readRows<ServiceAreaRow>(result);
}

export async function selectProductSellerId(
  db: Executor,
  productId: string,
): Promise<string | null> {
  const result = await db.execute(
    sql`select seller_id from products where id = ${productId} and is_published`,
  );
  return readRows<{ seller_id: string }>(result)[0]?.seller_id ?? null;
}
