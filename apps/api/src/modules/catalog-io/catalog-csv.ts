// The catalogue's CSV format (docs/catalog-import.md): one row per product, or one row per
// colour × size of a product with variants (rows sharing a SKU). This file reads a file into
// product drafts with every problem tied to its line, and writes drafts back in the same format;
// it knows nothing of the database.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import {
  DECLARANT_KINDS,
  NET_QUANTITY_UNITS,
  type Declarations,
  GST_RATES,
  PRODUCT_CONDITIONS,
  PRODUCT_STATUSES,
  STOCK_MAX,
  WEIGHT_UNITS,
  describeIssue,
} from '@haat/contract';
import { hindiName, hindiText } from '@haat/contract/schemas';
import { isCountryCode } from '@haat/india';

export const CSV_MAX_ROWS = 10_000;
export const CSV_MAX_BYTES = 20 * 1024 * 1024;

/** The columns, in the order an export writes them. */
export const CSV_COLUMNS = [
  'sku',
  'title',
  'status',
  'brand',
  'condition',
  'main_category',
  'category',
  'sub_category',
  'hsn_code',
  'gst_rate',
  'weight',
  'weight_unit',
  'colour',
  'size',
  'mrp',
  'price',
  'stock',
  'pictures',
  'body_html',
  'description_html',
  'seller_email',
  'title_hi',
  'description_hi_html',
  'brand_hi',
  'main_category_hi',
  'category_hi',
  'sub_category_hi',
  'colour_hi',
  // The declarations (docs/decisions/legal-declarations.md): required of a packaged category's
  // products, checked with the category when the import resolves it (catalog-import.service.ts).
  'origin_country',
  'generic_name',
  'generic_name_hi',
  'net_quantity',
  'net_quantity_unit',
  'declarant_kind',
  'declarant_name',
  'declarant_address',
  'consumer_care',
  'best_before_days',
  'warranty_months',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

const REQUIRED_COLUMNS: CsvColumn[] = [
  'sku',
  'title',
  'brand',
  'main_category',
  'category',
  'sub_category',
  'hsn_code',
  'gst_rate',
  'mrp',
  'price',
  'stock',
];

export interface CsvProblem {
  /** The file's line (1 is the header); 0 for the file as a whole. */
  line: number;
  column?: CsvColumn;
  message: string;
}

export class CsvRefused extends Error {
  constructor(readonly problems: CsvProblem[]) {
    super(problems.map((problem) => problem.message).join(' '));
  }
}

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);
const required = (max: number) => text(max).min(1, 'Required.');
const rupees = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Use rupees like 499 or 499.50.')
  .transform(Number)
  .refine((value) => value > 0, 'Must be above ₹0.');

/** A number or '' (null); `valid` says which numbers may be given. */
const optionalNumber = (message: string, valid: (value: number) => boolean) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : Number(value)))
    .refine((value) => value === null || (Number.isFinite(value) && valid(value)), { message });

