// The audit log in the back office (operator only): every change, newest first, filtered by who,
// what, which target and when (Indian days).
import { type AdminAuditAnswer, auditBackOfficeEndpoints } from '@haat/contract';
import { istDayEnd, istDayStart } from '@haat/india';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../lib/route.ts';
import { pageOf } from '../shared/paging.ts';
import type { RouteAccess } from '../shared/route-access.ts';
import { selectAuditPage } from './audit.repository.ts';

export function registerAuditRoutes(app: FastifyInstance, access: RouteAccess) {
  registerRoute(
    app,
    auditBackOfficeEndpoints.audit,
    async ({ query }): Promise<AdminAuditAnswer> => {
      const page = pageOf(query);
      const { rows, total } = await selectAuditPage(
        access.deps.db,
        {
          actor: query.actor || undefined,
          action: query.action || undefined,
          target: query.target || undefined,
          from: query.from ? istDayStart(query.from) : undefined,
          before: query.to ? istDayEnd(query.to) : undefined,
        },
        page,
      );
      return {
        status: 'success',
        data: {
          items: rows.map((row) => ({
            id: row.id,
            actor: row.actor,
            action: row.action,
            target: row.target,
            details: row.details as Record<string, unknown>,
            at: row.at.toISOString(),
          })),
          total,
          page: page.page,
          pageSize: page.pageSize,
        },
      };
    },
  );
}
