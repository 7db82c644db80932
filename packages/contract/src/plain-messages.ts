// The words under a field when a schema gives no message of its own: zod's defaults ("Too small:
// expected number to be >=0") said in a seller's words (docs/decisions/back-office.md).
//
// `describeIssue` is a zod error map, passed where a schema is parsed (the back office's form
// resolver, the server's validator and parseOrThrow: `{ error: describeIssue }`). zod asks it only
// for an issue that no schema or check has a message for, so every message written in a schema
// (docs/spec.md §8's exact words among them) is left as it is.
import type { z } from 'zod';
import { formatInr, rupeesToPaise } from '@haat/india';

type Issue = z.core.$ZodRawIssue;
type Limit = number | bigint;

export const REQUIRED_MESSAGE = 'This field is required.';
/** An issue the words below cannot say more precisely (a refinement without a message, a union). */
export const CHECK_VALUE_MESSAGE = 'Check this value.';

/** More choices than this are not listed in the message ("Choose one of the options."). */
const LISTED_CHOICES_MAX = 8;

const NUMBER_ORIGINS: ReadonlySet<string> = new Set(['number', 'int', 'bigint']);
const LIST_ORIGINS: ReadonlySet<string> = new Set(['array', 'set']);

/** 100000 → '1,00,000'. */
const formatNumber = (limit: Limit) => Number(limit).toLocaleString('en-IN');

/** 0 → '₹0', 499.5 → '₹499.50'. */
const formatRupees = (limit: Limit) => formatInr(rupeesToPaise(Number(limit))).replace(/\.00$/, '');

const formatDate = (limit: Limit) => new Date(Number(limit)).toISOString().slice(0, 10);

function formatBytes(limit: Limit): string {
  const bytes = Number(limit);
  if (bytes >= 1024 * 1024) return `${formatNumber(Math.round(bytes / (1024 * 1024)))} MB`;
  if (bytes >= 1024) return `${formatNumber(Math.round(bytes / 1024))} KB`;
  return `${formatNumber(bytes)} bytes`;
}

/** The words of a bound: `low` for too_small, else too_big. `money` names what is in rupees. */
function describeBound(
  issue: { origin: string; inclusive?: boolean; exact?: boolean },
  limit: Limit,
  low: boolean,
  money: string | undefined,
): string {
  const { origin, inclusive = false, exact = false } = issue;
  if (origin === 'string') {
    if (low && !exact && Number(limit) <= 1) return REQUIRED_MESSAGE;
    const count = `${formatNumber(limit)} character${Number(limit) === 1 ? '' : 's'}`;
    return exact ? `Use exactly ${count}.` : `Use at ${low ? 'least' : 'most'} ${count}.`;
  }
  if (NUMBER_ORIGINS.has(origin)) {
    if (exact)
      return money ? `Enter ${money} of ${formatRupees(limit)}.` : `Enter ${formatNumber(limit)}.`;
    if (money) {
      const amount = formatRupees(limit);
      if (inclusive) return `Enter ${money} of ${amount} or ${low ? 'more' : 'less'}.`;
      return `Enter ${money} ${low ? 'above' : 'below'} ${amount}.`;
    }
    const number = formatNumber(limit);
    if (inclusive) return `Enter ${number} or ${low ? 'more' : 'less'}.`;
    return `Enter ${low ? 'more' : 'less'} than ${number}.`;
  }
  if (LIST_ORIGINS.has(origin)) {
    if (low && !exact && Number(limit) === 1) return 'Add at least one.';
    return `Add ${exact ? 'exactly' : low ? 'at least' : 'at most'} ${formatNumber(limit)}.`;
  }
  if (origin === 'file') {
    return `Choose a file of ${low ? 'at least' : 'at most'} ${formatBytes(limit)}.`;
  }
  if (origin === 'date') {
    return `Enter a date on or ${low ? 'after' : 'before'} ${formatDate(limit)}.`;
  }
  return CHECK_VALUE_MESSAGE;
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  number: 'Enter a number.',
  int: 'Enter a whole number.',
  bigint: 'Enter a whole number.',
  string: 'Enter some text.',
  boolean: 'Choose yes or no.',
  date: 'Enter a date.',
};

