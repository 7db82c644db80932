// Property-based fuzzing of every route (issue 12): for each endpoint of the contract's maps and
// every other route the app registers, signed out, as a customer and as the operator, generated
// bad input must never answer 5xx, must answer a failure in the error envelope, and must never
// show a stack trace, SQL or driver text. Seeded and bounded: FUZZ_SEED replays a failure,
// FUZZ_RUNS sets the runs per route and caller (default 20).
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints, endpoints, type Endpoint } from '@haat/contract';
import { createTestApp, signInAs, type TestApp } from '../../test/helper.ts';
import { DEMO_ADMIN } from '../seed/index.ts';
import {
  nulRequests,
  requestArbitrary,
  schemaKeys,
  type FuzzRequest,
  type FuzzRoute,
} from './fuzz-requests.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** FUZZ_REPORT=1 counts every fault instead of stopping at the first (how the figures were taken). */
const REPORT = process.env.FUZZ_REPORT === '1';
const faults = new Map<string, number>();

let t: TestApp;
let callers: Record<'guest' | 'customer' | 'operator', Record<string, string>[]>;
const sent = { requests: 0 };

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_FAILURES_PER_IP: '100000', OTP_SENDS_PER_IP: '100000' } });
  const customer = (await signInAs(t, 'cus_demo')).authorization;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  const operator = `Bearer ${login.json().token as string}`;
  callers = {
    guest: [{}],
    // The session travels in either header (docs/spec.md §7).
    customer: [{ authorization: customer }, { token: customer.slice('Bearer '.length) }],
    operator: [{ authorization: operator }, { token: operator.slice('Bearer '.length) }],
  };
});
afterAll(async () => {
  if (REPORT) {
    const lines = [...faults].map(([key, count]) => `  ${count} × ${key}`).sort();
    const fiveHundreds = [...faults]
      .filter(([key]) => key.startsWith('5xx'))
      .reduce((sum, [, count]) => sum + count, 0);
    console.info(
      `fuzz report: ${sent.requests} requests, ${fiveHundreds} answered 5xx\n${lines.join('\n')}`,
    );
  }
  await t.close();
});

function toRoute(name: string, endpoint: Endpoint): FuzzRoute {
  return {
    name,
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    params: [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!),
    queryKeys: schemaKeys(endpoint.query),
    bodyKeys: schemaKeys(endpoint.body),
  };
}

const contractRoutes: FuzzRoute[] = [
  ...Object.entries(endpoints).map(([name, endpoint]) => toRoute(name, endpoint)),
  ...Object.entries(adminEndpoints).map(([name, endpoint]) => toRoute(`admin.${name}`, endpoint)),
];

/** Every route the app registers, read off Fastify's own route tree. */
function registeredRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const tree = app.printRoutes({ commonPrefix: false });
  for (const match of tree.matchAll(/(\/\S*) \(([A-Z, ]+)\)/g)) {
    for (const method of match[2]!.split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: match[1]! });
    }
  }
  return routes;
}

const LEAK =
  /\n\s+at |\.ts:\d|syntax error|violates|relation "|invalid byte sequence|PGlite|postgres|FST_ERR|drizzle/i;

/** Why an answer is wrong, or null when it is acceptable. */
function judge(request: FuzzRequest, status: number, type: string, body: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return null;
  if (LEAK.test(body)) return 'the answer shows internals';
  if (!type.startsWith('application/json')) return null;
  let answer: { status?: unknown; message?: unknown };
  try {
    answer = JSON.parse(body) as typeof answer;
  } catch {
    return 'a JSON failure that is not JSON';
  }
  // docs/spec.md §7: a refused seller form answers status 2 with its field map.
  if (request.url.startsWith('/api/public/seller') && answer.status === 2) return null;
  if (answer.status !== 'error' || typeof answer.message !== 'string') {
    return 'a failure without the error envelope';
  }
  return null;
}

/** Sends one request and checks its answer: throws (or, with FUZZ_REPORT, counts) a fault. */
async function send(route: FuzzRoute, request: FuzzRequest) {
  sent.requests += 1;
  const res = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  const fault = judge(request, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
  if (fault && REPORT) {
    const key = `${fault.startsWith('answered 5') ? '5xx' : 'other'} · ${route.name}: ${fault}`;
    faults.set(key, (faults.get(key) ?? 0) + 1);
  } else if (fault) {
    throw new Error(
      `${route.name}: ${fault}\n  request: ${JSON.stringify(request).slice(0, 600)}\n  answer: ${res.statusCode} ${res.body.slice(0, 400)}`,
    );
  }
}

async function fuzzRoute(route: FuzzRoute, headers: Record<string, string>[]) {
  const property = fc.asyncProperty(
    requestArbitrary(route, fc.constantFrom(...headers)),
    (request) => send(route, request),
  );
  await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
}

describe('fuzzing every endpoint of the contract', () => {
  it.each(contractRoutes.map((route) => [route.name, route] as const))(
    '%s never answers 5xx, always the envelope, never internals',
    async (_name, route) => {
      for (const caller of ['guest', 'customer', 'operator'] as const) {
        await fuzzRoute(route, callers[caller]);
      }
    },
  );
});

describe('a NUL byte anywhere (issue 12)', () => {
  it.each(contractRoutes.map((route) => [route.name, route] as const))(
    '%s refuses it in every path parameter, query value and body field, for every caller',
    async (_name, route) => {
      for (const caller of ['guest', 'customer', 'operator'] as const) {
        for (const request of nulRequests(route, callers[caller][0]!)) await send(route, request);
      }
    },
  );
});

describe('fuzzing the routes outside the contract', () => {
  it('payment pages and callbacks, crawler files and link previews hold too', async () => {
    const inMaps = new Set(contractRoutes.map((route) => `${route.method} ${route.url}`));
    const extra = registeredRoutes(t.app).filter(
      (route) =>
        !inMaps.has(`${route.method} ${route.url}`) &&
        route.url !== '*' &&
        !route.url.endsWith('*'),
    );
    expect(extra.length).toBeGreaterThan(3);
    for (const { method, url } of extra) {
      const route: FuzzRoute = {
        name: `${method} ${url}`,
        method,
        url,
        params: [...url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!),
        queryKeys: ['sig', 'razorpay_payment_id', 'razorpay_signature', 'status'],
        bodyKeys: ['razorpay_payment_id', 'razorpay_order_id', 'razorpay_signature', 'event'],
      };
      for (const caller of ['guest', 'customer'] as const) await fuzzRoute(route, callers[caller]);
    }
    console.info(
      `fuzz: ${contractRoutes.length} contract endpoints and ${extra.length} other routes, ` +
        `${sent.requests} requests, seed ${SEED}, ${RUNS} runs per route and caller`,
    );
  });
});
