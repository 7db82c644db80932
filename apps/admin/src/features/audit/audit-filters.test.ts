import { describe, expect, it } from 'vitest';
import { AdminAuditQuerySchema } from '@haat/contract';
import { auditQuery, readAuditFilters, splitDetails, writeAuditFilters } from './audit-filters.ts';

describe('audit log filters', () => {
  it('round-trip through the address without empty values', () => {
    const params = writeAuditFilters({ actor: ' admin ', action: 'coupon.', target: '' }, 3);
    expect(params.toString()).toBe('actor=admin&action=coupon.&page=3');
    expect(readAuditFilters(params)).toEqual({
      actor: 'admin',
      action: 'coupon.',
      target: '',
      from: '',
      to: '',
      page: 3,
    });
  });

  it('become a query the server accepts', () => {
    const query = auditQuery(
      readAuditFilters(new URLSearchParams('target=cp_x&from=2026-03-01')),
      50,
    );
    expect(query).toEqual({ target: 'cp_x', from: '2026-03-01', page: 1, pageSize: 50 });
    expect(AdminAuditQuerySchema.safeParse(query).success).toBe(true);
  });
});

describe("an entry's details", () => {
  it('are split into before, after and the other facts', () => {
    expect(splitDetails({ level: 'sub', before: { name: 'A' }, after: null })).toEqual({
      before: { name: 'A' },
      after: null,
      hasChange: true,
      rest: { level: 'sub' },
    });
    expect(splitDetails({ count: 3 })).toEqual({
      before: undefined,
      after: undefined,
      hasChange: false,
      rest: { count: 3 },
    });
  });
});
