// The audit log, for the operator: who changed what in the back office, when, with the before and
// after of the change, filtered by actor, action, target and days in India.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { DateTimeSchema, IdSchema, optionalQuery } from '../fields.ts';
import { DayQuerySchema, pageQuery, paged, searchText } from './lists.ts';

export const AdminAuditQuerySchema = z.object({
  actor: optionalQuery(searchText),
  action: optionalQuery(searchText),
  target: optionalQuery(searchText),
  from: optionalQuery(DayQuerySchema),
  to: optionalQuery(DayQuerySchema),
  ...pageQuery,
});
export type AdminAuditQuery = z.infer<typeof AdminAuditQuerySchema>;

export const AdminAuditEntrySchema = z.object({
  id: IdSchema,
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  /** What changed: `before` and `after` where the change has them, with any other facts. */
  details: z.record(z.string(), z.unknown()),
  at: DateTimeSchema,
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

export const AdminAuditAnswerSchema = paged(AdminAuditEntrySchema);
export type AdminAuditAnswer = z.infer<typeof AdminAuditAnswerSchema>;

export const auditBackOfficeEndpoints = {
  audit: defineEndpoint({
    method: 'GET',
    path: '/admin/audit',
    auth: 'admin',
    query: AdminAuditQuerySchema,
    answer: AdminAuditAnswerSchema,
  }),
} as const;
