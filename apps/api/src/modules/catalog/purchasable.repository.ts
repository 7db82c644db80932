// SQL of what can be bought: a product, or one colour/size of it, with today's price and stock.
import { sql } from 'drizzle-orm';
import { readRows, type Executor } from '../../db/client.ts';

export interface PurchasableRow {
  product_id: string;
  title: string;
  seller_id: string;
  has_variants: boolean;
  is_published: boolean;
  hsn_code: string;
  gst_rate_percent: number;
  weight: number | null;
  weight_unit: string | null;
  color_id: string | null;
  color_name: string | null;
  size_id: string | null;
  size_name: string | null;
  mrp_paise: number;
  sale_paise: number;
  stock: number;
}

/** Flat products by id, and variant products by size id: current prices and stock. */
export async function selectPurchasables(
  db: Executor,
  productIds: string[],
  sizeIds: string[],
  options: { lockForUpdate: boolean },
): Promise<PurchasableRow[]> {
  const lock = options.lockForUpdate ? sql`for update of p` : sql``;
  const lockSizes = options.lockForUpdate ? sql`for update of s, p` : sql``;
  const rows: PurchasableRow[] = [];
  if (productIds.length > 0) {
    const result = await db.execute(sql`
      select p.id as product_id, p.title, p.seller_id, p.has_variants, p.is_published, p.hsn_code,
        p.gst_rate_percent, p.weight, p.weight_unit, null as color_id, null as color_name,
        null as size_id, null as size_name, p.mrp_paise, p.sale_paise, p.stock
      from products p where p.id in ${productIds} and not p.has_variants
      order by p.id ${lock}`);
    rows.push(...readRows<PurchasableRow>(result));
  }
  if (sizeIds.length > 0) {
    const result = await db.execute(sql`
      select p.id as product_id, p.title, p.seller_id, p.has_variants, p.is_published, p.hsn_code,
        p.gst_rate_percent, p.weight, p.weight_unit, c.id as color_id, c.name as color_name,
        s.id as size_id, s.name as size_name, s.mrp_paise, s.sale_paise, s.stock
      from product_sizes s
      join product_colors c on c.id = s.color_id
      join products p on p.id = s.product_id
      where s.id in ${sizeIds}
      order by s.id ${lockSizes}`);
    rows.push(...readRows<PurchasableRow>(result));
  }
  return rows;
}

/** First picture of each product (flat) or of each colour (variants). */
export async function selectLineImages(
  db: Executor,
  productIds: string[],
): Promise<Array<{ product_id: string; color_id: string | null; url: string }>> {
  if (productIds.length === 0) return [];
  const result = await db.execute(sql`
    select distinct on (product_id, color_id) product_id, color_id, url
    from product_images where product_id in ${productIds}
    order by product_id, color_id, sort_order`);
  return readRows(result);
}

/** Takes `pieces` off the stock of a flat product or a size (and the product's total); false when short. */
export async function decrementStock(
  db: Executor,
  line: { productId: string; sizeId: string | null; pieces: number },
): Promise<boolean> {
  if (line.sizeId === null) {
    const result = await db.execute(sql`
      update products set stock = stock - ${line.pieces}
      where id = ${line.productId} and stock >= ${line.pieces} returning id`);
    return readRows(result).length === 1;
  }
  const result = await db.execute(sql`
    update product_sizes set stock = stock - ${line.pieces}
    where id = ${line.sizeId} and product_id = ${line.productId} and stock >= ${line.pieces} returning id`);
  if (readRows(result).length !== 1) return false;
  await db.execute(
    sql`update products set stock = greatest(stock - ${line.pieces}, 0) where id = ${line.productId}`,
  );
  return true;
}

export async function incrementStock(
  db: Executor,
  line: { productId: string; sizeId: string | null; pieces: number },
): Promise<void> {
  if (line.sizeId !== null) {
    await db.execute(
      sql`update product_sizes set stock = stock + ${line.pieces} where id = ${line.sizeId}`,
    );
  }
  await db.execute(
    sql`update products set stock = stock + ${line.pieces} where id = ${line.productId}`,
  );
}
