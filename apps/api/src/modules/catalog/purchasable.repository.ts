// SQL of what can be bought: a product, or one colour/size of it, with today's price and stock.
import { sql, type SQL } from 'drizzle-orm';
import { NO_VARIANT_ID } from '@haat/contract';
import { readRows, type Executor } from '../../db/client.ts';

export interface PurchasableRow {
  product_id: string;
  title: string;
  title_hi: string | null;
  seller_id: string;
  has_variants: boolean;
  is_published: boolean;
  hsn_code: string;
  gst_rate_percent: number;
  weight: number | null;
  weight_unit: string | null;
  color_id: string | null;
  color_name: string | null;
  color_name_hi: string | null;
  size_id: string | null;
  size_name: string | null;
  mrp_paise: number;
  sale_paise: number;
  stock: number;
}

/**
 * A scalar subquery: the stock a cart line's key can buy now, or null when the key names nothing
 * purchasable (no such product or size, unpublished, a colour or size that is not the product's).
 * Another module's statement embeds it (the cart's write checks stock in its own round trip); the
 * rule is the same as `matches` in purchasable.service.ts.
 */
export function purchasableStockSql(key: {
  productId: string;
  colorId: string;
  sizeId: string;
}): SQL {
  if (key.sizeId === NO_VARIANT_ID) {
    if (key.colorId !== NO_VARIANT_ID) return sql`(select null::integer)`;
    return sql`(select p.stock from products p
      where p.id = ${key.productId} and not p.has_variants and p.is_published)`;
  }
  return sql`(select s.stock from product_sizes s join products p on p.id = s.product_id
    where s.id = ${key.sizeId} and s.product_id = ${key.productId} and s.color_id = ${key.colorId}
      and p.is_published)`;
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
      select p.id as product_id, p.title, p.title_hi, p.seller_id, p.has_variants, p.is_published,
        p.hsn_code, p.gst_rate_percent, p.weight, p.weight_unit, null as color_id,
        null as color_name, null as color_name_hi, null as size_id, null as size_name, p.mrp_paise, p.sale_paise, p.stock
      from products p where p.id in ${productIds} and not p.has_variants
      order by p.id ${lock}`);
    rows.push(...readRows<PurchasableRow>(result));
  }
  if (sizeIds.length > 0) {
    const result = await db.execute(sql`
      select p.id as product_id, p.title, p.title_hi, p.seller_id, p.has_variants, p.is_published,
        p.hsn_code, p.gst_rate_percent, p.weight, p.weight_unit, c.id as color_id,
        c.name as color_name, c.name_hi as color_name_hi, s.id as size_id, s.name as size_name, s.mrp_paise, s.sale_paise, s.stock
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

export interface CartPurchasableRow extends PurchasableRow {
  line_product_id: string;
  line_color_id: string;
  line_size_id: string;
  pieces: number;
  image_url: string | null;
}

/**
 * A customer's cart lines (cart_items, oldest first) with, in the same statement, what each names
 * in the catalogue (null columns when it names nothing) and its first picture: the picture of the
 * line's colour, else the product's first. One round trip however many lines the cart holds.
 */
export async function selectCartPurchasables(
  db: Executor,
  customerId: string,
): Promise<CartPurchasableRow[]> {
  const result = await db.execute(sql`
    select ci.product_id as line_product_id, ci.color_id as line_color_id,
      ci.size_id as line_size_id, ci.pieces,
      p.id as product_id, p.title, p.title_hi, p.seller_id, p.has_variants, p.is_published,
      p.hsn_code, p.gst_rate_percent, p.weight, p.weight_unit, s.color_id, c.name as color_name,
      c.name_hi as color_name_hi, s.id as size_id, s.name as size_name,
      coalesce(s.mrp_paise, p.mrp_paise) as mrp_paise,
      coalesce(s.sale_paise, p.sale_paise) as sale_paise,
      coalesce(s.stock, p.stock) as stock,
      (select i.url from product_images i where i.product_id = ci.product_id
        order by (i.color_id is not distinct from s.color_id) desc, i.color_id, i.sort_order
        limit 1) as image_url
    from cart_items ci
    left join products p on p.id = ci.product_id
    left join product_sizes s on ci.size_id <> ${NO_VARIANT_ID} and s.id = ci.size_id
      and s.product_id = ci.product_id
    left join product_colors c on c.id = s.color_id
    where ci.customer_id = ${customerId}
    order by ci.created_at, ci.product_id`);
  return readRows<CartPurchasableRow>(result);
}

/**
 * Takes `pieces` off a flat product's stock, or (`clampAtZero`) off a variant product's total,
 * which follows its sizes and never reads below zero; false when a flat product is short.
 */
export async function decrementProductStock(
  db: Executor,
  productId: string,
  pieces: number,
  options: { clampAtZero: boolean },
): Promise<boolean> {
  const result = options.clampAtZero
    ? await db.execute(sql`
        update products set stock = greatest(stock - ${pieces}, 0) where id = ${productId}
        returning id`)
    : await db.execute(sql`
        update products set stock = stock - ${pieces}
        where id = ${productId} and stock >= ${pieces} returning id`);
  return readRows(result).length === 1;
}

/** Takes `pieces` off one size of the product; false when it is short. */
export async function decrementSizeStock(
  db: Executor,
  line: { productId: string; sizeId: string; pieces: number },
): Promise<boolean> {
  const result = await db.execute(sql`
    update product_sizes set stock = stock - ${line.pieces}
    where id = ${line.sizeId} and product_id = ${line.productId} and stock >= ${line.pieces}
    returning id`);
  return readRows(result).length === 1;
}

export async function incrementProductStock(
  db: Executor,
  productId: string,
  pieces: number,
): Promise<void> {
  await db.execute(sql`update products set stock = stock + ${pieces} where id = ${productId}`);
}

export async function incrementSizeStock(
  db: Executor,
  line: { sizeId: string; pieces: number },
): Promise<void> {
  await db.execute(
    sql`update product_sizes set stock = stock + ${line.pieces} where id = ${line.sizeId}`,
  );
}
