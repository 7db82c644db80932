// Bad input as fast-check arbitraries: wrong types, missing and extra fields, huge,
// negative and non-finite numbers, long strings, control characters and NUL, arrays for objects,
// prototype keys, malformed JSON and wrong content types. Bodies and queries start from a valid
// example and break one thing, so most requests get past the first check.
import fc from 'fast-check';
import { fieldPaths, mutate, type Mutation } from './examples.ts';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Set by the harness when sent. */
  remoteAddress?: string;
}

/** What a route is fuzzed with: its address, and valid examples of its parts. */
export interface FuzzTarget {
  name: string;
  method: string;
  /** Fastify form: `/api/…/:param`. */
  path: string;
  params: Record<string, string>;
  query: Record<string, unknown> | undefined;
  body: unknown;
  multipart: boolean;
}

/** A JSON number token no JSON.stringify writes: swapped in after stringifying. */
const RAW = (token: string) => `\u2063raw:${token}\u2063`;
const RAW_TOKENS = [
  '1e999',
  '-1e999',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '123456789012345678901234567890',
  '0.1e-400',
];

/** encodeURIComponent, with a lone surrogate sent as its (invalid) UTF-8 bytes instead of throwing. */
const enc = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
};

const control = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u2028',
  '\ud800',
);
const shortString = fc.string({ maxLength: 10 });

/** Values no field should take without care. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -0.5,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1e21,
    -1e21,
    5e-324,
  ),
  fc.constantFrom(...RAW_TOKENS).map(RAW),
  fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  shortString,
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.tuple(shortString, control, shortString).map((parts) => parts.join('')),
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(10_000),
    'ऩ🙂'.repeat(500),
    '₹-1',
    "' OR 1=1 --",
    "'); DROP TABLE orders; --",
    '\\x00',
    '$1',
    '%00',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '2026-02-30',
    '9999-99-99T99:99:99Z',
    '0x10',
    'NaN',
    'Infinity',
    '1e999',
    '[object Object]',
    '__proto__',
  ),
  fc.array(shortString, { maxLength: 3 }),
  fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
  fc.constant(Array.from({ length: 2000 }, (_, index) => index)),
  fc.dictionary(shortString, shortString, { maxKeys: 2 }),
  fc.constant(JSON.parse('{"__proto__": {"isAdmin": true, "role": "admin"}}') as unknown),
  fc.constant({ constructor: { prototype: { polluted: true } } }),
);

const extraKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'role',
    'customerId',
    'id',
    'status',
    '',
  ),
  shortString.map((key) => `x${key}`),
  fc.tuple(shortString, control).map(([key, c]) => key + c),
);

/** One mutation of an example: a bad value in one place, one place dropped, or one key too many. */
function mutationArbitrary(example: unknown): fc.Arbitrary<Mutation> {
  const paths = fieldPaths(example);
  const containers = [
    [] as (string | number)[],
    ...paths.filter((path) => {
      let at: unknown = example;
      for (const step of path) at = (at as Record<string | number, unknown>)[step];
      return typeof at === 'object' && at !== null && !Array.isArray(at);
    }),
  ];
  const options: fc.Arbitrary<Mutation>[] = [
    fc
      .tuple(fc.constantFrom(...containers), extraKey, badValue)
      .map(([path, key, value]) => ({ how: 'extra', path, key, value })),
    badValue.map((value) => ({ how: 'set', path: [], value })),
  ];
  if (paths.length > 0) {
    const path = fc.constantFrom(...paths);
    options.push(
      fc.tuple(path, badValue).map(([at, value]) => ({ how: 'set', path: at, value })),
      fc.tuple(path, badValue).map(([at, value]) => ({ how: 'set', path: at, value })),
      fc.tuple(path, badValue).map(([at, value]) => ({ how: 'set', path: at, value })),
      path.map((at) => ({ how: 'drop', path: at })),
    );
  }
  return fc.oneof(...options);
}

/** JSON text with the raw number tokens put back (a bare NaN or 1e999 where a value was). */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.replace(/"\u2063raw:([^\u2063]*)\u2063"/g, '$1');
}

type Body = { contentType?: string; payload: string };

const RAW_JSON = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '0',
  'NaN',
  '{"a": 1,}',
  "{'a': 1}",
  '{"a": "\\ud800"}',
  '{"a": "\\u0000"}',
  '\u0000',
  '\ufeff{}',
  '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
  '{"a": 1, "a": 2}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a": ${'{"b":'.repeat(100)}1${'}'.repeat(100)}}`,
];

