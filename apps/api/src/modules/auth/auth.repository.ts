// All SQL of sign-in: customer and operator credentials, token versions, one-time passwords.
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { admins, customers, otps, sellers } from '../../db/schema/index.ts';

export type OtpPurpose = (typeof otps.$inferSelect)['purpose'];

export interface Credentials {
  id: string;
  passwordHash: string;
  tokenVersion: number;
}

export async function selectCustomerCredentials(
  db: Executor,
  email: string,
): Promise<Credentials | null> {
  const [row] = await db
    .select({
      id: customers.id,
      passwordHash: customers.passwordHash,
      tokenVersion: customers.tokenVersion,
    })
    .from(customers)
    .where(eq(customers.email, email))
    .limit(1);
  return row ?? null;
}

export async function selectAdminCredentials(
  db: Executor,
  email: string,
): Promise<Credentials | null> {
  const [row] = await db
    .select({ id: admins.id, passwordHash: admins.passwordHash, tokenVersion: admins.tokenVersion })
    .from(admins)
    .where(eq(admins.email, email))
    .limit(1);
  return row ?? null;
}

/** A seller's credentials and standing: only an approved seller may sign in. */
export async function selectSellerCredentials(
  db: Executor,
  email: string,
): Promise<(Credentials & { status: string }) | null> {
  const [row] = await db
    .select({
      id: sellers.id,
      passwordHash: sellers.passwordHash,
      tokenVersion: sellers.tokenVersion,
      status: sellers.status,
    })
    .from(sellers)
    .where(eq(sellers.email, email))
    .limit(1);
  return row ?? null;
}

export async function isMobileRegistered(db: Executor, mobile: string): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.mobile, mobile))
    .limit(1);
  return rows.length > 0;
}

export async function isEmailOrMobileRegistered(
  db: Executor,
  email: string,
  mobile: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(or(eq(customers.email, email), eq(customers.mobile, mobile)))
    .limit(1);
  return rows.length > 0;
}

// ---------------------------------------------------------------- one-time passwords

/** Retires every code of the mobile and purpose that is still open: only the newest one counts. */
export async function retireOpenOtps(
  db: Executor,
  mobile: string,
  purpose: OtpPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(otps)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otps.mobile, mobile),
        eq(otps.purpose, purpose),
        isNull(otps.consumedAt),
        isNull(otps.verifiedAt),
      ),
    );
}

export async function insertOtp(
  db: Executor,
  otp: {
    id: string;
    mobile: string;
    purpose: OtpPurpose;
    codeHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(otps).values(otp);
}

export interface OpenOtp {
  id: string;
  codeHash: string;
  expiresAt: Date;
  attempts: number;
}

/** The newest code of the mobile and purpose that is neither used nor retired. */
export async function selectOpenOtp(
  db: Executor,
  mobile: string,
  purpose: OtpPurpose,
): Promise<OpenOtp | null> {
  const [row] = await db
    .select({
      id: otps.id,
      codeHash: otps.codeHash,
      expiresAt: otps.expiresAt,
      attempts: otps.attempts,
    })
    .from(otps)
    .where(
      and(
        eq(otps.mobile, mobile),
        eq(otps.purpose, purpose),
        isNull(otps.consumedAt),
        isNull(otps.verifiedAt),
      ),
    )
    .orderBy(desc(otps.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Counts one try against a code, atomically: false when the code has already had `maxTries`
 * tries, so parallel guesses cannot exceed the limit.
 */
export async function countOtpTry(db: Executor, otpId: string, maxTries: number): Promise<boolean> {
  const rows = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.id, otpId), lt(otps.attempts, maxTries)))
    .returning({ id: otps.id });
  return rows.length > 0;
}

/** Marks a code verified, once: false when another request verified it first. */
export async function markOtpVerified(db: Executor, otpId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(otps)
    .set({ verifiedAt: now })
    .where(and(eq(otps.id, otpId), isNull(otps.verifiedAt), isNull(otps.consumedAt)))
    .returning({ id: otps.id });
  return rows.length > 0;
}

/** The newest verification of the mobile made after `since` and not yet used. */
export async function selectUnusedVerification(
  db: Executor,
  mobile: string,
  purpose: OtpPurpose,
  since: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ id: otps.id })
    .from(otps)
    .where(
      and(
        eq(otps.mobile, mobile),
        eq(otps.purpose, purpose),
        gt(otps.verifiedAt, since),
        isNull(otps.consumedAt),
      ),
    )
    .orderBy(desc(otps.verifiedAt))
    .limit(1);
  return row?.id ?? null;
}

/** Uses a verification up, once: false when another registration used it first. */
export async function consumeVerification(
  db: Executor,
  otpId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(otps)
    .set({ consumedAt: now })
    .where(and(eq(otps.id, otpId), isNull(otps.consumedAt)))
    .returning({ id: otps.id });
  return rows.length > 0;
}

/** Codes are worth nothing after a day; keeping them longer only keeps mobiles on file. */
export async function deleteOtpsCreatedBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(otps).where(lt(otps.createdAt, before));
}

/** Every code ever sent to the mobile: an erased account keeps none (docs/decisions/personal-data.md). */
export async function deleteOtpsOfMobile(db: Executor, mobile: string): Promise<void> {
  await db.delete(otps).where(eq(otps.mobile, mobile));
}
