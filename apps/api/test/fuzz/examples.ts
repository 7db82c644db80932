// Valid examples read off the contract's zod schemas, so the fuzz suite can break one field of a
// request that would otherwise pass and reach the services and SQL behind it.
// Leaves are found by trying candidates (known values by field name first, then samples of the
// schema's own regex) against the leaf schema itself, so refinements and transforms are honoured.
import fc from 'fast-check';
import type { z } from 'zod';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  checks?: { _zod: { def: { check: string; format?: string; pattern?: RegExp } } }[];
  left?: z.ZodType;
};

export const defOf = (schema: z.ZodType): Def =>
  (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Values known to pass by field name; the suite overlays ids it found in the seeded database. */
export type Hints = Record<string, unknown>;

const STRING_CANDIDATES = [
  'Asha Verma',
  'someone@example.in',
  'Secret@12345',
  '9876543210',
  '302001',
  '2026-12-31',
  '2026-12-31T10:00:00+05:30',
  'WELCOME10',
  'A very nice product, would buy again.',
  'abc',
  'p',
];
const NUMBER_CANDIDATES = [1, 4, 2, 100, 0, 10];

const passes = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

function regexOf(schema: z.ZodType): RegExp | undefined {
  const def = defOf(schema);
  for (const check of def.checks ?? []) {
    const inner = check._zod.def;
    if (inner.check === 'string_format' && inner.format === 'regex') return inner.pattern;
  }
  if (def.type === 'pipe' && def.in) return regexOf(def.in);
  return undefined;
}

function leafExample(schema: z.ZodType, key: string, hints: Hints): unknown {
  if (key in hints && passes(schema, hints[key])) return hints[key];
  const def = defOf(schema);
  const pool: unknown[] =
    def.type === 'number' ? NUMBER_CANDIDATES : def.type === 'boolean' ? [true] : STRING_CANDIDATES;
  const found = pool.find((value) => passes(schema, value));
  if (found !== undefined) return found;
  const pattern = regexOf(schema);
  if (pattern) {
    const samples = fc.sample(fc.stringMatching(pattern), { seed: 12, numRuns: 40 });
    const sample = samples.find((value) => passes(schema, value));
    if (sample !== undefined) return sample;
  }
  return def.type === 'number' ? 1 : 'abc';
}

/** A value the schema accepts (best effort: check with `safeParse` when it matters). */
export function exampleOf(schema: z.ZodType, hints: Hints = {}, key = ''): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(def.shape ?? {})) {
        const value = exampleOf(field, hints, name);
        if (value !== undefined) out[name] = value;
      }
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return exampleOf(def.innerType!, hints, key);
    case 'pipe': {
      const value = exampleOf(def.in!, hints, key);
      if (passes(schema, value)) return value;
      return leafExample(schema, key, hints);
    }
    case 'union': {
      const tries = (def.options ?? []).map((option) => exampleOf(option, hints, key));
      const good = tries.filter(
        (value) => value !== '' && value !== undefined && passes(schema, value),
      );
      return good[0] ?? tries.find((value) => passes(schema, value)) ?? tries[0];
    }
    case 'intersection':
      return exampleOf(def.left!, hints, key);
    case 'array':
      return [exampleOf(def.element!, hints, key)];
    case 'enum':
      return key in hints && passes(schema, hints[key])
        ? hints[key]
        : Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'record':
      return {};
    case 'unknown':
    case 'any':
    case 'never':
    case 'undefined':
      return undefined;
    default:
      return leafExample(schema, key, hints);
  }
}

/** Every place a value sits in an example: `[]` is the whole, `['lines', 0, 'pieces']` a leaf. */
export type FieldPath = (string | number)[];

export function fieldPaths(value: unknown, at: FieldPath = []): FieldPath[] {
  const paths: FieldPath[] = at.length > 0 ? [at] : [];
  if (Array.isArray(value)) {
    value.forEach((item, index) => paths.push(...fieldPaths(item, [...at, index])));
  } else if (typeof value === 'object' && value !== null) {
    for (const [name, item] of Object.entries(value))
      paths.push(...fieldPaths(item, [...at, name]));
  }
  return paths;
}

export type Mutation =
  | { how: 'set'; path: FieldPath; value: unknown }
  | { how: 'drop'; path: FieldPath }
  | { how: 'extra'; path: FieldPath; key: string; value: unknown };

/** A deep copy of `example` with one mutation applied (JSON-safe values only). */
export function mutate(example: unknown, mutation: Mutation): unknown {
  const copy = example === undefined ? {} : (structuredClone(example) as unknown);
  if (mutation.path.length === 0) {
    if (mutation.how === 'set') return mutation.value;
    if (mutation.how === 'drop') return {};
  }
  let parent: unknown = copy;
  const steps = mutation.how === 'extra' ? mutation.path : mutation.path.slice(0, -1);
  for (const step of steps) {
    if (typeof parent !== 'object' || parent === null) return copy;
    parent = (parent as Record<string | number, unknown>)[step];
  }
  if (typeof parent !== 'object' || parent === null) return copy;
  const target = parent as Record<string | number, unknown>;
  const last = mutation.path[mutation.path.length - 1]!;
  if (mutation.how === 'set') target[last] = mutation.value;
  else if (mutation.how === 'drop') {
    if (Array.isArray(target)) target.splice(Number(last), 1);
    else delete target[last];
  } else {
    // defineProperty, so '__proto__' becomes an own key and reaches JSON.stringify.
    Object.defineProperty(target, mutation.key, {
      value: mutation.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}
