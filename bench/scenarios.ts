// The requests each scenario rotates through, built from ids sampled from the seeded data, and
// the signed-in session (token, address, a cart) that cart add and checkout summary need.
import { LISTING_LIMIT_MAX, MAX_PRICE_OPTIONS, MIN_PRICE_OPTIONS } from '@haat/contract';
import { BENCH_SHOPPERS, BENCH_SHOPPER_PASSWORD, benchShopperEmail, type Sample } from './data.ts';
import type { LoadRequest } from './load.ts';

export const DEMO_LOGIN = { email: 'demo@haat.in', password: 'Demo@12345' };
/** What a browser sends: our answers are compressed when it asks, as they are for shoppers. */
export const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'application/json',
};

/** What a browser sends for a page: HTML, compressed. No session: pages render as a guest. */
export const PAGE_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'text/html,application/xhtml+xml',
};

/** Product pages (/product/{id}) over the sampled products: the server render cost. */
export function buildProductPages(sample: Sample): LoadRequest[] {
  return sample.productIds.map((id) => ({ method: 'GET', path: `/product/${id}` }));
}

/** A small deterministic generator: the same pools on every run. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const get = (path: string): LoadRequest => ({ method: 'GET', path });

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) search.set(name, String(value));
  return search.toString();
}

/** Countries the demo catalogue imports from (apps/api/src/seed/declarations.ts). */
const ORIGINS = ['CN', 'DE', 'JP', 'KR', 'TW', 'FR', 'AE'] as const;

/** Listing queries as the web app sends them: scopes of docs/spec.md §2 paths × filters × sorts. */
export function buildListingQueries(sample: Sample): string[] {
  const random = createRandom(7);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const scopes: Array<Record<string, string>> = [];
  for (const row of sample.tree.slice(0, 40)) {
    scopes.push({ mainCategoryID: row.mainCategoryId });
    scopes.push({ mainCategoryID: row.mainCategoryId, categoryID: row.categoryId });
    scopes.push({
      mainCategoryID: row.mainCategoryId,
      categoryID: row.categoryId,
      subCategoryID: row.subCategoryId,
    });
    scopes.push({ categoryID: row.categoryId });
  }
  for (const row of sample.brands.slice(0, 30)) {
    scopes.push({ brandID: row.brandId });
    const tree = sample.tree.find((entry) => entry.subCategoryId === row.subCategoryId);
    if (tree)
      scopes.push({
        mainCategoryID: tree.mainCategoryId,
        categoryID: tree.categoryId,
        subCategoryID: tree.subCategoryId,
        brandID: row.brandId,
      });
  }
  for (const seller of sample.sellers.slice(0, 10)) scopes.push({ sellerID: seller });
  const unique = [...new Map(scopes.map((scope) => [JSON.stringify(scope), scope])).values()];
  const queries: string[] = [];
  for (const scope of unique) {
    for (const orderBy of [undefined, 1, -1]) {
      queries.push(query({ ...scope, orderBy, limit: 28 }));
    }
    // A price range and a second page, as the sidebar and Load More ask.
    const minPrice = pick(MIN_PRICE_OPTIONS.slice(1));
    const maxPrice = pick(MAX_PRICE_OPTIONS.filter((price) => price > minPrice));
    queries.push(query({ ...scope, minPrice, maxPrice, limit: 28 }));
    queries.push(query({ ...scope, limit: 56 }));
    // The deepest Load More the listing reaches, in one of the sorts.
    queries.push(query({ ...scope, orderBy: pick([undefined, 1, -1]), limit: LISTING_LIMIT_MAX }));
    // The country-of-origin filter (rule 6(10A), docs/decisions/legal-declarations.md): imported
    // goods of the scope in one of the sorts, and India's (most of the catalogue).
    queries.push(
      query({ ...scope, origin: pick(ORIGINS), orderBy: pick([undefined, 1, -1]), limit: 28 }),
    );
    queries.push(query({ ...scope, origin: 'IN', limit: 28 }));
  }
  // Every product of one country, unscoped: the filter's widest listings.
  for (const origin of ORIGINS) {
    for (const orderBy of [undefined, 1, -1]) queries.push(query({ origin, orderBy, limit: 28 }));
  }
  return queries;
}

/** The listing queries that filter by country of origin (the origin filter's own figures). */
export function originListingQueries(sample: Sample): string[] {
  return buildListingQueries(sample).filter((text) => new URLSearchParams(text).has('origin'));
}

/** Prefixes of 1–4 letters of real catalogue words, and misspellings of whole words. */
export function buildSuggestionTexts(sample: Sample): string[] {
  const random = createRandom(11);
  const texts = new Set<string>();
  for (const word of sample.titleWords) {
    for (let length = 1; length <= 4; length += 1) texts.add(word.slice(0, length));
  }
  for (const word of sample.titleWords.slice(0, 60)) {
    const at = 1 + Math.floor(random() * (word.length - 2));
    const kind = Math.floor(random() * 3);
    const typo =
      kind === 0
        ? word.slice(0, at) + word.slice(at + 1) // a letter dropped
        : kind === 1
          ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) // two swapped
          : word.slice(0, at) + word[at] + word.slice(at); // a letter doubled
    texts.add(typo);
  }
  for (const hinglish of ['joote', 'sari', 'teracota diya', 'kurti', 'chappal', 'agarbati'])
    texts.add(hinglish);
  return [...texts];
}