/** One row as the file has it, checked field by field. */
const RowSchema = z.object({
  sku: required(64).regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'Use letters, digits, . _ / -.'),
  title: required(200),
  status: z
    .string()
    .trim()
    .toLowerCase()
    .transform((value) => value || 'published')
    .pipe(z.enum(PRODUCT_STATUSES, { error: `Use ${PRODUCT_STATUSES.join(', ')}.` })),
  brand: required(80),
  condition: z
    .string()
    .trim()
    .transform((value) => value || 'New')
    .pipe(z.enum(PRODUCT_CONDITIONS, { error: `Use ${PRODUCT_CONDITIONS.join(', ')}.` })),
  main_category: required(80),
  category: required(80),
  sub_category: required(80),
  hsn_code: z
    .string()
    .trim()
    .regex(/^(\d{4}|\d{6}|\d{8})$/, 'Use a 4, 6 or 8 digit HSN code.'),
  gst_rate: z
    .string()
    .trim()
    .transform(Number)
    .refine((rate) => (GST_RATES as readonly number[]).includes(rate), {
      message: `Use a GST rate of ${GST_RATES.join(', ')}.`,
    }),
  weight: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : Number(value)))
    .refine((value) => value === null || (Number.isFinite(value) && value > 0), {
      message: 'Use a weight above 0, or leave it empty.',
    }),
  weight_unit: z
    .string()
    .trim()
    .transform(
      (unit) => WEIGHT_UNITS.find((known) => known.toLowerCase() === unit.toLowerCase()) ?? unit,
    )
    .pipe(z.enum(['', ...WEIGHT_UNITS], { error: `Use ${WEIGHT_UNITS.join(', ')}.` })),
  colour: text(40),
  size: text(40),
  mrp: rupees,
  price: rupees,
  stock: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Use a whole number of pieces, 0 or more.')
    .transform(Number)
    .refine((stock) => stock <= STOCK_MAX, `At most ${STOCK_MAX}.`),
  pictures: text(4000),
  body_html: text(20_000),
  description_html: text(50_000),
  seller_email: text(200),
  /** The Hindi title and description (docs/decisions/hindi.md): '' for none. */
  title_hi: hindiName(200),
  description_hi_html: hindiText(50_000),
  /** The brand's and categories' Hindi names: '' leaves them as the shop has them. */
  brand_hi: hindiName(60),
  main_category_hi: hindiName(60),
  category_hi: hindiName(60),
  sub_category_hi: hindiName(60),
  /** The colour's name on the Hindi pages: '' for none (a product's own, like `title_hi`). */
  colour_hi: hindiName(40),
  origin_country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => code === '' || isCountryCode(code), {
      message: 'Use a country code of ISO 3166-1 (IN, CN, DE…), or leave it empty.',
    }),
  generic_name: text(120),
  generic_name_hi: hindiName(120),
  net_quantity: optionalNumber(
    'Use a net quantity above 0, or leave it empty.',
    (value) => value > 0,
  ),
  net_quantity_unit: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['', ...NET_QUANTITY_UNITS], { error: `Use ${NET_QUANTITY_UNITS.join(', ')}.` })),
  declarant_kind: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['', ...DECLARANT_KINDS], { error: `Use ${DECLARANT_KINDS.join(', ')}.` })),
  declarant_name: text(200),
  declarant_address: text(400),
  consumer_care: text(200),
  best_before_days: optionalNumber(
    'Use whole days, 1 or more, or leave it empty.',
    (value) => Number.isInteger(value) && value >= 1,
  ),
  warranty_months: optionalNumber(
    'Use whole months, 0 for none, or leave it empty.',
    (value) => Number.isInteger(value) && value >= 0,
  ),
});
type Row = z.infer<typeof RowSchema>;

export interface VariantDraft {
  colour: string;
  /** '' clears the colour's Hindi name; undefined (a file without the column) leaves it. */
  colourHi?: string | undefined;
  size: string;
  mrp: number;
  price: number;
  stock: number;
}

/** A product as the file describes it, before any name is looked up in the database. */
export interface ProductDraft {
  /** The lines it came from, for messages. */
  lines: number[];
  sku: string;
  title: string;
  status: Row['status'];
  brand: string;
  condition: Row['condition'];
  mainCategory: string;
  category: string;
  subCategory: string;
  hsnCode: string;
  gstRate: number;
  weight: number | null;
  weightUnit: string | null;
  pictures: string[];
  bodyHtml: string;
  descriptionHtml: string;
  /**
   * The Hindi title and description: '' clears one; undefined (a file without the column, made
   * before it existed) leaves it as it is.
   */
  titleHi?: string | undefined;
  descriptionHiHtml?: string | undefined;
  /**
   * The Hindi names of its brand and categories, shared with every product that names them: ''
   * leaves a name as the shop has it (a file never clears one; the back office does).
   */
  namesHi: HindiNames;
  /** The declarations; `genericNameHi` undefined (a file without the column) leaves it. */
  declarations: Declarations;
  sellerEmail: string;
  /** For a product without variants. */
  single: { mrp: number; price: number; stock: number } | null;
  variants: VariantDraft[];
}

export interface HindiNames {
  brand: string;
  mainCategory: string;
  category: string;
  subCategory: string;
}

/** A row's own columns: the SKU that groups the rows, and one colour × size's figures. */
const ROW_COLUMNS = ['sku', 'colour', 'colour_hi', 'size', 'mrp', 'price', 'stock'] as const;

/** Fields every row of one SKU must repeat alike: every other column. */
const PRODUCT_FIELDS = CSV_COLUMNS.filter(
  (column): column is Exclude<CsvColumn, (typeof ROW_COLUMNS)[number]> =>
    !(ROW_COLUMNS as readonly string[]).includes(column),
);

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CsvRefused([
      { line: 0, message: 'The file is not UTF-8 text: save it as "CSV UTF-8" and try again.' },
    ]);
  }
}

/** Reads a CSV file into product drafts; refuses the whole file with every problem found. */
export function readCatalogCsv(bytes: Uint8Array): ProductDraft[] {
  const { drafts, problems } = parseCatalogCsv(bytes);
  if (problems.length > 0) throw new CsvRefused(problems);
  return drafts;
}

/**
 * The drafts of every good row and the problems of the others (a file that cannot be read at
 * all is refused at once), so a caller can add its own checks and report everything together.
 */
