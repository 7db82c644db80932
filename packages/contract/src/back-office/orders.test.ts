import { describe, expect, it } from 'vitest';
import {
  AdminOrderCancelBodySchema,
  AdminOrderStateBodySchema,
  AdminOrdersQuerySchema,
} from './orders.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

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