export interface Session {
  token: string;
  addressId: string;
  /** Bearer tokens of the benchmark's shoppers, each with a cart of the cart-add products. */
  shopperTokens: string[];
}

export interface ScenarioRequests {
  listing: LoadRequest[];
  originListing: LoadRequest[];
  product: LoadRequest[];
  suggestions: LoadRequest[];
  cartAdd: LoadRequest[];
  checkout: LoadRequest[];
}

/** A listing query as the web app asks for it, as a request. */
export const listingRequest = (query: string): LoadRequest => get(`/api/public/products?${query}`);

/** A session for a target nobody shops in (no token, no address, no carts). */
export const NO_SESSION: Session = { token: '', addressId: '', shopperTokens: [] };

export function buildScenarioRequests(sample: Sample, session: Session): ScenarioRequests {
  const cartBodies: LoadRequest[] = [];
  for (const token of session.shopperTokens) {
    for (const productID of sample.cartProductIds) {
      for (let pieces = 1; pieces <= 5; pieces += 1) {
        cartBodies.push({
          method: 'POST',
          path: '/api/customer/cart',
          body: JSON.stringify({ productID, colorID: '0', sizeID: '0', pieces }),
          headers: { authorization: `Bearer ${token}` },
        });
      }
    }
  }
  return {
    listing: buildListingQueries(sample).map(listingRequest),
    originListing: originListingQueries(sample).map(listingRequest),
    product: sample.productIds.map((id) => get(`/api/public/product?productID=${id}`)),
    suggestions: buildSuggestionTexts(sample).map((text) =>
      get(`/api/public/products?search=${encodeURIComponent(text)}`),
    ),
    cartAdd: cartBodies,
    checkout: [get(`/api/customer/order-checkout/${session.addressId}/prepaid`)],
  };
}

export async function call<T>(origin: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${origin}${path}`, init);
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

export async function logIn(origin: string, credentials: { email: string; password: string }) {
  const login = await call<{ data?: { token?: string }; token?: string }>(
    origin,
    '/api/auth/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    },
  );
  const token = login.data?.token ?? login.token;
  if (!token) throw new Error('login answered no token');
  return token;
}

/** Empties the shopper's cart, then puts one piece of each cart-add product in it. */
async function fillCart(origin: string, token: string, productIds: string[]): Promise<void> {
  const authorization = { authorization: `Bearer ${token}` };
  const cart = await call<{ data: { products: Array<Record<string, unknown>> } }>(
    origin,
    '/api/customer/cart',
    { headers: authorization },
  );
  const json = { ...authorization, 'content-type': 'application/json' };
  const setLine = (body: object) =>
    call(origin, '/api/customer/cart', {
      method: 'POST',
      headers: json,
      body: JSON.stringify(body),
    });
  for (const line of cart.data.products) {
    const colors = line.colorID as
      Array<{ colorID: string; sizeID: { sizeID: string } }> | undefined;
    await setLine(
      colors?.[0]
        ? {
            productID: line.productID,
            colorID: colors[0].colorID,
            sizeID: colors[0].sizeID.sizeID,
            pieces: 0,
          }
        : { productID: line.productID, colorID: '0', sizeID: '0', pieces: 0 },
    );
  }
  for (const productID of productIds) {
    await setLine({ productID, colorID: '0', sizeID: '0', pieces: 1 });
  }
}

/**
 * Logs the demo customer in (checkout summary needs its address) and the benchmark's shoppers
 * (cart add), and leaves each a cart of the cart-add products.
 */
export async function prepareSession(origin: string, sample: Sample): Promise<Session> {
  const token = await logIn(origin, DEMO_LOGIN);
  const addresses = await call<{ data: Array<{ _id: string }> }>(
    origin,
    '/api/customer/addresses',
    { headers: { authorization: `Bearer ${token}` } },
  );
  const addressId = addresses.data[0]?._id;
  if (!addressId) throw new Error('the demo customer has no address');
  await fillCart(origin, token, sample.cartProductIds);
  const shopperTokens: string[] = [];
  for (let index = 0; index < BENCH_SHOPPERS; index += 1) {
    const shopperToken = await logIn(origin, {
      email: benchShopperEmail(index),
      password: BENCH_SHOPPER_PASSWORD,
    });
    await fillCart(origin, shopperToken, sample.cartProductIds);
    shopperTokens.push(shopperToken);
  }
  return { token, addressId, shopperTokens };
}

/** A prepaid order of the shopper's cart, with the totals its checkout summary answered. */
export function prepaidOrderBody(addressID: string, summary: Record<string, unknown>) {
  return {
    addressID,
    paymentType: 'prepaid',
    sub_total: summary.sub_total,
    shippingCharges: summary.shippingCharges,
    plateformCharges: summary.plateformCharges,
    total: summary.total,
    couponeid: null,
    couponeamount: 0,
    payableamount: summary.payableamount,
  };
}
