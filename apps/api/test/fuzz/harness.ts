// The fuzz suite's runner: the app on a fresh seeded database, the three callers, the
// routes (both maps of the contract and every other route Fastify registered), valid examples
// with ids found in the database, and a property per route and caller that records every fault.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { backOfficeEndpointMap, endpoints, type Endpoint } from '@haat/contract';
import { createAuth } from '../../src/plugins/auth.ts';
import { DEMO_ADMIN } from '../../src/seed/index.ts';
import { createTestApp, signInAs, type TestApp } from '../helper.ts';
import { exampleOf, type Hints } from './examples.ts';
import { requestArbitrary, type FuzzRequest, type FuzzTarget } from './inputs.ts';
import { judge, statusMismatch, type FaultKind } from './judge.ts';

export const SEED = Number(process.env.FUZZ_SEED ?? 12);
export const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

export type CallerName = 'signed out' | 'customer' | 'operator';
export const CALLERS: CallerName[] = ['signed out', 'customer', 'operator'];

export interface Fault {
  kind: FaultKind;
  detail: string;
  route: string;
  caller: CallerName;
  seed: number;
  request: FuzzRequest;
  answer: { status: number; body: string };
  count: number;
}

export interface Fuzz {
  t: TestApp;
  hints: Hints;
  /** Caller headers; the signed-in ones hold the session as Bearer and as a `token` header. */
  headers(caller: CallerName): Promise<Record<string, string>[]>;
  send(target: FuzzTarget, caller: CallerName, request: FuzzRequest, seed?: number): Promise<void>;
  fuzz(target: FuzzTarget, caller: CallerName): Promise<void>;
  faults: Map<string, Fault>;
  mismatches: Set<string>;
  stats: { requests: number; started: number; byStatus: Record<string, number> };
  close(): Promise<void>;
}

