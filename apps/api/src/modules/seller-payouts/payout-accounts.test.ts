// Sellers' payout onboarding through the back office's calls, against the Razorpay stand-in:
// each detail checked with a 4xx naming its field and nothing written; PAN and bank account kept
// sealed and shown masked; rejected with a reason and sent again; approval creating the Route
// linked account step by step, a step that fails resumed from where it stopped, never a second
// account; and the same flow on the sandbox gateway's in-process Route (no keys).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { nextIp } from '../../../test/accounts.ts';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../../test/razorpay-stand-in.ts';
import {
  auditLog,
  sellerPayoutAccounts,
  sellerTaxProfiles,
  sellers,
} from '../../db/schema/index.ts';
import { hasPanOnFile, recordSellerPan } from '../payouts/index.ts';
import { DEMO_OTHER_PASSWORD } from '../../seed/index.ts';

const KEY_ID = 'rzp_test_HaatOnboard01';
const KEY_SECRET = 'rzp-test-onboard-secret-0123456789';

type Headers = { authorization: string };
let razorpay: RazorpayStandIn;
let t: TestApp;
let operator: Headers;

async function signInSeller(app: TestApp, email: string): Promise<Headers> {
  const login = await app.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email, password: DEMO_OTHER_PASSWORD },
    remoteAddress: nextIp(),
  });
  return { authorization: `Bearer ${login.json().token as string}` };
}

/** A seller's right details: the PAN inside its GSTIN, a business type its holder letter fits. */
function detailsOf(seller: { gstin: string }) {
  const pan = seller.gstin.slice(2, 12);
  const businessType: string = (
    {
      P: 'proprietorship',
      C: 'private_limited',
      F: 'partnership',
      H: 'huf',
      T: 'trust',
      A: 'society',
    } as const
  )[pan.charAt(3) as 'P'];
  return {
    pan,
    businessType,
    accountHolderName: 'Asha Verma',
    bankAccountNumber: '50100234567891',
    ifsc: 'HDFC0000317',
  };
}

async function approvedSellers(app: TestApp) {
  return app.db
    .select()
    .from(sellers)
    .where(eq(sellers.status, 'approved'))
    .orderBy(asc(sellers.id));
}

beforeAll(async () => {
  razorpay = await startRazorpayStandIn({ keyId: KEY_ID, keySecret: KEY_SECRET });
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: razorpay.url,
      RAZORPAY_TIMEOUT_MS: '20000',
    },
  });
  operator = await signInOperator(t);
});
afterAll(async () => {
  await t?.close();
  await razorpay?.close();
});

