// Stock under contention: 50 buyers for the last 5 units through TWO API processes on one
// PostgreSQL database. Only PostgreSQL admits several processes (PGlite is in-process), so this
// runs when DATABASE_URL is set.
import { describe, expect, inject, it } from 'vitest';
import { eq, gt } from 'drizzle-orm';
import { productSizes } from '../../db/schema/index.ts';
import { createAuth } from '../../plugins/auth.ts';
import { loadConfig } from '../../config.ts';
import { createCustomerDirect } from '../../../test/direct-customers.ts';
import {
  PROCESS_JWT_SECRET as JWT_SECRET,
  useServerProcesses,
  type ServerProcess as Server,
} from '../../../test/processes.ts';

const isPostgres = inject('templateKind') === 'postgres';

describe.runIf(isPostgres)('two API processes on one PostgreSQL', () => {
  const shared = useServerProcesses(2);
  const { servers } = shared;

  it('50 buyers at once for the last 5 units: exactly 5 orders, stock 0, never negative', async () => {
    const [size] = await shared.database.handle.db
      .select()
      .from(productSizes)
      .where(gt(productSizes.stock, 0))
      .limit(1);
    await shared.database.handle.db
      .update(productSizes)
      .set({ stock: 5 })
      .where(eq(productSizes.id, size!.id));
    const auth = createAuth({
      db: shared.database.handle.db,
      config: loadConfig({ NODE_ENV: 'test', JWT_SECRET, DATA_DIR: servers[0]!.dataDir }),
      clock: { now: () => new Date() },
    });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        createCustomerDirect(shared.database.handle.db, `proc_${index}_${Date.now().toString(36)}`),
      ),
    );

    const call = async (
      server: Server,
      token: string,
      method: string,
      url: string,
      body?: unknown,
    ) => {
      const res = await fetch(`${server.base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };

    const prepared = await Promise.all(
      buyers.map(async (buyer, index) => {
        const server = servers[index % 2]!;
        // Signed with the secret both processes share (issuing through /auth/login would meet
        // its per-address limit: every buyer here comes from 127.0.0.1).
        const token = await auth.issueToken({
          id: buyer.customerId,
          role: 'customer',
          tokenVersion: 0,
        });
        const cart = await call(server, token, 'POST', '/api/customer/cart', {
          productID: size!.productId,
          colorID: size!.colorId,
          sizeID: size!.id,
          pieces: 1,
        });
        expect(cart.status).toBe(200);
        const summary = await call(
          server,
          token,
          'GET',
          `/api/customer/order-checkout/${buyer.addressId}/prepaid`,
        );
        return { server, token, summary: summary.body.data };
      }),
    );
    const results = await Promise.all(
      prepared.map((buyer) =>
        call(buyer.server, buyer.token, 'POST', '/api/customer/addorder', buyer.summary),
      ),
    );
    expect(results.filter((res) => res.status === 200)).toHaveLength(5);
    const refused = results.filter((res) => res.status !== 200);
    expect(refused).toHaveLength(45);
    for (const res of refused) expect(res.body.code).toBe('OUT_OF_STOCK');
    const [after] = await shared.database.handle.db
      .select({ stock: productSizes.stock })
      .from(productSizes)
      .where(eq(productSizes.id, size!.id));
    expect(after!.stock).toBe(0);
  });
});
