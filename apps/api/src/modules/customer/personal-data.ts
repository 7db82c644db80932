// The customer's own rows for the data principal's rights (docs/decisions/personal-data.md):
// everything this module keeps about a customer, and its erasure.
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { addresses, customers } from '../../db/schema/index.ts';

/** The profile and the address book, as stored (the password only as "set"). */
export async function customerPersonalData(db: Executor, customerId: string) {
  const [profile] = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      mobile: customers.mobile,
      createdAt: customers.createdAt,
      updatedAt: customers.updatedAt,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  const book = await db
    .select({
      id: addresses.id,
      name: addresses.name,
      mobile: addresses.mobile,
      alternateMobile: addresses.alternateMobile,
      pincode: addresses.pincode,
      landmark: addresses.landmark,
      address: addresses.address,
      city: addresses.city,
      state: addresses.state,
      country: addresses.country,
      createdAt: addresses.createdAt,
    })
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.createdAt));
  return {
    profile: profile ? { ...profile, password: 'set (kept only as a hash)' } : null,
    addresses: book,
  };
}

/** The account's e-mail and mobile, for the modules that key their rows by them; null: none. */
export async function selectCustomerContacts(
  db: Executor,
  customerId: string,
): Promise<{ email: string; mobile: string } | null> {
  const [row] = await db
    .select({ email: customers.email, mobile: customers.mobile })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

/**
 * Erases the account: the address book goes; the customers row stays (orders and invoices point
 * at it) with its name, e-mail, mobile and password replaced by nothing that identifies anyone,
 * every token revoked, and `deleted_at` set. Logging in with the old e-mail then finds no account,
 * and the e-mail and mobile are free to register again.
 */
export async function eraseCustomer(db: Executor, customerId: string, now: Date): Promise<void> {
  await db.delete(addresses).where(eq(addresses.customerId, customerId));
  await db
    .update(customers)
    .set({
      firstName: 'Deleted',
      lastName: 'customer',
      email: `deleted.${customerId}@erased.invalid`,
      mobile: `erased:${customerId}`,
      // No hash of any password has this form: nothing logs in with it.
      passwordHash: 'erased',
      tokenVersion: sql`${customers.tokenVersion} + 1`,
      updatedAt: now,
      deletedAt: now,
    })
    .where(eq(customers.id, customerId));
}
