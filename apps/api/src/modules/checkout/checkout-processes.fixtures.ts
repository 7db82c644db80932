// Customers written straight into the database for the multi-process test.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses, customers, pincodes } from '../../db/schema/index.ts';

export async function createCustomerDirect(db: Database, index: number) {
  const [place] = await db.select().from(pincodes).where(eq(pincodes.pincode, '302001'));
  const suffix = randomBytes(4).toString('hex');
  const customerId = `cus_proc_${index}_${suffix}`;
  const addressId = `adr_proc_${index}_${suffix}`;
  await db.insert(customers).values({
    id: customerId,
    firstName: 'Parallel',
    lastName: 'Buyer',
    email: `${customerId}@example.in`,
    mobile: `7${String(index).padStart(3, '0')}${String(parseInt(suffix, 16) % 1_000_000).padStart(6, '0')}`,
    passwordHash: 'signed-in-by-token-only',
  });
  await db.insert(addresses).values({
    id: addressId,
    customerId,
    name: 'Parallel Buyer',
    mobile: '9876501234',
    pincode: '302001',
    address: '12 MI Road',
    city: place!.district,
    state: place!.state,
    country: place!.country,
  });
  return { customerId, addressId };
}
