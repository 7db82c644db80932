// The sandbox gateway's Route keeps its records in the shop's database: the demo's seed runs a
// settlement in the sandbox (its own sandbox, as `npm start` and `npm run db:seed` seed in a
// process of their own), then the server's Mismatches page finds Razorpay's side of every demo
// transfer; a sandbox started afresh on the same database (a restart) agrees too and releases a
// held transfer with its UTR, which the first server's sandbox reads back; two sandboxes writing
// at once lose nothing; rows taken away (demo:remove) are forgotten by a running one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import {
  sandboxRouteTransfers,
  sellerPayoutAccounts,
  sellerTransfers,
} from '../../db/schema/index.ts';
import { DEMO_ADMIN_ID, seedDemoMoney } from '../../seed/index.ts';
import {
  createRouteForConfig,
  createSandboxRouteApi,
  reconcileTransfers,
  releaseTransfer,
  removeSandboxRecords,
  type RouteApi,
} from './index.ts';

let t: TestApp;
let operator: { authorization: string };
const now = new Date();
const clock = { now: () => now };
const since = new Date(now.getTime() - 120 * 86_400_000);

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-sandbox-route-'));
  t = await createTestApp({
    beforeStart: async (db) => {
      await seedDemoMoney(db, {
        now,
        sealing: { jwtSecret: undefined, refundDetailsKey: undefined, dataDir },
        adminId: DEMO_ADMIN_ID,
      });
    },
  });
  rmSync(dataDir, { recursive: true, force: true });
  operator = await signInOperator(t);
});
afterAll(async () => t.close());