const FORMAT_WORDS: Readonly<Record<string, string>> = {
  email: 'Enter a valid e-mail address.',
  url: 'Enter a full web address, like https://example.com.',
  date: 'Enter a date like 2024-03-05.',
  datetime: 'Enter a date and a time.',
  time: 'Enter a time like 14:30.',
};

function describeFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  const { format } = issue;
  if (format === 'starts_with' && typeof issue.prefix === 'string') {
    return `Start with "${issue.prefix}".`;
  }
  if (format === 'ends_with' && typeof issue.suffix === 'string') {
    return `End with "${issue.suffix}".`;
  }
  if (format === 'includes' && typeof issue.includes === 'string') {
    return `Include "${issue.includes}".`;
  }
  return FORMAT_WORDS[format] ?? 'Check how this is written.';
}

function describeChoices(values: readonly unknown[]): string {
  const listable = values.every((value) => typeof value === 'string' || typeof value === 'number');
  if (values.length < 2 || values.length > LISTED_CHOICES_MAX || !listable) {
    return 'Choose one of the options.';
  }
  return `Choose one of: ${values.join(', ')}.`;
}

/** Refusals that say the value is of another kind than an option takes, not that it broke a rule. */
const KIND_CODES: ReadonlySet<string> = new Set(['invalid_type', 'invalid_value']);

/**
 * A union's words: those of the one option the value was meant for, the only option that refused
 * it for a rule rather than for its kind ('' or a mobile: "12345" is a mobile too short).
 */
function describeUnion(options: readonly (readonly { code: string; message: string }[])[]) {
  const meant = options.filter((issues) => issues[0] && !KIND_CODES.has(issues[0].code));
  return meant.length === 1 ? meant[0]?.[0]?.message : undefined;
}

/** The words for one issue; `money` ('a price', 'an amount') when the value is rupees. */
function describe(issue: Issue, money?: string): string {
  switch (issue.code) {
    case 'invalid_type':
      // Absent (or null where a value is needed): the field was left empty.
      if (issue.input === undefined || issue.input === null) return REQUIRED_MESSAGE;
      if (money) return `Enter ${money} in rupees, like 499 or 499.50.`;
      return TYPE_WORDS[issue.expected] ?? CHECK_VALUE_MESSAGE;
    case 'too_small':
      return describeBound(issue, issue.minimum, true, money);
    case 'too_big':
      return describeBound(issue, issue.maximum, false, money);
    case 'invalid_format':
      return describeFormat(issue);
    case 'not_multiple_of':
      if (issue.divisor === 1) return 'Enter a whole number.';
      if (money && issue.divisor === 0.01) return 'Use at most two decimals.';
      return `Enter a multiple of ${formatNumber(issue.divisor)}.`;
    case 'invalid_value':
      return describeChoices(issue.values);
    case 'unrecognized_keys':
      return `Remove what this form does not have: ${issue.keys.join(', ')}.`;
    case 'invalid_union':
      return describeUnion(issue.errors) ?? CHECK_VALUE_MESSAGE;
    default:
      // invalid_key, invalid_element, custom: nothing more precise to say.
      return CHECK_VALUE_MESSAGE;
  }
}

/** zod's error map for every parse the back office and the server make. */
export const describeIssue: z.core.$ZodErrorMap = (issue) => describe(issue);

/**
 * The error map of a money schema, `z.number({ error: describeInRupees('a price') })`: the same
 * words with the bounds in rupees, naming the field ('a price', 'an MRP', 'an amount'). Given to
 * the schema itself, it holds wherever the schema is parsed.
 */
export const describeInRupees =
  (what: string): z.core.$ZodErrorMap =>
  (issue) =>
    describe(issue, what);