export function parseCatalogCsv(bytes: Uint8Array): {
  drafts: ProductDraft[];
  problems: CsvProblem[];
} {
  if (bytes.byteLength > CSV_MAX_BYTES) {
    throw new CsvRefused([{ line: 0, message: 'The file is over 20 MB; split it and try again.' }]);
  }
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parse(decodeUtf8(bytes), {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      info: true,
      skip_empty_lines: true,
      relax_column_count: false,
      to: CSV_MAX_ROWS + 1,
    });
  } catch (error) {
    const where = (error as { lines?: number }).lines ?? 0;
    const reason = error instanceof Error ? error.message : 'unreadable';
    throw new CsvRefused([{ line: where, message: `The file is not valid CSV: ${reason}` }]);
  }
  if (records.length > CSV_MAX_ROWS) {
    throw new CsvRefused([
      { line: 0, message: `A file may hold at most ${CSV_MAX_ROWS.toLocaleString('en-IN')} rows.` },
    ]);
  }
  if (records.length === 0) throw new CsvRefused([{ line: 0, message: 'The file has no rows.' }]);

  const header = Object.keys(records[0]!.record);
  const unknown = header.filter((name) => !(CSV_COLUMNS as readonly string[]).includes(name));
  const missing = REQUIRED_COLUMNS.filter((name) => !header.includes(name));
  if (unknown.length > 0 || missing.length > 0) {
    throw new CsvRefused([
      ...unknown.map((name) => ({ line: 1, message: `Unknown column "${name}".` })),
      ...missing.map((name) => ({ line: 1, message: `The column "${name}" is missing.` })),
    ]);
  }

  const problems: CsvProblem[] = [];
  const drafts = new Map<string, { draft: ProductDraft; first: Row }>();
  for (const { record, info } of records) {
    const line = info.lines;
    const filled = Object.fromEntries(CSV_COLUMNS.map((name) => [name, record[name] ?? '']));
    const parsed = RowSchema.safeParse(filled, { error: describeIssue });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ line, column: issue.path[0] as CsvColumn, message: issue.message });
      }
      continue;
    }
    const row = parsed.data;
    const rowProblem = checkRow(row);
    if (rowProblem) {
      problems.push({ line, ...rowProblem });
      continue;
    }
    const key = row.sku.toUpperCase();
    const known = drafts.get(key);
    if (!known) {
      drafts.set(key, { draft: draftOf(row, line, header), first: row });
      continue;
    }
    const problem = addRow(known.draft, known.first, row, header);
    if (problem) problems.push({ line, ...problem });
    else known.draft.lines.push(line);
  }
  return { drafts: [...drafts.values()].map(({ draft }) => draft), problems };
}

function checkRow(row: Row): Omit<CsvProblem, 'line'> | null {
  if (row.price > row.mrp) {
    return { column: 'price', message: 'The price cannot be above the MRP.' };
  }
  if ((row.colour === '') !== (row.size === '')) {
    return { column: 'size', message: 'Give both a colour and a size, or neither.' };
  }
  if (row.colour === '' && row.colour_hi !== '') {
    return { column: 'colour_hi', message: 'Give the Hindi name of a colour with the colour.' };
  }
  if ((row.weight === null) !== (row.weight_unit === '')) {
    return { column: 'weight_unit', message: 'Give a weight with its unit, or neither.' };
  }
  return null;
}

function draftOf(row: Row, line: number, header: string[]): ProductDraft {
  const hasVariant = row.colour !== '';
  return {
    lines: [line],
    sku: row.sku,
    title: row.title,
    status: row.status,
    brand: row.brand,
    condition: row.condition,
    mainCategory: row.main_category,
    category: row.category,
    subCategory: row.sub_category,
    hsnCode: row.hsn_code,
    gstRate: row.gst_rate,
    weight: row.weight,
    weightUnit: row.weight_unit || null,
    pictures: row.pictures
      .split('|')
      .map((picture) => picture.trim())
      .filter(Boolean),
    bodyHtml: row.body_html,
    descriptionHtml: row.description_html,
    ...(header.includes('title_hi') ? { titleHi: row.title_hi } : {}),
    ...(header.includes('description_hi_html')
      ? { descriptionHiHtml: row.description_hi_html }
      : {}),
    namesHi: {
      brand: row.brand_hi,
      mainCategory: row.main_category_hi,
      category: row.category_hi,
      subCategory: row.sub_category_hi,
    },
    declarations: {
      originCountry: row.origin_country || null,
      genericName: row.generic_name || null,
      ...(header.includes('generic_name_hi') ? { genericNameHi: row.generic_name_hi } : {}),
      netQuantity: row.net_quantity,
      netQuantityUnit: row.net_quantity_unit || null,
      declarantKind: row.declarant_kind || null,
      declarantName: row.declarant_name || null,
      declarantAddress: row.declarant_address || null,
      consumerCare: row.consumer_care || null,
      bestBeforeDays: row.best_before_days,
      warrantyMonths: row.warranty_months,
    },
    sellerEmail: row.seller_email,
    single: hasVariant ? null : { mrp: row.mrp, price: row.price, stock: row.stock },
    variants: hasVariant ? [variantOf(row, header)] : [],
  };
}

