// Reusable field schemas: the rules of docs/spec.md §5 written once for the form and the server.
import { z } from 'zod';
import { MOBILE_PATTERN, PERSON_NAME_PATTERN, PINCODE_PATTERN, countLetters } from '@haat/india';
import {
  LISTING_TYPE,
  ORDER_FILTER,
  ORDER_STATUS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PAYMENT_TYPES,
  QUANTITY_MAX,
  QUANTITY_MIN,
  RATING_MAX,
  RATING_MIN,
  SHIPPING_STATES,
  SORT,
} from './constants.ts';
import { describeInRupees } from './plain-messages.ts';

/*
 * Answer schemas must stay free of transforms: fastify-type-provider-zod serialises answers with
 * `z.encode`, which throws on a one-way transform. Transforms and coercion live only in request
 * schemas (params, query, body).
 */

/** Every id is a string on the wire (docs/spec.md §3 shows them as opaque ids). */
export const IdSchema = z.string().trim().min(1, 'Required.').max(64);
export type Id = z.infer<typeof IdSchema>;

/**
 * A colour or size id in a request. docs/spec.md §3: the guest cart holds 0 (a number) when the
 * product has no variants, so an old client sends 0; we accept it and read it as '0'.
 */
export const VariantIdInputSchema = z
  .union([IdSchema, z.literal(0)])
  .transform((value) => String(value));

/** Colour or size id of a product without variants. */
export const NO_VARIANT_ID = '0';

export const PincodeSchema = z.string().trim().regex(PINCODE_PATTERN, 'Invalid pincode.');
export type Pincode = z.infer<typeof PincodeSchema>;

export const MobileSchema = z
  .string()
  .trim()
  .regex(MOBILE_PATTERN, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.');
export type Mobile = z.infer<typeof MobileSchema>;

/** An optional mobile: absent or '' means none (docs/spec.md §5 alternate mobile). */
export const OptionalMobileSchema = z.union([z.literal(''), MobileSchema]).optional();

/** A stored mobile that may be blank, as answers carry it. */
export const BlankOrMobileSchema = z.union([z.literal(''), MobileSchema]);

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Enter a valid e-mail address.'));
export type Email = z.infer<typeof EmailSchema>;

/**
 * A bound on what the database and a request may carry: no cluster of letters and marks a person
 * types runs past this many UTF-16 units per letter counted.
 */
const UNITS_PER_LETTER = 8;

/**
 * Trimmed text of `min` to `max` letters as `countLetters` counts them: what a reader sees, in the
 * text's Latin reading, so 'आशा' meets a minimum of 4 as 'Asha' does (docs/decisions/accounts.md).
 * `minMessage` replaces "Enter at least … characters." (a required field says 'Required.').
 */
export const letterText = (min: number, max: number, minMessage?: string) =>
  z
    .string()
    .trim()
    .max(max * UNITS_PER_LETTER, `Enter at most ${max} characters.`)
    .refine(
      (value) => countLetters(value) >= min,
      minMessage ?? `Enter at least ${min} characters.`,
    )
    .refine((value) => countLetters(value) <= max, `Enter at most ${max} characters.`);

/** Letters of any script and spaces (docs/spec.md §5 address name, seller names). */
export const personName = (min: number, max: number) =>
  letterText(min, max).regex(PERSON_NAME_PATTERN, 'Use letters and spaces only.');

/** A password we set from now on. */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

/** A password as typed at login or as the old password: no rules beyond being present. */
export const GivenPasswordSchema = z.string().min(1, 'Required.').max(200);

/**
 * docs/decisions/product-owner.md: client and server both check that a password and its
 * confirmation match.
 */
export const PASSWORDS_DIFFER = 'Password and confirm password do not match.';

/**
 * True when `value` is an object whose `keys` all hold strings. A confirm-password refinement
 * uses it as its `when`, so a mismatch is reported together with the other field errors.
 */
export function hasStrings(value: unknown, ...keys: string[]): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return keys.every((key) => typeof record[key] === 'string');
}

/** True when a rupee amount has at most two decimals (a whole number of paise). */
const hasWholePaise = (rupees: number) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;

/** More than any order holds, and still exact in paise: figures past it are refused, not rounded. */
export const MONEY_MAX_RUPEES = 1_000_000_000;

const TWO_DECIMALS_MESSAGE = 'Use at most two decimals.';

/**
 * Money on the wire: rupees as a number with at most 2 decimals (docs/architecture.md). The server
 * converts to integer paise at the route edge. Its bounds are worded in rupees ("Enter an amount
 * of ₹0 or more.") by its own error map, so wherever it is parsed.
 */
export const MoneySchema = z
  .number({ error: describeInRupees('an amount') })
  .min(0)
  .max(MONEY_MAX_RUPEES)
  .refine(hasWholePaise, TWO_DECIMALS_MESSAGE);
