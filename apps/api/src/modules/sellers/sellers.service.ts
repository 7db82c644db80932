// Seller registration (docs/spec.md §5 seller table). Expected outcomes are values the route
// maps to docs/spec.md's statuses: 1 registered, 2 field messages, 0 a message (duplicate, too many).
import { validateGstin } from '@haat/india';
import { SellerRegistrationSchema, describeIssue, type SellerRegistration } from '@haat/contract';
import type { Clock } from '../../lib/clock.ts';
import type { Config } from '../../config.ts';
import { SELLER_SLUG_MAX, sellerSlugOf } from '@haat/contract/constants';
import type { Database, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/password.ts';
import { findPasswordWeakness } from '../../lib/password-policy.ts';
import { describeRetry, hitRateLimit } from '../../lib/rate-limiter.ts';
import { findPincodePlace } from '../pincode/index.ts';
import {
  insertSeller,
  selectSellersSharing,
  slugIsTaken,
  type SellerIdentity,
} from './sellers.repository.ts';

export const GSTIN_STATE_MISMATCH_MESSAGE = "GSTIN state code does not match the pin code's state.";
export const INVALID_PINCODE_MESSAGE = 'Invalid Pincode.';
export const SELLER_EXISTS_MESSAGE =
  'A seller with this e-mail, mobile or GSTIN is already registered. Please contact seller support.';
const REGISTRATION_WINDOW_SECONDS = 60 * 60;

/**
 * The fourth letter of a PAN says who holds it (Income Tax Department): association of persons,
 * body of individuals, company, firm or LLP, government, Hindu undivided family, artificial
 * juridical person, local authority, individual, trust.
 */
const PAN_HOLDER_TYPES = new Set(['A', 'B', 'C', 'F', 'G', 'H', 'J', 'L', 'P', 'T']);

const GSTIN_MESSAGES = {
  format: 'Enter a valid GSTIN: 15 letters and digits, such as 27AAPFU0939F1ZV.',
  state: 'The first two digits of this GSTIN are not a GST state code.',
  checksum: 'This GSTIN is not valid: its last character (check digit) does not match.',
} as const;

export type SellerRegistrationOutcome =
  | {
      kind: 'registered';
      seller: { id: string; firstName: string; lastName: string; shopName: string };
    }
  | { kind: 'invalid'; validation: Record<string, string> }
  | { kind: 'duplicate'; message: string }
  | { kind: 'rate-limited'; message: string; retryAfterSeconds: number };

export interface SellerDependencies {
  db: Database;
  config: Config;
  clock: Clock;
}

/** 'Meena  Handlooms' and 'meena handlooms' are one shop. */
export function toShopNameKey(shopName: string): string {
  return shopName.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Field → first message, as docs/spec.md §5 shows server validation under each field. */
function readForm(
  input: unknown,
): { form: SellerRegistration } | { validation: Record<string, string> } {
  const parsed = SellerRegistrationSchema.safeParse(input, { error: describeIssue });
  if (parsed.success) return { form: parsed.data };
  const validation: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'request';
    validation[field] ??= issue.message;
  }
  // Say which part of a 15-character GSTIN is wrong, rather than only that it is.
  const gstNo = (input as { gstNo?: unknown } | null)?.gstNo;
  if (validation.gstNo && typeof gstNo === 'string' && gstNo.trim().length === 15) {
    const check = validateGstin(gstNo.trim().toUpperCase());
    if (!check.valid) validation.gstNo = GSTIN_MESSAGES[check.reason];
  }
  return { validation };
}

function describeDuplicate(identity: SellerIdentity, existing: SellerIdentity[]): string {
  if (existing.some((seller) => seller.shopNameKey === identity.shopNameKey)) {
    return 'This shop name is already taken. Please choose another.';
  }
  return SELLER_EXISTS_MESSAGE;
}

export async function registerSeller(
  { db, config, clock }: SellerDependencies,
  input: unknown,
  ip: string,
): Promise<SellerRegistrationOutcome> {
  const checked = readForm(input);
  if ('validation' in checked) return { kind: 'invalid', validation: checked.validation };
  const { form } = checked;

  // Rules the form cannot know: the pin code is in the directory, the GSTIN belongs to its state.
  const validation: Record<string, string> = {};
  const place = await findPincodePlace(db, form.pinCode);
  if (!place) validation.pinCode = INVALID_PINCODE_MESSAGE;
  const gstin = validateGstin(form.gstNo);
  if (gstin.valid && !PAN_HOLDER_TYPES.has(gstin.pan.charAt(3))) {
    validation.gstNo = 'The PAN inside this GSTIN is not valid.';
  } else if (gstin.valid && place && gstin.stateCode !== place.stateCode) {
    validation.gstNo = GSTIN_STATE_MISMATCH_MESSAGE;
  }
  const weakness = findPasswordWeakness(form.password, form);
  if (weakness) validation.password = weakness;
  if (!place || Object.keys(validation).length > 0) return { kind: 'invalid', validation };

  const now = clock.now();
  const limit = await hitRateLimit(
    db,
    {
      key: `seller:register:ip:${ip}`,
      max: config.limits.sellerRegistrationsPerIp,
      windowSeconds: REGISTRATION_WINDOW_SECONDS,
    },
    now,
  );
  if (!limit.isAllowed) {
    return {
      kind: 'rate-limited',
      message: `Too many seller registrations from your network. ${describeRetry(limit.retryAfterSeconds)}`,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }

  const identity: SellerIdentity = {
    shopNameKey: toShopNameKey(form.shopName),
    email: form.email,
    mobile: form.mobile,
    gstin: form.gstNo,
  };
  const existing = await selectSellersSharing(db, identity);
  if (existing.length > 0)
    return { kind: 'duplicate', message: describeDuplicate(identity, existing) };

  const id = newId('sl');
  const slug = await freeSlug(db, form.shopName, id);
  try {
    await insertSeller(db, {
      id,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      mobile: form.mobile,
      shopName: form.shopName.replace(/\s+/g, ' '),
      shopNameKey: identity.shopNameKey,
      slug,
      description: form.description,
      address: form.address,
      pincode: form.pinCode,
      // The directory's names, whatever the form held (the lookup may have failed on the phone).
      city: place.district,
      state: place.state,
      country: place.country,
      gstin: form.gstNo,
      passwordHash: await hashPassword(form.password),
      status: 'pending',
      createdAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'duplicate', message: SELLER_EXISTS_MESSAGE };
    throw error;
  }
  return {
    kind: 'registered',
    seller: { id, firstName: form.firstName, lastName: form.lastName, shopName: form.shopName },
  };
}

/**
 * The shop's storefront address: its name's slug, or that with the id's own letters after it when
 * another shop has it ("ram-stores" → "ram-stores-sl4k2x…"); fixed from then on.
 */
async function freeSlug(db: Executor, shopName: string, id: string): Promise<string> {
  const slug = sellerSlugOf(shopName, 'seller');
  if (!(await slugIsTaken(db, slug))) return slug;
  return `${slug.slice(0, SELLER_SLUG_MAX - id.length - 1)}-${id.toLowerCase().replace(/[^a-z0-9]+/g, '')}`;
}
