// All SQL of the pin-code directory and the sellers' service areas.
import { eq, sql } from 'drizzle-orm';
import { readRows, type Executor } from '../../db/client.ts';
import { pincodes, serviceAreas } from '../../db/schema/index.ts';

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

export type SellerServiceArea = Omit<typeof serviceAreas.$inferSelect, 'sellerId'>;

/** Every area a seller delivers to, shortest prefix first. */
export async function selectSellerServiceAreas(
  db: Executor,
  sellerId: string,
): Promise<SellerServiceArea[]> {
  return db
    .select({
      pincodePrefix: serviceAreas.pincodePrefix,
      prepaid: serviceAreas.prepaid,
      cod: serviceAreas.cod,
      deliveryDays: serviceAreas.deliveryDays,
    })
    .from(serviceAreas)
    .where(eq(serviceAreas.sellerId, sellerId))
    .orderBy(sql`length(${serviceAreas.pincodePrefix})`, serviceAreas.pincodePrefix);
}

/** The seller's whole list replaced by `areas`; the caller's transaction keeps it all-or-nothing. */
export async function replaceSellerServiceAreas(
  db: Executor,
  sellerId: string,
  areas: SellerServiceArea[],
): Promise<void> {
  await db.delete(serviceAreas).where(eq(serviceAreas.sellerId, sellerId));
  if (areas.length > 0) {
    await db.insert(serviceAreas).values(areas.map((area) => ({ ...area, sellerId })));
  }
}
