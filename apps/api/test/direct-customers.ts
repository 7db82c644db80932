// A shopper written straight into the database, for tests that drive a server over HTTP and sign
// tokens themselves (a shopper's sign-in is not what they are about).
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { addresses, customers, pincodes } from '../src/db/schema/index.ts';

/** A customer `cus_<name>` with one address `adr_<name>` at `pincode` (Jaipur by default). */
export async function createCustomerDirect(
  db: Database,
  name: string,
  pincode = '302001',
): Promise<{ customerId: string; addressId: string }> {
  const [place] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode));
  if (!place) throw new Error(`no pin code ${pincode} in this database`);
  const customerId = `cus_${name}`;
  const addressId = `adr_${name}`;
  await db.insert(customers).values({
    id: customerId,
    firstName: 'Test',
    lastName: 'Buyer',
    email: `${customerId}@example.in`,
    mobile: `7${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
    passwordHash: 'signed-in-by-token-only',
  });
  await db.insert(addresses).values({
    id: addressId,
    customerId,
    name: 'Test Buyer',
    mobile: '9876501234',
    pincode,
    address: '12 MI Road',
    city: place.district,
    state: place.state,
    country: place.country,
  });
  return { customerId, addressId };
}
