// The catalogue CSV read and written without a database: rows grouped by SKU, every problem
// tied to its line and column, and a file written back reads the same.
import { describe, expect, it } from 'vitest';
import {
  CSV_COLUMNS,
  CSV_MAX_ROWS,
  CsvRefused,
  readCatalogCsv,
  writeCatalogCsv,
} from './catalog-csv.ts';

const HEADER = CSV_COLUMNS.join(',');
const base: Record<string, string> = {
  sku: 'HAAT-LAMP-1',
  title: 'Brass diya',
  status: 'published',
  brand: 'Jaipur Brass',
  condition: 'New',
  main_category: 'Home',
  category: 'Decor',
  sub_category: 'Lamps',
  hsn_code: '7418',
  gst_rate: '12',
  weight: '250',
  weight_unit: 'g',
  colour: '',
  size: '',
  mrp: '499',
  price: '399.50',
  stock: '12',
  pictures: '/media/a.jpg|/media/b.jpg',
  body_html: '<p>Hand made</p>',
  description_html: '',
  seller_email: '',
};
const line = (overrides: Record<string, string> = {}) =>
  CSV_COLUMNS.map((name) => {
    const value = overrides[name] ?? base[name] ?? '';
    return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  }).join(',');
const file = (...lines: string[]) => new TextEncoder().encode([HEADER, ...lines].join('\n'));