function multipartText(fields: Record<string, unknown>, boundary: string): string {
  const parts = Object.entries(fields).map(([name, value]) => {
    const text = typeof value === 'string' ? value : (toJsonText(value) ?? '');
    return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`;
  });
  return `${parts.join('')}--${boundary}--\r\n`;
}

function bodyArbitrary(target: FuzzTarget): fc.Arbitrary<Body> {
  const example = target.body ?? {};
  const mutated = mutationArbitrary(example).map((mutation) => mutate(example, mutation));
  const asJson = mutated.map((value) => ({
    contentType: 'application/json',
    payload: toJsonText(value),
  }));
  const asMultipart = fc
    .tuple(mutated, fc.constantFrom('x-boundary', 'b'))
    .map(([value, boundary]) => ({
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload:
        typeof value === 'object' && value !== null && !Array.isArray(value)
          ? multipartText(value as Record<string, unknown>, boundary)
          : `--${boundary}\r\n\r\n${toJsonText(value)}\r\n`,
    }));
  const wrongType = fc.constantFrom<Body>(
    { contentType: 'text/plain', payload: toJsonText(example) },
    { contentType: 'application/xml', payload: '<order><id>1</id></order>' },
    {
      contentType: 'application/x-www-form-urlencoded',
      payload: 'orderID=1&pieces=1&__proto__[x]=1',
    },
    { contentType: 'multipart/form-data', payload: 'no boundary' },
    { contentType: 'multipart/form-data; boundary=z', payload: '--z\r\nbroken' },
    { contentType: 'application/json; charset=utf-16', payload: toJsonText(example) },
    { contentType: 'application/json', payload: toJsonText([example]) },
    { contentType: 'APPLICATION/JSON', payload: toJsonText(example) },
    { contentType: '', payload: toJsonText(example) },
    { payload: toJsonText(example) },
  );
  const rawJson = fc
    .constantFrom(...RAW_JSON)
    .map((payload) => ({ contentType: 'application/json', payload }));
  return fc.oneof(
    { weight: target.multipart ? 2 : 8, arbitrary: asJson },
    { weight: target.multipart ? 8 : 1, arbitrary: asMultipart },
    { weight: 2, arbitrary: rawJson },
    { weight: 2, arbitrary: wrongType },
  );
}

const pathValue = fc.oneof(
  fc.constantFrom(
    '%00',
    'a%00b',
    '%',
    '%zz',
    '%E0%A4',
    '%ff',
    '..%2F..%2Fetc%2Fpasswd',
    '%20',
    '-1',
    '0',
    '1e999',
    'NaN',
    '9'.repeat(40),
    '__proto__',
    'constructor',
  ),
  fc.constantFrom('x'.repeat(99), 'x'.repeat(101), 'x'.repeat(3000)),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map(enc),
  fc.tuple(shortString, control).map(([text, c]) => enc(text + c)),
);

const queryValue = fc.oneof(
  fc.constantFrom(
    '%00',
    'a%00b',
    '%',
    '%zz',
    '',
    '-1',
    '0',
    '1e999',
    '-1e999',
    'NaN',
    'Infinity',
    '9007199254740993',
    '1.5',
    'x'.repeat(5000),
    '[]',
    '{}',
    '__proto__',
  ),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(enc),
  fc.tuple(shortString, control).map(([text, c]) => enc(text + c)),
);

/** The query as `key=value` pairs already escaped, from a valid example with one thing broken. */
function queryArbitrary(target: FuzzTarget): fc.Arbitrary<string> {
  const pairs = Object.entries(target.query ?? {}).map(
    ([key, value]) => [key, enc(String(value))] as [string, string],
  );
  const keys = pairs.length > 0 ? pairs.map(([key]) => key) : ['q'];
  const join = (list: [string, string][]) =>
    list.map(([key, value]) => `${key}=${value}`).join('&');
  return fc.oneof(
    fc.constant(join(pairs)),
    fc
      .tuple(fc.constantFrom(...keys), queryValue)
      .map(([key, value]) => join([...pairs.filter(([name]) => name !== key), [key, value]])),
    fc.constantFrom(...keys).map((key) => join(pairs.filter(([name]) => name !== key))),
    fc.constantFrom(...keys).map((key) => `${join(pairs)}&${key}=1&${key}=2`),
    fc
      .constantFrom(...keys)
      .map((key) => `${key}[a]=1&${key}[]=2&__proto__[x]=1&constructor[prototype][y]=1`),
    fc.tuple(extraKey, queryValue).map(([key, value]) => `${join(pairs)}&${enc(key)}=${value}`),
  );
}

/** One request for the target: path parameters, query and body, each valid or broken. */
export function requestArbitrary(
  target: FuzzTarget,
  headers: fc.Arbitrary<Record<string, string>>,
): fc.Arbitrary<FuzzRequest> {
  const names = [...target.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
  const params = fc.tuple(
    ...names.map((name) =>
      fc.oneof(
        { weight: 1, arbitrary: fc.constant(enc(target.params[name] ?? '1')) },
        { weight: 2, arbitrary: pathValue },
      ),
    ),
  );
  const hasBody = !['GET', 'DELETE', 'HEAD'].includes(target.method);
  const body: fc.Arbitrary<Body | undefined> = hasBody
    ? bodyArbitrary(target)
    : fc.constant(undefined);
  return fc
    .tuple(params, queryArbitrary(target), body, headers)
    .map(([values, query, shape, caller]) => {
      let url = target.path;
      names.forEach((name, index) => (url = url.replace(`:${name}`, values[index]!)));
      if (query) url += `?${query}`;
      const request: FuzzRequest = { method: target.method, url, headers: { ...caller } };
      if (shape) {
        if (shape.contentType !== undefined) request.headers['content-type'] = shape.contentType;
        request.payload = shape.payload;
      }
      return request;
    });
}
