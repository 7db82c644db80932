// All SQL of the customer's own account: profile, password and the address book.
import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { addresses, customers } from '../../db/schema/index.ts';

export interface ProfileRow {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

export async function selectProfile(db: Executor, customerId: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      mobile: customers.mobile,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? null;
}

/** True when another customer already uses the e-mail or the mobile. */
export async function isEmailOrMobileTaken(
  db: Executor,
  customerId: string,
  email: string,
  mobile: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        ne(customers.id, customerId),
        or(eq(customers.email, email), eq(customers.mobile, mobile)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function updateProfile(
  db: Executor,
  customerId: string,
  profile: ProfileRow,
  now: Date,
): Promise<ProfileRow | null> {
  const [row] = await db
    .update(customers)
    .set({ ...profile, updatedAt: now })
    .where(eq(customers.id, customerId))
    .returning({
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      mobile: customers.mobile,
    });
  return row ?? null;
}

export async function selectPasswordOwner(
  db: Executor,
  customerId: string,
): Promise<{ passwordHash: string; email: string; mobile: string } | null> {
  const [row] = await db
    .select({
      passwordHash: customers.passwordHash,
      email: customers.email,
      mobile: customers.mobile,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? null;
}

/** Sets the new hash and revokes every token in one statement; answers the new token version. */
export async function updatePasswordAndRevokeTokens(
  db: Executor,
  customerId: string,
  passwordHash: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(customers)
    .set({
      passwordHash,
      tokenVersion: sql`${customers.tokenVersion} + 1`,
      updatedAt: now,
    })
    .where(eq(customers.id, customerId))
    .returning({ tokenVersion: customers.tokenVersion });
  return row?.tokenVersion ?? null;
}

// ---------------------------------------------------------------- addresses

export type AddressRow = typeof addresses.$inferSelect;

export interface AddressValues {
  name: string;
  mobile: string;
  alternateMobile: string;
  pincode: string;
  landmark: string;
  address: string;
  city: string;
  state: string;
  country: string;
}

export async function selectAddresses(db: Executor, customerId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
}

/** The address only when it belongs to the customer. */
export async function selectAddress(
  db: Executor,
  customerId: string,
  addressId: string,
): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

/** Locks the customer's row: address-book changes of one customer run one at a time. */
export async function lockCustomer(db: Executor, customerId: string): Promise<void> {
  await db.execute(sql`select id from customers where id = ${customerId} for update`);
}

export async function countAddresses(db: Executor, customerId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(addresses)
    .where(eq(addresses.customerId, customerId));
  return row?.total ?? 0;
}

export async function insertAddress(
  db: Executor,
  row: AddressValues & { id: string; customerId: string; createdAt: Date },
): Promise<AddressRow> {
  const [inserted] = await db.insert(addresses).values(row).returning();
  if (!inserted) throw new Error('address insert returned no row');
  return inserted;
}

export async function updateAddress(
  db: Executor,
  customerId: string,
  addressId: string,
  values: AddressValues,
): Promise<AddressRow | null> {
  const [row] = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
    .returning();
  return row ?? null;
}

export async function deleteAddress(
  db: Executor,
  customerId: string,
  addressId: string,
): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

export async function insertCustomer(
  db: Executor,
  customer: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    mobile: string;
    passwordHash: string;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(customers).values({ ...customer, updatedAt: customer.createdAt });
}

/** Revokes every token of the customer; answers the new version, or null for no such customer. */
export async function incrementCustomerTokenVersion(
  db: Executor,
  customerId: string,
): Promise<number | null> {
  const [row] = await db
    .update(customers)
    .set({ tokenVersion: sql`${customers.tokenVersion} + 1` })
    .where(eq(customers.id, customerId))
    .returning({ tokenVersion: customers.tokenVersion });
  return row?.tokenVersion ?? null;
}