function problemsOf(bytes: Uint8Array) {
  try {
    readCatalogCsv(bytes);
  } catch (error) {
    if (error instanceof CsvRefused) return error.problems;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('reading the catalogue CSV', () => {
  it('reads a product without variants, with its pictures and rupees', () => {
    const [draft] = readCatalogCsv(file(line()));
    expect(draft).toMatchObject({
      sku: 'HAAT-LAMP-1',
      lines: [2],
      gstRate: 12,
      weight: 250,
      weightUnit: 'g',
      pictures: ['/media/a.jpg', '/media/b.jpg'],
      single: { mrp: 499, price: 399.5, stock: 12 },
      variants: [],
    });
  });

  it('groups the colour × size rows of one SKU into one product', () => {
    const drafts = readCatalogCsv(
      file(
        line({ sku: 'KURTA-1', colour: 'Red', size: 'M' }),
        line({ sku: 'KURTA-1', colour: 'Red', size: 'L', stock: '0' }),
        line({ sku: 'KURTA-1', colour: 'Blue', size: 'M', price: '450' }),
      ),
    );
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.single).toBeNull();
    expect(drafts[0]!.lines).toEqual([2, 3, 4]);
    expect(drafts[0]!.variants.map((v) => `${v.colour}/${v.size}/${v.price}`)).toEqual([
      'Red/M/399.5',
      'Red/L/399.5',
      'Blue/M/450',
    ]);
  });

  it('reports every bad row with its line and column, and takes none', () => {
    const problems = problemsOf(
      file(
        line(),
        line({ sku: 'B-1', price: '-5' }),
        line({ sku: 'B-2', price: '600' }),
        line({ sku: 'B-3', stock: '-1' }),
        line({ sku: 'B-4', gst_rate: '7' }),
        line({ sku: 'B-5', colour: 'Red' }),
      ),
    );
    expect(problems).toEqual([
      { line: 3, column: 'price', message: 'Use rupees like 499 or 499.50.' },
      { line: 4, column: 'price', message: 'The price cannot be above the MRP.' },
      { line: 5, column: 'stock', message: 'Use a whole number of pieces, 0 or more.' },
      expect.objectContaining({ line: 6, column: 'gst_rate' }),
      { line: 7, column: 'size', message: 'Give both a colour and a size, or neither.' },
    ]);
  });

  it('refuses a SKU repeated without variants, and variant rows that disagree', () => {
    expect(problemsOf(file(line(), line()))[0]).toMatchObject({ line: 3, column: 'sku' });
    const differ = problemsOf(
      file(
        line({ sku: 'K', colour: 'Red', size: 'M' }),
        line({ sku: 'K', colour: 'Red', size: 'L', title: 'Other' }),
        line({ sku: 'K', colour: 'Red', size: 'M' }),
      ),
    );
    expect(differ).toEqual([
      expect.objectContaining({ line: 3, column: 'title' }),
      { line: 4, column: 'size', message: 'Red / M appears twice for K.' },
    ]);
  });

  it('refuses a file that is not UTF-8, has unknown or missing columns, or too many rows', () => {
    const latin1 = Uint8Array.from([...new TextEncoder().encode(`${HEADER}\n`), 0xe9, 0x0a]);
    expect(problemsOf(latin1)[0]!.message).toContain('not UTF-8');
    expect(problemsOf(new TextEncoder().encode('sku,colour_code\nA,1'))).toEqual(
      expect.arrayContaining([
        { line: 1, message: 'Unknown column "colour_code".' },
        { line: 1, message: 'The column "title" is missing.' },
      ]),
    );
    const many = Array.from({ length: CSV_MAX_ROWS + 1 }, (_, index) =>
      line({ sku: `S-${index}` }),
    );
    expect(problemsOf(file(...many))[0]!.message).toBe('A file may hold at most 10,000 rows.');
  });

  it('keeps HTML as text for the server to clean, quotes and all', () => {
    const [draft] = readCatalogCsv(file(line({ body_html: '<p onclick="x()">Hi, "you"</p>' })));
    expect(draft!.bodyHtml).toBe('<p onclick="x()">Hi, "you"</p>');
  });

  it('writes a file that reads back the same', () => {
    const drafts = readCatalogCsv(
      file(
        line(),
        line({ sku: 'KURTA-1', colour: 'Red', size: 'M', body_html: 'a,"b"\nc' }),
        line({ sku: 'KURTA-1', colour: 'Red', size: 'L', body_html: 'a,"b"\nc' }),
      ),
    );
    const again = readCatalogCsv(new TextEncoder().encode(writeCatalogCsv(drafts)));
    expect(again.map(({ lines: _lines, ...rest }) => rest)).toEqual(
      drafts.map(({ lines: _lines, ...rest }) => rest),
    );
  });
});

describe('the Hindi title and description columns', () => {
  it('reads them, and a file written back reads them the same', () => {
    const drafts = readCatalogCsv(
      file(
        line({
          title_hi: ' पीतल का दीया ',
          description_hi_html: '<p>हाथ से बना, "पीतल" का दीया</p>',
        }),
        line({ sku: 'HAAT-LAMP-2' }),
      ),
    );
    expect(drafts[0]).toMatchObject({
      titleHi: 'पीतल का दीया',
      descriptionHiHtml: '<p>हाथ से बना, "पीतल" का दीया</p>',
    });
    // Empty: none (the import clears it).
    expect(drafts[1]).toMatchObject({ titleHi: '', descriptionHiHtml: '' });
    const written = writeCatalogCsv(drafts);
    expect(written.split('\n')[0]).toContain('title_hi,description_hi_html');
    const again = readCatalogCsv(new TextEncoder().encode(written));
    expect(again.map(({ lines: _lines, ...rest }) => rest)).toEqual(
      drafts.map(({ lines: _lines, ...rest }) => rest),
    );
  });

  it('a file without the columns leaves them out of the drafts (kept as they are)', () => {
    const columns = CSV_COLUMNS.filter(
      (name) => name !== 'title_hi' && name !== 'description_hi_html',
    );
    const row = columns.map((name) => base[name] ?? '').join(',');
    const [draft] = readCatalogCsv(new TextEncoder().encode(`${columns.join(',')}\n${row}`));
    expect(draft).toBeDefined();
    expect(draft!.titleHi).toBeUndefined();
    expect(draft!.descriptionHiHtml).toBeUndefined();
    // Written back, the columns are there, empty.
    expect(writeCatalogCsv([draft!]).split('\n')[0]).toBe(CSV_COLUMNS.join(','));
  });

  it('refuses a Hindi title or description not written in Devanagari', () => {
    const problems = problemsOf(
      file(line({ title_hi: 'Brass diya' }), line({ sku: 'X-2', description_hi_html: '<p>x</p>' })),
    );
    expect(problems).toEqual([
      { line: 2, column: 'title_hi', message: 'Write the Hindi name in Devanagari.' },
      { line: 3, column: 'description_hi_html', message: 'Write the Hindi text in Devanagari.' },
    ]);
  });
});

describe("the colours' Hindi names", () => {
  const variant = (colour: string, colourHi: string, size: string) =>
    line({ sku: 'HAAT-KURTA-9', colour, colour_hi: colourHi, size });

  it('reads one per colour, and a file written back reads them the same', () => {
    const drafts = readCatalogCsv(
      file(
        variant('Maroon', 'मैरून', 'M'),
        variant('Maroon', 'मैरून', 'L'),
        variant('Navy Blue', '', 'M'),
      ),
    );
    expect(drafts[0]!.variants.map((each) => [each.colour, each.colourHi, each.size])).toEqual([
      ['Maroon', 'मैरून', 'M'],
      ['Maroon', 'मैरून', 'L'],
      ['Navy Blue', '', 'M'],
    ]);
    const written = writeCatalogCsv(drafts);
    expect(written.split('\n')[0]!.split(',')).toContain('colour_hi');
    const again = readCatalogCsv(new TextEncoder().encode(written));
    expect(again.map(({ lines: _lines, ...rest }) => rest)).toEqual(
      drafts.map(({ lines: _lines, ...rest }) => rest),
    );
  });

  it('a file without the column leaves them as they are', () => {
    const columns = CSV_COLUMNS.filter((name) => name !== 'colour_hi');
    const values: Record<string, string> = {
      ...base,
      sku: 'HAAT-KURTA-9',
      colour: 'Maroon',
      size: 'M',
    };
    const row = columns.map((name) => values[name] ?? '').join(',');
    const [draft] = readCatalogCsv(new TextEncoder().encode(`${columns.join(',')}\n${row}`));
    expect(draft!.variants[0]).not.toHaveProperty('colourHi');
  });

  it('refuses one not in Devanagari, one without a colour, and sizes of a colour that differ', () => {
    const problems = problemsOf(
      file(
        variant('Maroon', 'Maroon', 'M'),
        line({ sku: 'X-2', colour_hi: 'मैरून' }),
        variant('Navy Blue', 'नेवी ब्लू', 'M'),
        variant('Navy Blue', 'नीला', 'L'),
      ),
    );
    expect(problems).toEqual([
      { line: 2, column: 'colour_hi', message: 'Write the Hindi name in Devanagari.' },
      { line: 3, column: 'colour_hi', message: 'Give the Hindi name of a colour with the colour.' },
      {
        line: 5,
        column: 'colour_hi',
        message:
          'Rows of Navy Blue of the SKU HAAT-KURTA-9 differ in "colour_hi"; repeat it alike.',
      },
    ]);
  });
});

describe('the example file in docs/', () => {
  it('reads as two products, one with four variants', async () => {
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(
      new URL('../../../../../docs/catalog-example.csv', import.meta.url),
    );
    const drafts = readCatalogCsv(bytes);
    expect(drafts.map((draft) => [draft.sku, draft.variants.length])).toEqual([
      ['HAAT-DIYA-01', 0],
      ['HAAT-KURTA-07', 4],
    ]);
  });
});