const mismatchesPage = async () => {
  const res = await t.app.inject({
    url: '/api/admin/seller-transfers/mismatches?days=120',
    headers: operator,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { checked: number; items: Array<{ kind: string }> };
};

/** Every transfer Razorpay's side lists, newest first, page by page. */
async function listedBy(route: RouteApi) {
  const all = [];
  for (let skip = 0; ; skip += 100) {
    const page = await route.listTransfers({ count: 100, skip });
    all.push(...page);
    if (page.length < 100) return all;
  }
}

describe('the sandbox’s Route kept in the database', () => {
  it('after the seed, the server’s Mismatches page finds every demo transfer at the sandbox', async () => {
    const ours = await t.db
      .select()
      .from(sellerTransfers)
      .where(isNotNull(sellerTransfers.routeTransferId));
    expect(ours.length).toBeGreaterThan(20);
    const page = await mismatchesPage();
    expect(page.checked).toBeGreaterThanOrEqual(ours.length);
    expect(page.items).toEqual([]);
  });

  it('agrees after a restart, and releases a transfer held before it with its UTR', async () => {
    const restarted = createSandboxRouteApi(t.db);
    const found = await reconcileTransfers({ db: t.db, clock, route: restarted }, { since });
    expect(found.mismatches).toEqual([]);

    const [held] = await t.db
      .select()
      .from(sellerTransfers)
      .where(and(eq(sellerTransfers.onHold, true), isNotNull(sellerTransfers.routeTransferId)))
      .limit(1);
    expect(held).toBeDefined();
    const released = await releaseTransfer({ db: t.db, clock, route: restarted }, held!.id);
    expect(released.onHold).toBe(false);

    // Its settlement reaches our row as the reconciliation reads the listing (no webhook in the
    // sandbox), with the amount the transfer was made for: the sandbox remembered it, not adopted.
    const after = await reconcileTransfers({ db: t.db, clock, route: restarted }, { since });
    expect(after.mismatches).toEqual([]);
    const [row] = await t.db.select().from(sellerTransfers).where(eq(sellerTransfers.id, held!.id));
    expect(row?.settlementUtr).toMatch(/^UTR[0-9A-F]{12}$/);
    const theirs = (await listedBy(restarted)).find((item) => item.id === held!.routeTransferId);
    expect(theirs).toMatchObject({
      amountPaise: held!.amountPaise,
      onHold: false,
      settlementStatus: 'settled',
      recipientSettlementUtr: row!.settlementUtr,
    });

    // The server's own sandbox (the one its routes use), running since the first page, reads the
    // release the other one wrote.
    const atServer = (await listedBy(createRouteForConfig(t.config, t.db))).find(
      (item) => item.id === held!.routeTransferId,
    );
    expect(atServer?.recipientSettlementUtr).toBe(row!.settlementUtr);
    expect((await mismatchesPage()).items).toEqual([]);
  });

  it('keeps every write of two sandboxes writing at once, and a third reads them all', async () => {
    const [linked] = await t.db
      .select({ account: sellerPayoutAccounts.routeAccountId })
      .from(sellerPayoutAccounts)
      .where(eq(sellerPayoutAccounts.status, 'linked'))
      .limit(1);
    const account = linked!.account!;
    const one = createSandboxRouteApi(t.db);
    const other = createSandboxRouteApi(t.db);
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (index % 2 === 0 ? one : other).directTransfer({
          account,
          amountPaise: 10_000 + index,
          notes: { haat_test: `both-${index}` },
        }),
      ),
    );
    expect(new Set(made.map((transfer) => transfer.id)).size).toBe(12);
    const third = await listedBy(createSandboxRouteApi(t.db));
    for (const transfer of made) {
      expect(third.find((item) => item.id === transfer.id)).toMatchObject({
        amountPaise: transfer.amountPaise,
        recipientSettlementUtr: expect.stringMatching(/^UTR/),
      });
    }
    // Each sandbox, the first included, lists the other's newest ones too.
    const listedByOne = await listedBy(one);
    expect(made.every((transfer) => listedByOne.some((item) => item.id === transfer.id))).toBe(
      true,
    );
  });

  it('forgets, while running, the records taken away from the database', async () => {
    const running = createSandboxRouteApi(t.db);
    const before = await listedBy(running);
    const gone = before.find((item) => item.notes.haat_test === 'both-0');
    expect(gone).toBeDefined();
    await removeSandboxRecords(t.db, {
      accountIds: `SELECT 'acc_none'`,
      transferIds: `SELECT '${gone!.id}'`,
    });
    const after = await listedBy(running);
    expect(after.some((item) => item.id === gone!.id)).toBe(false);
    expect(after).toHaveLength(before.length - 1);
    expect(
      await t.db.select().from(sandboxRouteTransfers).where(eq(sandboxRouteTransfers.id, gone!.id)),
    ).toEqual([]);
  });

  it('releases a held transfer made before it kept its records with the amount our row holds', async () => {
    const [held] = await t.db
      .select()
      .from(sellerTransfers)
      .where(and(eq(sellerTransfers.onHold, true), isNotNull(sellerTransfers.routeTransferId)))
      .limit(1);
    expect(held).toBeDefined();
    const routeId = held!.routeTransferId!;
    // As a shop older than the sandbox's tables: the sandbox has no record of the transfer.
    await removeSandboxRecords(t.db, {
      accountIds: `SELECT 'acc_none'`,
      transferIds: `SELECT '${routeId}'`,
    });
    const fresh = createSandboxRouteApi(t.db);
    const before = await reconcileTransfers({ db: t.db, clock, route: fresh }, { since });
    expect(before.mismatches).toEqual([
      expect.objectContaining({ kind: 'missing-at-razorpay', routeTransferId: routeId }),
    ]);

    await releaseTransfer({ db: t.db, clock, route: fresh }, held!.id);
    const after = await reconcileTransfers({ db: t.db, clock, route: fresh }, { since });
    expect(after.mismatches).toEqual([]);
    const theirs = (await listedBy(createSandboxRouteApi(t.db))).find(
      (item) => item.id === routeId,
    );
    expect(theirs).toMatchObject({
      amountPaise: held!.amountPaise,
      recipient: held!.linkedAccountId,
      onHold: false,
      settlementStatus: 'settled',
      notes: { haat_transfer: held!.id },
    });
  });
});
