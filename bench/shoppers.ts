// A shop's crowd, not one request repeated: 100 shoppers at once for a fixed time, each walking
// the shop as people do, on a server of its own. Half are signed in and buy: home, a listing, a
// product page, add to cart, the checkout summary, a prepaid order (its stock taken at once,
// as in a sale; no captcha, which only cash on delivery asks for). The other half browse as
// guests: home, a listing, two product pages, a search's suggestions. Every request is timed;
// one not answered within 15 s counts as unanswered. The orders are what used to make every kept
// page stale (docs/decisions/page-weight.md "Kept pages through a sale").
import { Agent, request } from 'node:http';
import { BENCH_SHOPPERS, BENCH_SHOPPER_PASSWORD, benchShopperEmail, type Sample } from './data.ts';
import {
  BROWSER_HEADERS,
  call,
  DEMO_LOGIN,
  logIn,
  PAGE_HEADERS,
  prepaidOrderBody,
} from './scenarios.ts';

export interface ShoppersFigures {
  shoppers: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Not answered within UNANSWERED_AFTER_MS, or the connection failed. */
  unanswered: number;
  /** Answered 5xx. */
  failed: number;
  ordersPlaced: number;
  /** Of the pages asked for, answered from a kept copy. */
  pagesKept: number;
  pages: number;
  /** p50 / p95 in ms of each kind of request: where the time goes. */
  byKind: Record<string, { count: number; p50: number; p95: number }>;
}

export const CROWD = { shoppers: 100, buyers: Math.min(50, BENCH_SHOPPERS), seconds: 30 };
const UNANSWERED_AFTER_MS = 15_000;

interface Step {
  /** What it is, for the figures by kind: 'home page', 'cart add'… */
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: object;
  isPage?: boolean;
}

interface Tally {
  durations: number[];
  byKind: Map<string, number[]>;
  unanswered: number;
  failed: number;
  ordersPlaced: number;
  pagesKept: number;
  pages: number;
}

/** One request through a kept-alive connection of the crowd's own; answers its JSON if asked. */
function send(origin: string, step: Step, tally: Tally, agent: Agent): Promise<unknown> {
  const started = performance.now();
  return new Promise((resolve) => {
    const body = step.body ? JSON.stringify(step.body) : undefined;
    const asked = request(
      `${origin}${step.path}`,
      {
        method: step.method,
        agent,
        headers: {
          ...step.headers,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        timeout: UNANSWERED_AFTER_MS,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const took = performance.now() - started;
          tally.durations.push(took);
          const status = answer.statusCode ?? 0;
          if (status >= 500) tally.failed += 1;
          let kind = step.kind;
          if (step.isPage) {
            tally.pages += 1;
            const isKept = answer.headers['x-cache'] === 'HIT';
            if (isKept) tally.pagesKept += 1;
            kind = `${kind} ${isKept ? 'kept' : 'rendered'}`;
          }
          tally.byKind.set(kind, [...(tally.byKind.get(kind) ?? []), took]);
          const isJson = String(answer.headers['content-type'] ?? '').includes('json');
          const encoded = answer.headers['content-encoding'] !== undefined;
          // JSON is asked for uncompressed (below), so it can be read.
          resolve(isJson && !encoded ? JSON.parse(Buffer.concat(chunks).toString()) : undefined);
        });
        answer.on('error', () => {
          tally.unanswered += 1;
          resolve(undefined);
        });
      },
    );
    asked.on('timeout', () => asked.destroy(new Error('unanswered')));
    asked.on('error', () => {
      tally.unanswered += 1;
      resolve(undefined);
    });
    asked.end(body);
  });
}

const pick = <T>(items: readonly T[], index: number): T => items[index % items.length]!;

function listingPath(sample: Sample, index: number): string {
  const tree = pick(sample.tree, index);
  return `/products/${encodeURIComponent(`0 ${tree.mainCategoryId} ${tree.categoryId} ${tree.subCategoryId}`)}`;
}

/** A buyer's token and address (copied from the demo customer's, which the shop delivers to). */
async function prepareBuyers(origin: string): Promise<Array<{ token: string; addressID: string }>> {
  const demo = await logIn(origin, DEMO_LOGIN);
  const demoAddresses = await call<{ data: Array<Record<string, string>> }>(
    origin,
    '/api/customer/addresses',
    { headers: { authorization: `Bearer ${demo}` } },
  );
  const template = demoAddresses.data[0]!;
  const buyers: Array<{ token: string; addressID: string }> = [];
  for (let index = 0; index < CROWD.buyers; index += 1) {
    const token = await logIn(origin, {
      email: benchShopperEmail(index),
      password: BENCH_SHOPPER_PASSWORD,
    });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const own = await call<{ data: Array<{ _id: string }> }>(origin, '/api/customer/addresses', {
      headers,
    });
    let addressID = own.data[0]?._id;
    if (!addressID) {
      const created = await call<{ data: { _id: string } }>(origin, '/api/customer/address', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: template.name,
          mobile: template.mobile,
          zipcode: template.zipcode,
          address: template.address,
          city: template.city,
          state: template.state,
          country: template.country,
        }),
      });
      addressID = created.data._id;
    }
    buyers.push({ token, addressID });
  }
  return buyers;
}

