// Reads `npm run admin -- <command> …` into a command whose request already passed the same
// contract schema the admin API uses. Anything wrong here is a usage error (exit code 2).
import {
  AdminCouponBodySchema,
  AdminOrdersQuerySchema,
  AdminStockBodySchema,
  EmailSchema,
  IdSchema,
  MobileSchema,
  SHIPPING_STATES,
  type AdminCouponBodyInput,
  type AdminOrdersQuery,
  type AdminStockBody,
  type ShippingState,
} from '@haat/contract';
import type { z } from 'zod';

export class UsageError extends Error {
  override name = 'UsageError';
}

export type CliCommand =
  | { name: 'help' }
  | { name: 'create-admin'; email: string }
  | { name: 'order:list'; query: AdminOrdersQuery }
  | { name: 'order:advance'; orderId: string }
  | { name: 'order:set'; orderId: string; state: ShippingState; reason?: string }
  | { name: 'stock:set'; body: AdminStockBody }
  | { name: 'coupon:create'; body: AdminCouponBodyInput }
  | { name: 'seller:approve'; sellerId: string }
  | { name: 'settle' }
  | { name: 'catalog:import'; file: string; dryRun: boolean }
  | { name: 'catalog:export'; file: string }
  | { name: 'doctor'; send?: { mobile?: string; email?: string } }
  | { name: 'demo:remove'; yes: boolean }
  | OperatorCreateCommand;

export interface OperatorCreateCommand {
  name: 'operator:create';
  email?: string;
  passwordFile?: string;
}

export const PASSWORD_ON_COMMAND_LINE =
  'operator:create never takes a password on the command line (the shell history and the process list keep it): type it when asked, or put it in a file only you can read and give --password-file <file>.';

/** `operator:create [--email <a>] [--password-file <f>]`; a password given any other way is refused. */
function parseOperatorCreate(rest: readonly string[]): OperatorCreateCommand {
  if (rest.some((argument) => /^--password(=|$)/.test(argument))) {
    throw new UsageError(PASSWORD_ON_COMMAND_LINE);
  }
  const parsed = splitArguments(rest, { email: 'value', 'password-file': 'value' });
  const emailOption = optionText(parsed, 'email');
  const [positional, ...more] = parsed.positionals;
  if (more.length > 0 || (positional !== undefined && emailOption !== undefined)) {
    throw new UsageError(PASSWORD_ON_COMMAND_LINE);
  }
  const email = emailOption ?? positional;
  const passwordFile = optionText(parsed, 'password-file');
  return {
    name: 'operator:create',
    ...(email === undefined ? {} : { email: checked(EmailSchema, email, { '': '--email' }) }),
    ...(passwordFile === undefined ? {} : { passwordFile }),
  };
}

export const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  operator:create [--email <a>] [--password-file <f>]
                                             a real shop's first operator, once; the password
                                             is asked for (typed twice) or read from the file
  create-admin <email>                       add an operator (password: HAAT_NEW_ADMIN_PASSWORD,
                                             or HAAT_ADMIN_PASSWORD when no server runs, or asked)
  order:list [--status <state>] [--limit <n>]
  order:advance <orderID>                    move to the next shipping state
  order:set <orderID> <state> [--reason <text>]
  stock:set <productID> [--color <id> --size <id>] <n>
  coupon:create <code> --flat|--percent <n> [--max <₹>] [--min <₹>] [--from <YYYY-MM-DD>]
                [--to <YYYY-MM-DD>] [--uses <n>] [--per-customer <n>]
  seller:approve <sellerID>
  settle                                     one settlement run: sellers' transfers through
                                             Route, releases, reversals, payouts booked
  catalog:import <file.csv> [--dry-run]   products from a CSV (docs/catalog-import.md); pictures
                                             named in it are read beside the file; all rows or none
  catalog:export <file.csv>                  every product, in the same format
  doctor [--send --mobile <n> --email <a>]   check the deployment, one line per part; with
                                             --send, a test SMS and e-mail to the operator
  demo:remove [--yes]                        remove the demo (its accounts, sellers, products,
                                             orders, pictures) and keep what you added; asks
                                             first unless --yes; stop a server on DATA_DIR first
  help

