// The demo's month of sellers' money as data (money.ts writes it): the shoppers' addresses in the
// sellers' states, and the shop's commission rules.
import type * as schema from '../db/schema/index.ts';
import { SELLERS } from './people-data.ts';
import { sellerId } from './taxonomy.ts';

const DAY_MS = 86_400_000;
/** The demo seller charged by a rule of its own (a negotiated rate). */
const SELLER_WITH_OWN_RULE = sellerId(SELLERS[1]!);

/** Addresses the month's orders go to, besides the shoppers' own: one in each seller's state. */
export const MONEY_ADDRESSES = [
  {
    shopper: 0,
    key: 'ludhiana',
    pincode: '141001',
    address: '88, Ferozepur Road',
    landmark: 'Near Ghumar Mandi',
  },
  {
    shopper: 1,
    key: 'bengaluru',
    pincode: '560001',
    address: '7, Residency Road',
    landmark: 'Opposite Mayo Hall',
  },
  {
    shopper: 2,
    key: 'jaipur',
    pincode: '302001',
    address: '12, Station Road',
    landmark: 'Near Sindhi Camp',
  },
  {
    shopper: 0,
    key: 'surat',
    pincode: '395003',
    address: '4, Ring Road, Athwa',
    landmark: 'Near Chowpatty',
  },
  {
    shopper: 1,
    key: 'indore',
    pincode: '452001',
    address: '22, MG Road',
    landmark: 'Near Rajwada',
  },
  {
    shopper: 2,
    key: 'kolkata',
    pincode: '700001',
    address: '9, BBD Bagh',
    landmark: 'Near Writers’ Building',
  },
  {
    shopper: 0,
    key: 'varanasi',
    pincode: '221001',
    address: '31, Godowlia',
    landmark: 'Near Dashashwamedh Ghat',
  },
] as const;

export const DEMO_RULE_IDS = ['cr_demo_low', 'cr_demo_rest', 'cr_demo_own'] as const;

/**
 * The shop's commission from 120 days before the seed: 0 % and a ₹5 closing fee a piece up to
 * ₹300 (as Amazon.in's 0 % referral fee on low prices), 8 % and ₹10 above; one seller 6 % flat.
 */
export function commissionRules(now: Date): (typeof schema.commissionRules.$inferInsert)[] {
  const from = new Date(now.getTime() - 120 * DAY_MS + 330 * 60_000).toISOString().slice(0, 10);
  const base = {
    mainCategoryId: null,
    categoryId: null,
    subCategoryId: null,
    effectiveFrom: from,
    createdAt: new Date(now.getTime() - 120 * DAY_MS),
    updatedAt: new Date(now.getTime() - 120 * DAY_MS),
  };
  return [
    {
      ...base,
      id: DEMO_RULE_IDS[0],
      sellerId: null,
      priceFromPaise: 0,
      priceToPaise: 30_000,
      percentBasisPoints: 0,
      fixedFeePaise: 500,
    },
    {
      ...base,
      id: DEMO_RULE_IDS[1],
      sellerId: null,
      priceFromPaise: 30_001,
      priceToPaise: 100_000_000,
      percentBasisPoints: 800,
      fixedFeePaise: 1_000,
    },
    {
      ...base,
      id: DEMO_RULE_IDS[2],
      sellerId: SELLER_WITH_OWN_RULE,
      priceFromPaise: 0,
      priceToPaise: 100_000_000,
      percentBasisPoints: 600,
      fixedFeePaise: 0,
    },
  ];
}
