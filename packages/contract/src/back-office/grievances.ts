// The back office's grievance calls (docs/decisions/grievances.md): the queue with each ticket's
// 48-hour and one-month clocks, overdue first; assigning, answering and closing a ticket; the
// entity's and officer's details. A seller sees and answers only tickets about their own orders,
// products or shop; assigning, closing and the settings are the operator's.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { paged, pageQuery } from './lists.ts';
import { IdSchema, SuccessSchema, optionalQuery } from '../fields.ts';
import { PdfAnswerSchema } from '../orders.ts';
import {
  BackOfficeGrievanceSchema,
  EntityDetailsSchema,
  GRIEVANCE_ANSWER_MAX,
  GrievanceStatusSchema,
} from '../grievance-model.ts';

export const BackOfficeGrievancesQuerySchema = z.object({
  status: optionalQuery(GrievanceStatusSchema),
  ...pageQuery,
});
export type BackOfficeGrievancesQuery = z.infer<typeof BackOfficeGrievancesQuerySchema>;

export const BackOfficeGrievancesAnswerSchema = paged(BackOfficeGrievanceSchema);

export const GrievanceParamsSchema = z.object({ grievanceID: IdSchema });

export const GrievanceAssignBodySchema = z.object({
  /** The operator's e-mail or name it is given to; '' takes it back. */
  assignee: z.string().trim().max(120, 'Use at most 120 characters.'),
});
export const GrievanceAnswerBodySchema = z.object({
  body: z
    .string()
    .trim()
    .min(2, 'Write the answer.')
    .max(GRIEVANCE_ANSWER_MAX, `Use at most ${GRIEVANCE_ANSWER_MAX} characters.`),
});
export const GrievanceCloseBodySchema = z.object({
  resolution: z
    .string()
    .trim()
    .min(10, 'Tell the shopper how it was resolved, in at least 10 characters.')
    .max(GRIEVANCE_ANSWER_MAX, `Use at most ${GRIEVANCE_ANSWER_MAX} characters.`),
});

export const BackOfficeGrievanceAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: BackOfficeGrievanceSchema,
});

export const EntitySettingsBodySchema = z.object({
  legalName: z.string().trim().max(200),
  registeredAddress: z.string().trim().max(500),
  contactEmail: z.string().trim().max(254),
  contactPhone: z.string().trim().max(40),
  officer: z.object({
    name: z.string().trim().max(120),
    designation: z.string().trim().max(120),
    email: z.string().trim().max(254),
    phone: z.string().trim().max(40),
    address: z.string().trim().max(500),
  }),
});
export type EntitySettingsBody = z.infer<typeof EntitySettingsBodySchema>;

export const EntitySettingsAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string().optional(),
  data: EntityDetailsSchema,
});

export const grievancesBackOfficeEndpoints = {
  grievances: defineEndpoint({
    method: 'GET',
    path: '/admin/grievances',
    auth: 'backOffice',
    query: BackOfficeGrievancesQuerySchema,
    answer: BackOfficeGrievancesAnswerSchema,
  }),
  grievanceAssign: defineEndpoint({
    method: 'POST',
    path: '/admin/grievances/:grievanceID/assign',
    auth: 'admin',
    params: GrievanceParamsSchema,
    body: GrievanceAssignBodySchema,
    answer: BackOfficeGrievanceAnswerSchema,
  }),
  grievanceAnswer: defineEndpoint({
    method: 'POST',
    path: '/admin/grievances/:grievanceID/answers',
    auth: 'backOffice',
    params: GrievanceParamsSchema,
    body: GrievanceAnswerBodySchema,
    answer: BackOfficeGrievanceAnswerSchema,
  }),
  grievanceClose: defineEndpoint({
    method: 'POST',
    path: '/admin/grievances/:grievanceID/close',
    auth: 'admin',
    params: GrievanceParamsSchema,
    body: GrievanceCloseBodySchema,
    answer: BackOfficeGrievanceAnswerSchema,
  }),
  /** The complaint's PDF attachment (a picture is a media URL in the list). */
  grievanceAttachment: defineEndpoint({
    method: 'GET',
    path: '/admin/grievances/:grievanceID/attachment',
    auth: 'backOffice',
    params: GrievanceParamsSchema,
    answer: PdfAnswerSchema,
    produces: 'application/pdf',
  }),
  entitySettings: defineEndpoint({
    method: 'GET',
    path: '/admin/entity-settings',
    auth: 'admin',
    answer: EntitySettingsAnswerSchema,
  }),
  entitySettingsSave: defineEndpoint({
    method: 'PUT',
    path: '/admin/entity-settings',
    auth: 'admin',
    body: EntitySettingsBodySchema,
    answer: EntitySettingsAnswerSchema,
  }),
} as const;