States: Placed, Packed, Shipped, Out for delivery (or out-for-delivery), Delivered, Cancelled.
With a server running on this DATA_DIR the CLI goes through its admin API and signs in with
HAAT_ADMIN_EMAIL (default admin@haat.in) and HAAT_ADMIN_PASSWORD, asking for what is not set.`;

interface ParsedArguments {
  positionals: string[];
  options: Map<string, string | true>;
}

/** `--name value`, `--name=value` and bare flags; an option not in `known` is a usage error. */
export function splitArguments(
  argv: readonly string[],
  known: Readonly<Record<string, 'value' | 'flag'>>,
): ParsedArguments {
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (!argument.startsWith('--') || argument === '--') {
      positionals.push(argument);
      continue;
    }
    const [name = '', inline] = argument.slice(2).split(/=(.*)/s, 2);
    const kind = known[name];
    if (!kind) throw new UsageError(`Unknown option --${name}.`);
    if (options.has(name)) throw new UsageError(`--${name} is given twice.`);
    if (kind === 'flag') {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value.`);
      options.set(name, true);
      continue;
    }
    const value = inline ?? argv[(index += 1)];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) {
      throw new UsageError(`--${name} needs a value.`);
    }
    options.set(name, value);
  }
  return { positionals, options };
}

const optionText = (parsed: ParsedArguments, name: string): string | undefined => {
  const value = parsed.options.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** 'out-for-delivery', 'OUT FOR DELIVERY', 'packed', 'canceled' → the table's state names. */
export function normaliseShippingState(text: string): ShippingState {
  const wanted = text
    .trim()
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ')
    .replace(/^canceled$/, 'cancelled');
  const state = SHIPPING_STATES.find((candidate) => candidate.toLowerCase() === wanted);
  if (!state) {
    throw new UsageError(`Unknown state '${text}'. Use one of: ${SHIPPING_STATES.join(', ')}.`);
  }
  return state;
}

/** A number typed on the command line: digits with at most one decimal point, nothing else. */
export function parseNumberArgument(label: string, text: string): number {
  if (!/^-?\d+(\.\d+)?$/.test(text.trim()))
    throw new UsageError(`${label} needs a number, got '${text}'.`);
  return Number(text);
}

function expectPositionals(parsed: ParsedArguments, names: string[], command: string): string[] {
  if (parsed.positionals.length !== names.length) {
    const wanted = names.map((name) => `<${name}>`).join(' ');
    throw new UsageError(
      names.length ? `${command} takes ${wanted}.` : `${command} takes options only.`,
    );
  }
  return parsed.positionals;
}

/** The schema's first complaint, named after the CLI's own words for the field. */
function checked<S extends z.ZodType>(
  schema: S,
  input: z.input<S>,
  labels: Record<string, string>,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? '');
  throw new UsageError(`${labels[field] ?? field}: ${issue?.message ?? 'invalid value.'}`);
}

function parseId(label: string, text: string | undefined): string {
  return checked(IdSchema, text ?? '', { '': label });
}

const COUPON_LABELS: Record<string, string> = {
  code: '<code>',
  kind: '--flat/--percent',
  value: '--flat/--percent',
  maxDiscount: '--max',
  minOrder: '--min',
  startsAt: '--from',
  endsAt: '--to',
  maxUses: '--uses',
  maxUsesPerCustomer: '--per-customer',
};

function parseCoupon(argv: readonly string[]): CliCommand {
  const parsed = splitArguments(argv, {
    flat: 'value',
    percent: 'value',
    max: 'value',
    min: 'value',
    from: 'value',
    to: 'value',
    uses: 'value',
    'per-customer': 'value',
  });
  const [code = ''] = expectPositionals(parsed, ['code'], 'coupon:create');
  const flat = optionText(parsed, 'flat');
  const percent = optionText(parsed, 'percent');
  if ((flat === undefined) === (percent === undefined)) {
    throw new UsageError('coupon:create needs exactly one of --flat <₹> or --percent <n>.');
  }
  const number = (name: string) => {
    const text = optionText(parsed, name);
    return text === undefined ? undefined : parseNumberArgument(`--${name}`, text);
  };
  const body: AdminCouponBodyInput = {
    code,
    kind: flat === undefined ? 'percent' : 'flat',
    value: parseNumberArgument(flat === undefined ? '--percent' : '--flat', flat ?? percent ?? ''),
  };
  const optional = {
    maxDiscount: number('max'),
    minOrder: number('min'),
    startsAt: optionText(parsed, 'from'),
    endsAt: optionText(parsed, 'to'),
    maxUses: number('uses'),
    maxUsesPerCustomer: number('per-customer'),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(body, { [key]: value });
  }
  checked(AdminCouponBodySchema, body, COUPON_LABELS);
  return { name: 'coupon:create', body };
}

