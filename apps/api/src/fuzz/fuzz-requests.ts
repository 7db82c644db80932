// The bad input the fuzz suite sends (issue 12), as fast-check arbitraries: wrong types, missing
// and extra fields, huge, negative and non-finite numbers, long strings, control characters and
// NUL, arrays for objects, prototype keys, malformed JSON and wrong content types. Bodies start
// from a plausible request (field names from the contract's schema, plausible values) with one
// field broken, so requests get past the first check and reach services and SQL.
import fc from 'fast-check';
import { z } from 'zod';

export interface FuzzRoute {
  name: string;
  method: string;
  /** Fastify form: `/api/…/:param`. */
  url: string;
  params: string[];
  queryKeys: string[];
  bodyKeys: string[];
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const CONTROL = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u001b', '\u007f');

/** Values a field should never accept, or accept only with care. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
  fc.constantFrom(-1, 0, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2, 1e-7),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc
    .tuple(fc.string({ maxLength: 6 }), CONTROL, fc.string({ maxLength: 6 }))
    .map((parts) => parts.join('')),
  fc.constantFrom(
    'x'.repeat(5000),
    '₹🙂ऩ',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
  ),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
  fc.constant(JSON.parse('{"__proto__": {"admin": true}}') as unknown),
);

/** A value that would pass for most fields, so one bad field is the only fault. */
const PLAUSIBLE: Record<string, unknown> = {
  productID: 'p_000001',
  colorID: '0',
  sizeID: '0',
  pieces: 1,
  addressID: 'addr_x',
  orderID: 'OD100000000001',
  pincode: '302001',
  zipcode: '302001',
  mobile: '9876543210',
  email: 'someone@example.in',
  password: 'Secret@12345',
  otp: '123456',
  rating: 4,
  remark: 'Very nice.',
  couponeid: 'WELCOME100',
  paymentType: 'prepaid',
  search: 'diya',
};

export const plausibleValue = (key: string): unknown => PLAUSIBLE[key] ?? 'abc';

/** Path parameter values: ids, NUL, traversal, very long, unicode, blanks. */
const pathValue = fc.oneof(
  fc.constantFrom(
    'p_000001',
    'OD100000000001',
    '302001',
    '%00',
    'a%00b',
    '..%2F..%2Fetc',
    '%20',
    '-1',
    '0',
  ),
  fc.constant('x'.repeat(300)),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }).map(encodeURIComponent),
);

/** The keys of an object schema (a pipe or refinement looked through), or none. */
export function schemaKeys(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    const def = (current as { def?: { in?: unknown; innerType?: unknown; schema?: unknown } }).def;
    current = def?.in ?? def?.innerType ?? def?.schema;
  }
  return [];
}

type BodyShape =
  { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string };

function bodyArbitrary(keys: string[]): fc.Arbitrary<BodyShape> {
  const base = Object.fromEntries(keys.map((key) => [key, plausibleValue(key)]));
  const oneFieldBroken =
    keys.length === 0
      ? fc.constant<unknown>({})
      : fc
          .tuple(fc.constantFrom(...keys), badValue, fc.constantFrom('set', 'drop'))
          .map(([key, value, how]) => {
            const copy: Record<string, unknown> = { ...base };
            if (how === 'drop') delete copy[key];
            else copy[key] = value;
            return copy;
          });
  return fc.oneof(
    { weight: 6, arbitrary: oneFieldBroken.map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 8 }), badValue)
        .map(([key, value]) => ({ kind: 'json' as const, value: { ...base, [`x${key}`]: value } })),
    },
    { weight: 1, arbitrary: badValue.map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          '{"productID": ',
          '',
          'null',
          '[]',
          '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {}}}',
          '{"pieces": 1e999}',
          `{"a": ${'['.repeat(200)}${']'.repeat(200)}}`,
          '{"email": "a\\u0000b@example.in"}',
          '\u0000',
        )
        .map((text) => ({ kind: 'raw' as const, text, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { kind: 'raw' as const, text: 'productID=p_1&pieces=1', contentType: 'text/plain' },
        { kind: 'raw' as const, text: '<order/>', contentType: 'application/xml' },
        {
          kind: 'raw' as const,
          text: 'productID=p_1',
          contentType: 'application/x-www-form-urlencoded',
        },
        {
          kind: 'raw' as const,
          text: '--x\r\n\r\n',
          contentType: 'multipart/form-data; boundary=x',
        },
      ),
    },
  );
}

/** One generated request for the route, with the caller's headers. */
export function requestArbitrary(
  route: FuzzRoute,
  callerHeaders: fc.Arbitrary<Record<string, string>>,
): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...route.params.map(() => pathValue));
  const query = fc.dictionary(
    fc.constantFrom(...(route.queryKeys.length > 0 ? route.queryKeys : ['q'])),
    fc.oneof(
      badValue.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
      fc.constantFrom('%00', '1e999', 'NaN', '-Infinity', '[]'),
    ),
    { maxKeys: 3 },
  );
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const body = hasBody ? bodyArbitrary(route.bodyKeys) : fc.constant(undefined);
  return fc
    .tuple(params, query, body, callerHeaders)
    .map(([values, queryValues, shape, headers]) => {
      let url = route.url;
      route.params.forEach((name, index) => {
        url = url.replace(`:${name}`, values[index] ?? '');
      });
      const search = Object.entries(queryValues)
        .map(
          ([key, value]) =>
            `${encodeURIComponent(key)}=${value === '%00' ? '%00' : encodeURIComponent(value)}`,
        )
        .join('&');
      if (search) url += `?${search}`;
      const request: FuzzRequest = { method: route.method, url, headers: { ...headers } };
      if (shape?.kind === 'json') {
        request.headers['content-type'] = 'application/json';
        request.payload = JSON.stringify(shape.value) ?? 'null';
      } else if (shape?.kind === 'raw') {
        request.headers['content-type'] = shape.contentType;
        request.payload = shape.text;
      }
      return request;
    });
}

/**
 * The fixed cases (issue 12's NUL findings, kept as regressions): `%00` in every path parameter,
 * NUL in every query value, and NUL in each string field of a plausible body, one at a time.
 */
export function nulRequests(route: FuzzRoute, headers: Record<string, string>): FuzzRequest[] {
  const fill = (value: (name: string) => string) => {
    let url = route.url;
    for (const name of route.params) url = url.replace(`:${name}`, value(name));
    return url;
  };
  const plainUrl = fill((name) => String(plausibleValue(name)));
  const requests: FuzzRequest[] = [];
  if (route.params.length > 0) {
    requests.push({ method: route.method, url: fill(() => 'a%00b'), headers: { ...headers } });
  }
  for (const key of route.queryKeys) {
    requests.push({
      method: route.method,
      url: `${plainUrl}?${key}=a%00b`,
      headers: { ...headers },
    });
  }
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    const base = Object.fromEntries(route.bodyKeys.map((key) => [key, plausibleValue(key)]));
    for (const key of route.bodyKeys.length > 0 ? route.bodyKeys : ['x']) {
      requests.push({
        method: route.method,
        url: plainUrl,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ ...base, [key]: 'a\u0000b' }),
      });
    }
  }
  return requests;
}
