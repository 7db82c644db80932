import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AdminCouponBodySchema,
  AdminOrderCancelBodySchema,
  AdminOrderStateBodySchema,
  AdminOrdersQuerySchema,
  AdminStockBodySchema,
  adminEndpoints,
} from './admin.ts';
import type { Endpoint } from './endpoint.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the operator endpoints', () => {
  it('live under /admin and ask for an operator', () => {
    for (const endpoint of Object.values(adminEndpoints) as Endpoint[]) {
      expect(endpoint.path.startsWith('/admin/')).toBe(true);
      expect(endpoint.auth).toBe('admin');
    }
  });

  it('name every :param of a path in its params schema', () => {
    for (const endpoint of Object.values(adminEndpoints) as Endpoint[]) {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]);
      const inSchema =
        endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape) : [];
      expect(inSchema.sort()).toEqual(inPath.sort());
    }
  });
});

describe('the order list query', () => {
  it('reads a shipping state and a limit from the query string', () => {
    expect(AdminOrdersQuerySchema.parse({ status: 'Out for delivery', limit: '20' })).toEqual({
      status: 'Out for delivery',
      limit: 20,
    });
    expect(AdminOrdersQuerySchema.parse({ status: '' })).toEqual({ status: undefined });
  });

  it('refuses an unknown state and a limit above 500', () => {
    expect(AdminOrdersQuerySchema.safeParse({ status: 'Lost' }).success).toBe(false);
    expect(AdminOrdersQuerySchema.safeParse({ limit: '501' }).success).toBe(false);
  });
});

describe("the back office's cancel", () => {
  it('says why, in the words the form shows, and is a body the state call takes', () => {
    const blank = AdminOrderCancelBodySchema.safeParse({ state: 'Cancelled', reason: '  ' });
    expect(firstMessage(blank)).toBe('Say why the order is cancelled.');
    const long = AdminOrderCancelBodySchema.safeParse({
      state: 'Cancelled',
      reason: 'x'.repeat(501),
    });
    expect(firstMessage(long)).toBe('Use at most 500 characters.');
    const body = AdminOrderCancelBodySchema.parse({ state: 'Cancelled', reason: ' Out of stock ' });
    expect(body).toEqual({ state: 'Cancelled', reason: 'Out of stock' });
    expect(AdminOrderStateBodySchema.parse(body)).toEqual(body);
  });
});

describe('the stock body', () => {
  it.each([
    [{ productID: 'p1', stock: 5 }, true],
    [{ productID: 'p1', colorID: 'c1', sizeID: 's1', stock: 0 }, true],
    [{ productID: 'p1', colorID: 'c1', stock: 5 }, false],
    [{ productID: 'p1', sizeID: 's1', stock: 5 }, false],
    [{ productID: 'p1', stock: -1 }, false],
    [{ productID: 'p1', stock: 2.5 }, false],
  ])('%j is accepted: %s', (body, accepted) => {
    expect(AdminStockBodySchema.safeParse(body).success).toBe(accepted);
  });
});

describe('the coupon body', () => {
  it('upper-cases the code and reads whole-day dates in India', () => {
    const coupon = AdminCouponBodySchema.parse({
      code: 'diwali25',
      kind: 'percent',
      value: 25,
      maxDiscount: 500,
      startsAt: '2026-10-20',
      endsAt: '2026-10-31',
    });
    expect(coupon.code).toBe('DIWALI25');
    expect(coupon.maxUsesPerCustomer).toBe(1);
    expect(coupon.startsAt?.toISOString()).toBe('2026-10-19T18:30:00.000Z');
    // The last day counts in full: the coupon closes at midnight IST after 31 October.
    expect(coupon.endsAt?.toISOString()).toBe('2026-10-31T18:30:00.000Z');
  });

  it.each([
    [{ code: 'AB1', kind: 'flat', value: 50 }, 'Use 4 to 20 letters A-Z and digits.'],
    [{ code: 'SAVE-50', kind: 'flat', value: 50 }, 'Use 4 to 20 letters A-Z and digits.'],
    [{ code: 'SAVE50', kind: 'percent', value: 95 }, 'Use a whole percent from 1 to 90.'],
    [{ code: 'SAVE50', kind: 'percent', value: 12.5 }, 'Use a whole percent from 1 to 90.'],
    [{ code: 'SAVE50', kind: 'flat', value: 0 }, 'The discount must be above 0.'],
    [{ code: 'SAVE50', kind: 'flat', value: 10.555 }, 'Use at most two decimals.'],
    [
      { code: 'SAVE50', kind: 'flat', value: 50, maxDiscount: 40 },
      'Only a percent coupon takes a cap.',
    ],
    [
      { code: 'SAVE50', kind: 'flat', value: 50, startsAt: '2026-05-02', endsAt: '2026-05-01' },
      'The end must come after the start.',
    ],
    [
      { code: 'SAVE50', kind: 'flat', value: 50, endsAt: '31/05/2026' },
      'Use a date like 2026-03-31.',
    ],
  ])('%j is refused: %s', (body, message) => {
    expect(firstMessage(AdminCouponBodySchema.safeParse(body))).toBe(message);
  });
});
