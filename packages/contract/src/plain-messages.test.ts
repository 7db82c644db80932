import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHECK_VALUE_MESSAGE, REQUIRED_MESSAGE, describeIssue } from './plain-messages.ts';
import {
  EmailSchema,
  MobileSchema,
  MoneySchema,
  OptionalMobileSchema,
  PincodeSchema,
  requiredName,
} from './fields.ts';
import { ProductBodySchema, SizeInputSchema } from './back-office/products.ts';
import { AdminCouponBodySchema } from './back-office/coupons.ts';

/** The message a parse with the plain words gives for `value`, or undefined when it passes. */
function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value, { error: describeIssue }).error?.issues[0]?.message;
}

const MONEY_MAX = '₹1,00,00,00,000';

describe('the plain words for each issue zod raises without a message', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['invalid_type, absent', z.object({ title: z.string() }), {}, REQUIRED_MESSAGE],
    ['invalid_type, null', z.number(), null, REQUIRED_MESSAGE],
    ['invalid_type, a number', z.number(), 'twelve', 'Enter a number.'],
    ['invalid_type, not a number', z.number(), Number.NaN, 'Enter a number.'],
    ['invalid_type, a whole number', z.number().int(), 1.5, 'Enter a whole number.'],
    ['invalid_type, text', z.string(), 12, 'Enter some text.'],
    ['invalid_type, yes or no', z.boolean(), 'yes', 'Choose yes or no.'],
    ['invalid_type, anything else', z.array(z.string()), 'a', CHECK_VALUE_MESSAGE],
    ['too_small, an empty text', z.string().min(1), '', REQUIRED_MESSAGE],
    ['too_small, a short text', z.string().min(3), 'ab', 'Use at least 3 characters.'],
    ['too_small, a number', z.number().min(1), 0, 'Enter 1 or more.'],
    ['too_small, a number above', z.number().positive(), 0, 'Enter more than 0.'],
    ['too_small, a list', z.array(z.string()).min(1), [], 'Add at least one.'],
    ['too_small, a longer list', z.array(z.string()).min(2), ['a'], 'Add at least 2.'],
    ['too_big, a long text', z.string().max(120), 'a'.repeat(121), 'Use at most 120 characters.'],
    ['too_big, an exact text', z.string().length(6), '1234567', 'Use exactly 6 characters.'],
    ['too_big, a number', z.number().max(100_000), 100_001, 'Enter 1,00,000 or less.'],
    ['too_big, a number below', z.number().lt(10), 10, 'Enter less than 10.'],
    ['too_big, a list', z.array(z.string()).max(2), ['a', 'b', 'c'], 'Add at most 2.'],
    ['invalid_format, an e-mail', z.email(), 'meena@', 'Enter a valid e-mail address.'],
    ['invalid_format, a date', z.iso.date(), '5 March', 'Enter a date like 2024-03-05.'],
    ['invalid_format, a pattern', z.string().regex(/^\d+$/), 'a', 'Check how this is written.'],
    ['invalid_format, a prefix', z.string().startsWith('HT-'), 'X', 'Start with "HT-".'],
    ['not_multiple_of', z.number().multipleOf(5), 7, 'Enter a multiple of 5.'],
    [
      'invalid_value, a few choices',
      z.enum(['draft', 'published']),
      'live',
      'Choose one of: draft, published.',
    ],
    ['invalid_value, one literal', z.literal('yes'), 'no', 'Choose one of the options.'],
    [
      'unrecognized_keys',
      z.strictObject({ title: z.string() }),
      { title: 'Kurta', colour: 'Red' },
      'Remove what this form does not have: colour.',
    ],
    [
      'invalid_union, no option meant',
      z.union([z.number(), z.boolean()]),
      'a',
      CHECK_VALUE_MESSAGE,
    ],
    [
      'invalid_union, the option meant',
      z.union([z.literal(''), z.number().min(1)]),
      0,
      'Enter 1 or more.',
    ],
    ['custom', z.number().refine((value) => value !== 3), 3, CHECK_VALUE_MESSAGE],
  ])('%s', (_code, schema, value, words) => {
    expect(messageOf(schema, value)).toBe(words);
  });
});

describe('money, worded in rupees', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['a negative amount', MoneySchema, -5, 'Enter an amount of ₹0 or more.'],
    [
      'an amount past the top',
      MoneySchema,
      1_000_000_001,
      `Enter an amount of ${MONEY_MAX} or less.`,
    ],
    ['an amount as text', MoneySchema, '499', 'Enter an amount in rupees, like 499 or 499.50.'],
    ['an absent amount', MoneySchema, undefined, REQUIRED_MESSAGE],
    ['three decimals (the schema’s own words)', MoneySchema, 1.005, 'Use at most two decimals.'],
  ])('%s', (_name, schema, value, words) => {
    expect(messageOf(schema, value)).toBe(words);
  });

  it('holds for money parsed without the map, since the schema carries it', () => {
    expect(MoneySchema.safeParse(-5).error?.issues[0]?.message).toBe(
      'Enter an amount of ₹0 or more.',
    );
  });

  it('names a size’s price and MRP, and ₹0 and below get the same words', () => {
    const size = { size: 'M', price: -5, mrp: 0, stock: 1 };
    const issues = SizeInputSchema.safeParse(size, { error: describeIssue }).error?.issues ?? [];
    const byField = Object.fromEntries(
      issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual({ price: 'Enter a price above ₹0.', mrp: 'Enter an MRP above ₹0.' });
  });

  it('reaches a price inside a product’s colours and sizes', () => {
    const product = ProductBodySchema.safeParse(
      {
        title: 'Brass diya',
        sku: 'DIYA-1',
        brandID: 'b_1',
        condition: 'New',
        subCategoryID: 's_1',
        body: '',
        description: '',
        hsnCode: '7418',
        gstRate: 12,
        weight: null,
        weightUnit: null,
        status: 'draft',
        variants: [{ colour: 'Gold', sizes: [{ size: 'S', price: -1, mrp: 10, stock: 1 }] }],
      },
      { error: describeIssue },
    );
    expect(product.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['variants.0.sizes.0.price', 'Enter a price above ₹0.'],
    ]);
  });
});

describe('a message written in a schema wins over the plain words', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    // docs/spec.md §5 and §8: the storefront's own words.
    ['a pincode', PincodeSchema, '12', 'Invalid pincode.'],
    [
      'a mobile',
      MobileSchema,
      '12345',
      'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
    ],
    [
      'an optional mobile',
      OptionalMobileSchema,
      '12345',
      'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
    ],
    ['an e-mail', EmailSchema, 'meena@', 'Enter a valid e-mail address.'],
    ['a back-office name', requiredName(40), '', 'Required.'],
    ['a back-office name too long', requiredName(5), 'Kurtas', 'Use at most 5 characters.'],
    ['a coupon cap', AdminCouponBodySchema.shape.maxDiscount, 0, 'The cap must be above ₹0.'],
    [
      'a schema-wide message',
      z.number({ error: 'Enter the discount.' }),
      'x',
      'Enter the discount.',
    ],
  ])('%s', (_name, schema, value, words) => {
    expect(messageOf(schema, value)).toBe(words);
  });
});