export type Money = z.infer<typeof MoneySchema>;

/**
 * A price or an MRP in a form: above ₹0, named as the seller knows it (`what`: 'a price', 'an
 * MRP'). One lower bound, so a negative price and ₹0 get the same words ("Enter a price above
 * ₹0.") rather than "₹0 or more" first and a refusal of ₹0 next.
 */
export const priceSchema = (what: string) =>
  z
    .number({ error: describeInRupees(what) })
    .positive()
    .max(MONEY_MAX_RUPEES)
    .refine(hasWholePaise, TWO_DECIMALS_MESSAGE);

export const QuantitySchema = z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX);
/** Pieces in a cart update: 0 removes the line (docs/spec.md §4 guest cart). */
export const CartPiecesSchema = z.number().int().min(0).max(QUANTITY_MAX);

export const RatingSchema = z.number().int().min(RATING_MIN).max(RATING_MAX);
/** An average rating as shown on cards and the product page: 0 when not yet rated. */
export const AverageRatingSchema = z.number().min(0).max(RATING_MAX);

export const PercentSchema = z.number().min(0).max(100);
export const StockSchema = z.number().int().min(0);
export const WeightSchema = z.number().min(0);

/** ISO 8601 timestamp, e.g. `2024-03-05T10:15:00.000Z`. */
export const DateTimeSchema = z.iso.datetime();
/** ISO 8601 calendar date, e.g. `2024-03-05`. */
export const CalendarDateSchema = z.iso.date();

export const FileRefSchema = z.object({ fileUrl: z.string() });
export type FileRef = z.infer<typeof FileRefSchema>;

export const NamedRefSchema = z.object({ _id: IdSchema, name: z.string() });
export type NamedRef = z.infer<typeof NamedRefSchema>;

export const PaymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof PaymentTypeSchema>;

export const ShippingStateSchema = z.enum(SHIPPING_STATES);
export type ShippingState = z.infer<typeof ShippingStateSchema>;

export const SortOrderSchema = z.literal([SORT.lowToHigh, SORT.highToLow]);
export type SortOrder = z.infer<typeof SortOrderSchema>;

export const OrderFilterSchema = z.literal([
  ORDER_FILTER.prepaid,
  ORDER_FILTER.cod,
  ORDER_FILTER.complete,
  ORDER_FILTER.cancelled,
]);
export type OrderFilter = z.infer<typeof OrderFilterSchema>;

export const OrderStatusCodeSchema = z.literal([
  ORDER_STATUS.active,
  ORDER_STATUS.complete,
  ORDER_STATUS.cancelled,
]);
export type OrderStatusCode = z.infer<typeof OrderStatusCodeSchema>;

export const ListingTypeSchema = z.literal([
  LISTING_TYPE.mainCategory,
  LISTING_TYPE.brand,
  LISTING_TYPE.seller,
  LISTING_TYPE.card,
  LISTING_TYPE.offer,
  LISTING_TYPE.search,
]);
export type ListingType = z.infer<typeof ListingTypeSchema>;

/** `status: 'success'` — the success mark of most calls (docs/spec.md §7). */
export const SuccessSchema = z.literal('success');

/** `{ status: 'success', message }` — the answer of calls that only confirm. */
export const MessageAnswerSchema = z.object({ status: SuccessSchema, message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

/**
 * A number read from a query string. The client passes a number (typed `T`); the server
 * receives its text and coerces it.
 */
export const queryNumber = <T extends number = number>() => z.coerce.number<T>();

/**
 * An optional query value where an empty value means absent: the docs/spec.md client sends
 * `maxPrice=` or `categoryID=` when a filter is unset.
 */
export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]).optional();

/** A name the back office types (a product's title, a brand, a category): trimmed and bounded. */
export const requiredName = (max: number) =>
  z.string().trim().min(1, 'Required.').max(max, `Use at most ${max} characters.`);

/** A letter of the Devanagari script (not only a vowel sign, a digit or a danda). */
const DEVANAGARI_LETTER = /(?=\p{L})\p{Script=Devanagari}/u;

/**
 * A name's Hindi form as the back office types it (a category's, a brand's), shown on the Hindi
 * pages (docs/decisions/hindi.md): trimmed and bounded, '' for none, else written in Devanagari.
 */
export const hindiName = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .refine(
      (value) => value === '' || DEVANAGARI_LETTER.test(value),
      'Write the Hindi name in Devanagari.',
    );

/**
 * A product's Hindi text as the back office types it (its description, HTML): bounded, '' for
 * none, else with Devanagari in it (docs/decisions/hindi.md).
 */
export const hindiText = (max: number) =>
  z
    .string()
    .max(max, `Use at most ${max} characters.`)
    .refine(
      (value) => value.trim() === '' || DEVANAGARI_LETTER.test(value),
      'Write the Hindi text in Devanagari.',
    );
