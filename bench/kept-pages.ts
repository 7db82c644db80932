// Which kept pages an order leaves kept (docs/decisions/page-weight.md): product pages, the home
// page and a listing are each asked for twice (kept), a prepaid order of other products is placed
// (its stock taken at once, as in a sale), and every page is asked for again. The pages of the
// products bought must be rendered again (their stock changed); all others should still be kept.
import { call, DEMO_LOGIN, logIn, PAGE_HEADERS, prepaidOrderBody } from './scenarios.ts';

export interface KeptAfterOrder {
  /** Pages of products the order did not buy, and the home page and a listing. */
  pages: number;
  /** Of those, answered from the kept copy before the order (should be all). */
  keptBefore: number;
  /** Of those, still answered from the kept copy after it (the goal: all). */
  keptAfter: number;
  /** The bought products' pages answered afresh after the order, of how many. */
  boughtRendered: number;
  bought: number;
}

async function cacheOf(origin: string, path: string): Promise<string> {
  const response = await fetch(`${origin}${path}`, { headers: PAGE_HEADERS });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.headers.get('x-cache') ?? 'none';
}

/**
 * `bought`: the products in the demo customer's cart (prepareSession left them there); the
 * order empties it, so this runs after every scenario that reads it.
 */
export async function measureKeptAfterOrder(
  origin: string,
  input: { productIds: string[]; bought: string[]; listingPath: string },
): Promise<KeptAfterOrder> {
  const others = [
    '/',
    input.listingPath,
    ...input.productIds
      .filter((id) => !input.bought.includes(id))
      .slice(0, 30)
      .map((id) => `/product/${id}`),
  ];
  const boughtPages = input.bought.map((id) => `/product/${id}`);
  for (const path of [...others, ...boughtPages]) await cacheOf(origin, path);
  let keptBefore = 0;
  for (const path of others) if ((await cacheOf(origin, path)) === 'HIT') keptBefore += 1;
  for (const path of boughtPages) await cacheOf(origin, path);

  const token = await logIn(origin, DEMO_LOGIN);
  const authorization = { authorization: `Bearer ${token}` };
  const addresses = await call<{ data: Array<{ _id: string }> }>(
    origin,
    '/api/customer/addresses',
    { headers: authorization },
  );
  const addressID = addresses.data[0]!._id;
  const summary = await call<{ data: Record<string, unknown> }>(
    origin,
    `/api/customer/order-checkout/${addressID}/prepaid`,
    { headers: authorization },
  );
  const placed = await call<{ status: number }>(origin, '/api/customer/addorder', {
    method: 'POST',
    headers: { ...authorization, 'content-type': 'application/json' },
    body: JSON.stringify(prepaidOrderBody(addressID, summary.data)),
  });
  if (placed.status !== 2 && placed.status !== 1)
    throw new Error(`the order was not placed: ${JSON.stringify(placed)}`);

  let keptAfter = 0;
  for (const path of others) if ((await cacheOf(origin, path)) === 'HIT') keptAfter += 1;
  let boughtRendered = 0;
  for (const path of boughtPages) if ((await cacheOf(origin, path)) === 'MISS') boughtRendered += 1;
  return {
    pages: others.length,
    keptBefore,
    keptAfter,
    boughtRendered,
    bought: boughtPages.length,
  };
}