export async function measureShoppers(origin: string, sample: Sample): Promise<ShoppersFigures> {
  const buyers = await prepareBuyers(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: CROWD.shoppers });
  const tally: Tally = {
    durations: [],
    byKind: new Map(),
    unanswered: 0,
    failed: 0,
    ordersPlaced: 0,
    pagesKept: 0,
    pages: 0,
  };
  const ask = (step: Step) => send(origin, step, tally, agent);
  const json = { ...BROWSER_HEADERS, 'accept-encoding': 'identity' };
  const deadline = performance.now() + CROWD.seconds * 1000;
  const startedAt = performance.now();

  const browse = async (shopper: number, round: number) => {
    const at = shopper * 7 + round * 3;
    await ask({ kind: 'home page', method: 'GET', path: '/', headers: PAGE_HEADERS, isPage: true });
    const listing = listingPath(sample, at);
    await ask({
      kind: 'listing page',
      method: 'GET',
      path: listing,
      headers: PAGE_HEADERS,
      isPage: true,
    });
    const product = `/product/${pick(sample.productIds, at)}`;
    await ask({
      kind: 'product page',
      method: 'GET',
      path: product,
      headers: PAGE_HEADERS,
      isPage: true,
    });
  };

  const buyer = async (shopper: number) => {
    const { token, addressID } = buyers[shopper]!;
    const headers = { ...json, authorization: `Bearer ${token}` };
    for (let round = 0; performance.now() < deadline; round += 1) {
      await browse(shopper, round);
      const productID = pick(sample.cartProductIds, shopper + round);
      await ask({
        kind: 'cart add',
        method: 'POST',
        path: '/api/customer/cart',
        headers,
        body: { productID, colorID: '0', sizeID: '0', pieces: 1 },
      });
      const summary = (await ask({
        kind: 'checkout summary',
        method: 'GET',
        path: `/api/customer/order-checkout/${addressID}/prepaid`,
        headers,
      })) as { data?: Record<string, unknown> } | undefined;
      if (!summary?.data) continue;
      const placed = (await ask({
        kind: 'order',
        method: 'POST',
        path: '/api/customer/addorder',
        headers,
        body: prepaidOrderBody(addressID, summary.data),
      })) as { status?: number } | undefined;
      if (placed?.status === 2) tally.ordersPlaced += 1;
    }
  };

  const guest = async (shopper: number) => {
    for (let round = 0; performance.now() < deadline; round += 1) {
      await browse(shopper, round);
      const next = `/product/${pick(sample.productIds, shopper * 11 + round)}`;
      await ask({
        kind: 'product page',
        method: 'GET',
        path: next,
        headers: PAGE_HEADERS,
        isPage: true,
      });
      const text = pick(sample.titleWords, shopper + round);
      await ask({
        kind: 'suggestions',
        method: 'GET',
        path: `/api/public/products?search=${encodeURIComponent(text)}`,
        headers: BROWSER_HEADERS,
      });
    }
  };

  await Promise.all(
    Array.from({ length: CROWD.shoppers }, (_, shopper) =>
      shopper < CROWD.buyers ? buyer(shopper) : guest(shopper),
    ),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  const percentile = (values: number[], share: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return Math.round(
      sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN,
    );
  };
  const at = (share: number) => percentile(tally.durations, share);
  agent.destroy();
  return {
    shoppers: CROWD.shoppers,
    seconds: Math.round(seconds * 10) / 10,
    requests: tally.durations.length + tally.unanswered,
    requestsPerSecond: Math.round(tally.durations.length / seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    unanswered: tally.unanswered,
    failed: tally.failed,
    ordersPlaced: tally.ordersPlaced,
    pagesKept: tally.pagesKept,
    pages: tally.pages,
    byKind: Object.fromEntries(
      [...tally.byKind].map(([kind, took]) => [
        kind,
        { count: took.length, p50: percentile(took, 0.5), p95: percentile(took, 0.95) },
      ]),
    ),
  };
}