function parseStock(argv: readonly string[]): CliCommand {
  const parsed = splitArguments(argv, { color: 'value', size: 'value' });
  const [productId = '', count = ''] = expectPositionals(parsed, ['productID', 'n'], 'stock:set');
  const colorId = optionText(parsed, 'color');
  const sizeId = optionText(parsed, 'size');
  const body = checked(
    AdminStockBodySchema,
    {
      productID: productId,
      ...(colorId === undefined ? {} : { colorID: colorId }),
      ...(sizeId === undefined ? {} : { sizeID: sizeId }),
      stock: parseNumberArgument('<n>', count),
    },
    { productID: '<productID>', colorID: '--color', sizeID: '--color/--size', stock: '<n>' },
  );
  return { name: 'stock:set', body };
}

function parseDoctor(argv: readonly string[]): CliCommand {
  const parsed = splitArguments(argv, { send: 'flag', mobile: 'value', email: 'value' });
  expectPositionals(parsed, [], 'doctor');
  const mobile = optionText(parsed, 'mobile');
  const email = optionText(parsed, 'email');
  if (!parsed.options.has('send')) {
    if (mobile !== undefined || email !== undefined) {
      throw new UsageError('--mobile and --email say where --send sends its test messages.');
    }
    return { name: 'doctor' };
  }
  if (mobile === undefined && email === undefined) {
    throw new UsageError('doctor --send needs --mobile <n>, --email <address> or both.');
  }
  return {
    name: 'doctor',
    send: {
      ...(mobile === undefined
        ? {}
        : { mobile: checked(MobileSchema, mobile, { '': '--mobile' }) }),
      ...(email === undefined ? {} : { email: checked(EmailSchema, email, { '': '--email' }) }),
    },
  };
}

export function parseCliArguments(argv: readonly string[]): CliCommand {
  const [name, ...rest] = argv;
  if (name === undefined) throw new UsageError('Say which command to run.');
  if (name === 'help' || name === '--help' || name === '-h' || rest.includes('--help')) {
    return { name: 'help' };
  }
  switch (name) {
    case 'operator:create':
      return parseOperatorCreate(rest);
    case 'create-admin': {
      const [email = ''] = expectPositionals(splitArguments(rest, {}), ['email'], name);
      return { name, email: checked(EmailSchema, email, { '': '<email>' }) };
    }
    case 'order:list': {
      const parsed = splitArguments(rest, { status: 'value', limit: 'value' });
      expectPositionals(parsed, [], name);
      const status = optionText(parsed, 'status');
      const limit = optionText(parsed, 'limit');
      const query = checked(
        AdminOrdersQuerySchema,
        {
          ...(status === undefined ? {} : { status: normaliseShippingState(status) }),
          ...(limit === undefined ? {} : { limit: parseNumberArgument('--limit', limit) }),
        },
        { status: '--status', limit: '--limit' },
      );
      return { name, query };
    }
    case 'order:advance': {
      const [orderId] = expectPositionals(splitArguments(rest, {}), ['orderID'], name);
      return { name, orderId: parseId('<orderID>', orderId) };
    }
    case 'order:set': {
      const parsed = splitArguments(rest, { reason: 'value' });
      const [orderId, ...stateWords] = parsed.positionals;
      // `order:set OD1 Out for delivery` works unquoted: the words after the id are the state.
      if (orderId === undefined || stateWords.length === 0) {
        throw new UsageError('order:set takes <orderID> <state>.');
      }
      const reason = optionText(parsed, 'reason');
      return {
        name,
        orderId: parseId('<orderID>', orderId),
        state: normaliseShippingState(stateWords.join(' ')),
        ...(reason === undefined ? {} : { reason }),
      };
    }
    case 'stock:set':
      return parseStock(rest);
    case 'coupon:create':
      return parseCoupon(rest);
    case 'settle':
      expectPositionals(splitArguments(rest, {}), [], name);
      return { name };
    case 'seller:approve': {
      const [sellerId] = expectPositionals(splitArguments(rest, {}), ['sellerID'], name);
      return { name, sellerId: parseId('<sellerID>', sellerId) };
    }
    case 'catalog:import': {
      const parsed = splitArguments(rest, { 'dry-run': 'flag' });
      const [file = ''] = expectPositionals(parsed, ['file.csv'], name);
      return { name, file, dryRun: parsed.options.has('dry-run') };
    }
    case 'catalog:export': {
      const [file = ''] = expectPositionals(splitArguments(rest, {}), ['file.csv'], name);
      return { name, file };
    }
    case 'doctor':
      return parseDoctor(rest);
    case 'demo:remove': {
      const parsed = splitArguments(rest, { yes: 'flag' });
      expectPositionals(parsed, [], name);
      return { name, yes: parsed.options.has('yes') };
    }
    default:
      throw new UsageError(`Unknown command '${name}'.`);
  }
}