/** A seed per route and caller from FUZZ_SEED, so one route replays alone with `-t`. */
export function seedFor(name: string, caller: CallerName): number {
  let hash = SEED | 0;
  for (const char of `${name}|${caller}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

async function firstRow(t: TestApp, query: ReturnType<typeof sql>): Promise<string | undefined> {
  try {
    const result = (await t.db.execute(query)) as unknown as { rows?: { id: string }[] };
    const rows = result.rows ?? (result as unknown as { id: string }[]);
    return rows[0]?.id;
  } catch {
    return undefined;
  }
}

/** Ids that exist in the seeded database, so valid examples reach real rows. */
async function findHints(t: TestApp, customer: Record<string, string>): Promise<Hints> {
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: customer });
    return res.statusCode === 200 ? (res.json() as { data?: unknown }).data : undefined;
  };
  const addresses = ((await get('/api/customer/addresses')) ?? []) as { addressID?: string }[];
  const orders = ((await get('/api/customer/orders')) ?? []) as { orderID?: string }[];
  const products = ((await get('/api/public/products')) ?? []) as { productID?: string }[];
  const orderID = orders[0]?.orderID ?? 'OD100000000001';
  return {
    productID: products[0]?.productID ?? 'p_000001',
    colorID: '0',
    sizeID: '0',
    addressID: addresses[0]?.addressID ?? 'adr_1',
    orderID,
    id: orderID,
    trakingid: orderID,
    sellerID: (await firstRow(t, sql`select id from sellers limit 1`)) ?? 'sel_1',
    pincode: '302001',
    zipcode: '302001',
    paymentType: 'prepaid',
    kind: 'percent',
    email: 'someone@example.in',
    mobile: '9876543210',
    password: 'Secret@12345',
    confirmPassword: 'Secret@12345',
    cpassword: 'Secret@12345',
    confirmpassword: 'Secret@12345',
    firstName: 'Asha',
    lastName: 'Verma',
    shopName: 'Asha Crafts',
    address: 'Shop 14, Johari Bazaar',
    city: 'Jaipur',
    state: 'Rajasthan',
    country: 'India',
    gstNo: '08ABGFG4821M1Z4',
    newPassword: 'Secret@12345',
    pieces: 1,
    rating: 4,
    stock: 5,
  };
}

function target(name: string, endpoint: Endpoint, hints: Hints): FuzzTarget {
  const params = endpoint.params
    ? (exampleOf(endpoint.params, hints) as Record<string, string>)
    : {};
  return {
    name,
    method: endpoint.method,
    path: `/api${endpoint.path}`,
    params,
    query: endpoint.query
      ? (exampleOf(endpoint.query, hints) as Record<string, unknown>)
      : undefined,
    body: endpoint.body ? exampleOf(endpoint.body, hints) : undefined,
    multipart: endpoint.multipart === true,
  };
}

/** Every endpoint map of the contract, named as the fuzz reports them (`admin.x` beyond spec.md's). */
export function namedEndpoints(): Array<readonly [string, Endpoint]> {
  return [
    ...Object.entries(endpoints).map(([name, endpoint]) => [name, endpoint as Endpoint] as const),
    ...Object.entries(backOfficeEndpointMap).map(([name, endpoint]) => [`admin.${name}`, endpoint as Endpoint] as const),
  ];
}

/** Every map of the contract, with how many valid examples their own schemas accept. */
export function contractTargets(hints: Hints): {
  targets: FuzzTarget[];
  invalidExamples: string[];
} {
  const all = namedEndpoints();
  const invalidExamples: string[] = [];
  const targets = all.map(([name, endpoint]) => {
    const made = target(name, endpoint as Endpoint, hints);
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = (endpoint as Endpoint)[part];
      if (schema && !schema.safeParse(made[part]).success) invalidExamples.push(`${name}.${part}`);
    }
    return made;
  });
  return { targets, invalidExamples };
}

/** Every method and path Fastify registered, rebuilt from its route tree (a child extends its parent). */
export function registeredRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = [...match[1]!].length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(path);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
    }
  }
  return routes;
}

/** Routes outside both maps (payment pages, callbacks, webhooks, crawler files), fuzzed generically. */
export function extraTargets(app: FastifyInstance, hints: Hints): FuzzTarget[] {
  const { targets } = contractTargets({});
  const known = new Set(targets.map((one) => `${one.method} ${one.path}`));
  return registeredRoutes(app)
    .filter((route) => !known.has(`${route.method} ${route.path}`) && !route.path.endsWith('*'))
    .map((route) => ({
      name: `${route.method} ${route.path}`,
      method: route.method,
      path: route.path,
      params: {
        orderId: String(hints.orderID),
        name: 'sitemap-products-1.xml',
        file: `${String(hints.productID)}.png`,
      },
      query: {
        order: String(hints.orderID),
        sig: 'abc',
        status: 'success',
        razorpay_payment_id: 'pay_1',
      },
      body: {
        razorpay_payment_id: 'pay_1',
        razorpay_order_id: 'order_1',
        razorpay_signature: 'abc',
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_1', order_id: 'order_1', amount: 100 } } },
      },
      multipart: false,
    }));
}

/** Tokens per caller: the per-session rate limits count each apart, so more runs reach handlers. */
const TOKENS_PER_CALLER = 6;

/** Copies of a valid token, issued a few seconds apart (so each is a different session). */
async function mintTokens(t: TestApp, token: string): Promise<string[]> {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    unique_name: string;
    role: 'customer' | 'admin';
    ver: number;
  };
  const tokens = [token];
  for (let back = 1; back < TOKENS_PER_CALLER; back += 1) {
    const clock = { now: () => new Date(Date.now() - back * 1000) };
    const auth = createAuth({ db: t.db, config: t.config, clock });
    tokens.push(
      await auth.issueToken({
        id: claims.unique_name,
        role: claims.role,
        tokenVersion: claims.ver,
      }),
    );
  }
  return tokens;
}

export async function startFuzz(env: Record<string, string> = {}): Promise<Fuzz> {
  const limit = '1000000';
  const t = await createTestApp({
    env: {
      LOGIN_FAILURES_PER_IP: limit,
      LOGIN_FAILURES_PER_ACCOUNT: limit,
      OTP_SENDS_PER_IP: limit,
      OTP_SENDS_PER_MOBILE: limit,
      SELLER_REGISTRATIONS_PER_IP: limit,
      ...env,
    },
  });
  let operator = '';
  const operatorLogin = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: DEMO_ADMIN,
    });
    operator = (res.json() as { token: string }).token;
  };
  await operatorLogin();
  const faults = new Map<string, Fault>();
  const mismatches = new Set<string>();
  const stats = { requests: 0, started: Date.now(), byStatus: {} as Record<string, number> };
  const both = async (token: string): Promise<Record<string, string>[]> =>
    (await mintTokens(t, token)).flatMap((one): Record<string, string>[] => [
      { authorization: `Bearer ${one}` },
      { token: one },
    ]);

  const fuzz: Fuzz = {
    t,
    hints: await findHints(t, await signInAs(t, 'cus_demo')),
    faults,
    mismatches,
    stats,
    async headers(caller): Promise<Record<string, string>[]> {
      if (caller === 'signed out') {
        return [
          {},
          {},
          { authorization: 'Bearer a.b.c' } as Record<string, string>,
          { token: 'garbage' },
          { authorization: 'Basic Zm9vOmJhcg==' },
        ];
      }
      if (caller === 'customer') {
        // Fresh each time: logout and password change revoke the customer's older tokens.
        return both((await signInAs(t, 'cus_demo')).authorization.slice('Bearer '.length));
      }
      const check = await t.app.inject({
        method: 'GET',
        url: '/api/admin/orders?limit=1',
        headers: { token: operator },
      });
      if (check.statusCode === 401) await operatorLogin();
      return both(operator);
    },
    async send(target, caller, request, seed = seedFor(target.name, caller)) {
      stats.requests += 1;
      // A new address per request: the per-address rate limits would refuse most runs otherwise.
      request.remoteAddress ??= `10.${(stats.requests >> 16) & 255}.${(stats.requests >> 8) & 255}.${stats.requests & 255}`;
      const res = await t.app.inject({
        remoteAddress: request.remoteAddress,
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      const code = /^\{"status":"error","code":"([A-Z_]+)"/.exec(res.body)?.[1];
      const band = code ?? `${String(res.statusCode)[0]}xx`;
      stats.byStatus[band] = (stats.byStatus[band] ?? 0) + 1;
      const answer = {
        status: res.statusCode,
        contentType: String(res.headers['content-type'] ?? ''),
        body: res.body,
      };
      const jsonRoute = target.path.startsWith('/api/') && !target.path.startsWith('/api/payments');
      const verdict = judge(request, answer, { jsonRoute: jsonRoute && target.name !== 'invoice' });
      const mismatch = statusMismatch(res.statusCode, res.body);
      if (mismatch) mismatches.add(`${target.name}: ${mismatch}`);
      if (!verdict) return;
      const message = /"message":"([^"]{0,60})/.exec(res.body)?.[1] ?? res.body.slice(0, 60);
      const key = `${verdict.kind} · ${target.name} · ${verdict.detail} · ${message}`;
      const known = faults.get(key);
      if (known) known.count += 1;
      else {
        faults.set(key, {
          ...verdict,
          route: target.name,
          caller,
          seed,
          request,
          answer: { status: res.statusCode, body: res.body.slice(0, 600) },
          count: 1,
        });
      }
    },
    async fuzz(one, caller) {
      const seed = seedFor(one.name, caller);
      const headers = await fuzz.headers(caller);
      const property = fc.asyncProperty(
        requestArbitrary(one, fc.constantFrom(...headers)),
        async (request) => {
          await fuzz.send(one, caller, request, seed);
        },
      );
      await fc.assert(property, { seed, numRuns: RUNS, endOnFailure: true });
    },
    close: () => t.close(),
  };
  return fuzz;
}

/** The faults of one route, printed so each can be replayed; empty when there are none. */
export function describeFaults(list: Fault[], file: string): string {
  return list
    .map((fault) =>
      [
        `${fault.kind}: ${fault.route} as ${fault.caller}: ${fault.detail} (${fault.count}×)`,
        `  replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npx vitest run --project api ${file} -t '${fault.route}' (route seed ${fault.seed})`,
        `  request: ${fault.request.method} ${fault.request.url.slice(0, 300)} from ${fault.request.remoteAddress}`,
        `  headers: ${JSON.stringify(fault.request.headers).slice(0, 200)}`,
        `  body: ${JSON.stringify(fault.request.payload ?? null).slice(0, 400)}`,
        `  answer: ${fault.answer.status} ${fault.answer.body.slice(0, 400)}`,
      ].join('\n'),
    )
    .join('\n');
}