describe('a seller’s payout details', () => {
  it('are refused field by field, with nothing written', async () => {
    const [seller] = await approvedSellers(t);
    const headers = await signInSeller(t, seller!.email);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/seller/payout-account',
      headers,
    });
    expect(before.json().data).toMatchObject({ status: 'not_started', panMasked: null });
    const good = detailsOf(seller!);
    const cases: Array<[object, string]> = [
      [{ ...good, pan: 'ABC1234567' }, 'pan'],
      [{ ...good, ifsc: 'HDFC1000317' }, 'ifsc'],
      [{ ...good, bankAccountNumber: '12ab' }, 'bankAccountNumber'],
      [{ ...good, businessType: 'company' }, 'businessType'],
      // A well-formed PAN that is not the one inside the seller's GSTIN.
      [
        {
          ...good,
          pan: `${good.pan.slice(0, 5)}${good.pan.slice(5, 9) === '0000' ? '1111' : '0000'}${good.pan.slice(9)}`,
        },
        'pan',
      ],
      // The PAN's holder letter does not fit the business type.
      [{ ...good, businessType: good.businessType === 'trust' ? 'huf' : 'trust' }, 'pan'],
    ];
    for (const [payload, field] of cases) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: '/api/seller/payout-account',
        headers,
        payload,
      });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(answer.json().validation ?? {}), JSON.stringify(answer.json())).toContain(
        field,
      );
    }
    expect(
      await t.db
        .select()
        .from(sellerPayoutAccounts)
        .where(eq(sellerPayoutAccounts.sellerId, seller!.id)),
    ).toHaveLength(0);
  });

  it('are kept sealed and shown masked; rejected with a reason, sent again, then approved and linked', async () => {
    const [, seller] = await approvedSellers(t);
    const headers = await signInSeller(t, seller!.email);
    const details = detailsOf(seller!);
    const sent = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/payout-account',
      headers,
      payload: details,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      status: 'submitted',
      panMasked: `••••${details.pan.slice(-4)}`,
      bankAccountMasked: '••••7891',
      ifsc: 'HDFC0000317',
    });
    expect(sent.body).not.toContain(details.bankAccountNumber);
    const [stored] = await t.db
      .select()
      .from(sellerPayoutAccounts)
      .where(eq(sellerPayoutAccounts.sellerId, seller!.id));
    expect(JSON.stringify(stored)).not.toContain(details.bankAccountNumber);
    expect(JSON.stringify(stored)).not.toContain(details.pan);

    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payout-accounts/${seller!.id}/reject`,
      headers: operator,
      payload: { reason: 'The account holder is not the business.' },
    });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The account holder is not the business.',
    });
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/payout-account',
      headers,
      payload: { ...details, accountHolderName: seller!.shopName },
    });
    expect(again.json().data).toMatchObject({ status: 'submitted', rejectionReason: null });

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payout-accounts?status=submitted',
      headers: operator,
    });
    expect(listed.json().data.items.map((item: { sellerID: string }) => item.sellerID)).toContain(
      seller!.id,
    );

    // No PAN on file for TDS until the operator approves the one sent (5 % until then).
    await recordSellerPan(t.db, seller!.id, null, new Date());
    expect(await hasPanOnFile(t.db, seller!.id)).toBe(false);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payout-accounts/${seller!.id}/approve`,
      headers: operator,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'linked', linkError: null });
    // The approved PAN is the one TDS reads (0.1 %): one place for it, the payouts' tax profile.
    expect(await hasPanOnFile(t.db, seller!.id)).toBe(true);
    const [profile] = await t.db
      .select()
      .from(sellerTaxProfiles)
      .where(eq(sellerTaxProfiles.sellerId, seller!.id));
    expect(profile?.pan).toBe(details.pan);
    const account = razorpay.route
      .accounts()
      .find((item) => item.id === approved.json().data.routeAccountID)!;
    expect(account.stakeholders).toHaveLength(1);
    expect([...account.products.values()][0]!.settlements).toMatchObject({
      account_number: details.bankAccountNumber,
      ifsc_code: 'HDFC0000317',
      beneficiary_name: seller!.shopName,
    });
    const after = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/payout-account',
      headers,
      payload: details,
    });
    expect(after.statusCode).toBe(409);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.target, seller!.id));
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'payout-account.submit',
        'payout-account.reject',
        'payout-account.approve',
        'payout-account.link',
      ]),
    );
  });

  it('are linked from the step that stopped: a 5xx at the stakeholder, then a retry, one account', async () => {
    const [, , seller] = await approvedSellers(t);
    const headers = await signInSeller(t, seller!.email);
    await t.app.inject({
      method: 'PUT',
      url: '/api/seller/payout-account',
      headers,
      payload: detailsOf(seller!),
    });
    const accountsBefore = razorpay.route.accounts().length;
    razorpay.failNextOn('POST', /\/stakeholders$/, '500');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payout-accounts/${seller!.id}/approve`,
      headers: operator,
    });
    expect(approved.json().data).toMatchObject({ status: 'approved' });
    expect(approved.json().data.linkError).toMatch(/stakeholder/);
    expect(approved.json().data.routeAccountID).toMatch(/^acc_/);
    razorpay.failNextOn('PATCH', /\/products\//, '400');
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payout-accounts/${seller!.id}/link`,
      headers: operator,
    });
    expect(second.json().data.linkError).toMatch(/settlement bank account/);
    const third = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payout-accounts/${seller!.id}/link`,
      headers: operator,
    });
    expect(third.json().data).toMatchObject({ status: 'linked', linkError: null });
    expect(razorpay.route.accounts().length).toBe(accountsBefore + 1);
    const account = razorpay.route
      .accounts()
      .find((item) => item.id === third.json().data.routeAccountID)!;
    expect(account.stakeholders).toHaveLength(1);
    expect(account.products.size).toBe(1);
  });

  it('are the operator’s to approve: a seller is refused', async () => {
    const [seller] = await approvedSellers(t);
    const headers = await signInSeller(t, seller!.email);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payout-accounts/${seller!.id}/approve`,
      headers,
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('the sandbox gateway (no keys)', () => {
  it('runs the same onboarding: approved and linked in process', async () => {
    const sandbox = await createTestApp();
    try {
      const [seller] = await approvedSellers(sandbox);
      const headers = await signInSeller(sandbox, seller!.email);
      await sandbox.app.inject({
        method: 'PUT',
        url: '/api/seller/payout-account',
        headers,
        payload: detailsOf(seller!),
      });
      const approved = await sandbox.app.inject({
        method: 'POST',
        url: `/api/admin/payout-accounts/${seller!.id}/approve`,
        headers: await signInOperator(sandbox),
      });
      expect(approved.json().data).toMatchObject({
        status: 'linked',
        routeAccountID: expect.stringMatching(/^acc_/),
      });
    } finally {
      await sandbox.close();
    }
  });
});