function variantOf(row: Row, header: string[]): VariantDraft {
  return {
    colour: row.colour,
    ...(header.includes('colour_hi') ? { colourHi: row.colour_hi } : {}),
    size: row.size,
    mrp: row.mrp,
    price: row.price,
    stock: row.stock,
  };
}

/** A further row of a SKU: a variant, with the product's fields as the first row had them. */
function addRow(
  draft: ProductDraft,
  first: Row,
  row: Row,
  header: string[],
): Omit<CsvProblem, 'line'> | null {
  if (draft.single || row.colour === '') {
    return {
      column: 'sku',
      message: `The SKU ${row.sku} appears again: give each row of a product a colour and a size.`,
    };
  }
  const differing = PRODUCT_FIELDS.find((field) => String(row[field]) !== String(first[field]));
  if (differing) {
    return {
      column: differing,
      message: `Rows of the SKU ${row.sku} differ in "${differing}"; repeat it alike (line ${draft.lines[0]}).`,
    };
  }
  const same = (variant: VariantDraft) =>
    variant.colour.toLowerCase() === row.colour.toLowerCase() &&
    variant.size.toLowerCase() === row.size.toLowerCase();
  if (draft.variants.some(same)) {
    return { column: 'size', message: `${row.colour} / ${row.size} appears twice for ${row.sku}.` };
  }
  const variant = variantOf(row, header);
  const sameColour = draft.variants.find(
    (each) => each.colour.toLowerCase() === row.colour.toLowerCase(),
  );
  if (sameColour && sameColour.colourHi !== variant.colourHi) {
    return {
      column: 'colour_hi',
      message: `Rows of ${row.colour} of the SKU ${row.sku} differ in "colour_hi"; repeat it alike.`,
    };
  }
  draft.variants.push(variant);
  return null;
}

/** Drafts written back in the import's format, one row per product or per variant. */
export function writeCatalogCsv(drafts: ProductDraft[]): string {
  const rows: string[][] = [];
  for (const draft of drafts) {
    const shared = (
      { colour, colourHi, size }: Pick<VariantDraft, 'colour' | 'colourHi' | 'size'>,
      money: Omit<VariantDraft, 'colour' | 'colourHi' | 'size'>,
    ) =>
      [
        draft.sku,
        draft.title,
        draft.status,
        draft.brand,
        draft.condition,
        draft.mainCategory,
        draft.category,
        draft.subCategory,
        draft.hsnCode,
        String(draft.gstRate),
        draft.weight === null ? '' : String(draft.weight),
        draft.weightUnit ?? '',
        colour,
        size,
        money.mrp.toFixed(2),
        money.price.toFixed(2),
        String(money.stock),
        draft.pictures.join('|'),
        draft.bodyHtml,
        draft.descriptionHtml,
        draft.sellerEmail,
        draft.titleHi ?? '',
        draft.descriptionHiHtml ?? '',
        draft.namesHi.brand,
        draft.namesHi.mainCategory,
        draft.namesHi.category,
        draft.namesHi.subCategory,
        colourHi ?? '',
        draft.declarations.originCountry ?? '',
        draft.declarations.genericName ?? '',
        draft.declarations.genericNameHi ?? '',
        draft.declarations.netQuantity === null ? '' : String(draft.declarations.netQuantity),
        draft.declarations.netQuantityUnit ?? '',
        draft.declarations.declarantKind ?? '',
        draft.declarations.declarantName ?? '',
        draft.declarations.declarantAddress ?? '',
        draft.declarations.consumerCare ?? '',
        draft.declarations.bestBeforeDays === null ? '' : String(draft.declarations.bestBeforeDays),
        draft.declarations.warrantyMonths === null ? '' : String(draft.declarations.warrantyMonths),
      ] satisfies Array<string> & { length: typeof CSV_COLUMNS.length };
    if (draft.single) rows.push(shared({ colour: '', size: '' }, draft.single));
    for (const variant of draft.variants) rows.push(shared(variant, variant));
  }
  return stringify(rows, { header: true, columns: [...CSV_COLUMNS], bom: false });
}
