// The grievance officer's complaints (docs/decisions/grievances.md): what a ticket looks like on
// the wire, shared by the storefront's and the back office's calls. Zod-free constants live in
// constants.ts's neighbours; these are schemas.
import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './fields.ts';

export const GRIEVANCE_SUBJECTS = ['order', 'seller', 'product', 'site'] as const;
export const GrievanceSubjectSchema = z.enum(GRIEVANCE_SUBJECTS);
export type GrievanceSubject = z.infer<typeof GrievanceSubjectSchema>;

export const GRIEVANCE_STATUSES = ['open', 'in-progress', 'closed'] as const;
export const GrievanceStatusSchema = z.enum(GRIEVANCE_STATUSES);
export type GrievanceStatus = z.infer<typeof GrievanceStatusSchema>;

export const GRIEVANCE_TEXT_MIN = 10;
export const GRIEVANCE_TEXT_MAX = 2000;
export const GRIEVANCE_ANSWER_MAX = 2000;
export const GRIEVANCE_ATTACHMENT_MAX_MEGABYTES = 5;

/** GRV- and ten characters of Crockford's base 32 (no I, L, O, U): about 50 bits of chance. */
export const GRIEVANCE_TICKET_PATTERN = /^GRV-[0-9A-HJKMNP-TV-Z]{10}$/;
export const GrievanceTicketSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(GRIEVANCE_TICKET_PATTERN, 'Enter the ticket number as it was given, like GRV-7K3M9Q2XWD.');

/** The entity and its grievance officer, as every page's footer and the grievance page show them. */
export const EntityDetailsSchema = z.object({
  legalName: z.string(),
  registeredAddress: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  officer: z.object({
    name: z.string(),
    designation: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
  }),
});
export type EntityDetails = z.infer<typeof EntityDetailsSchema>;

/** The two clocks of Consumer Protection (E-Commerce) Rules, 2020, rule 4(5). */
export const GrievanceClocksSchema = z.object({
  filedAt: DateTimeSchema,
  ackDueAt: DateTimeSchema,
  acknowledgedAt: DateTimeSchema.nullable(),
  resolveDueAt: DateTimeSchema,
  closedAt: DateTimeSchema.nullable(),
});

export const GrievanceAnswerMessageSchema = z.object({
  from: z.enum(['operator', 'seller']),
  body: z.string(),
  at: DateTimeSchema,
});

/** What the public status page shows: no name, no text of the complaint, no contact. */
export const GrievancePublicSchema = GrievanceClocksSchema.extend({
  ticket: z.string(),
  about: GrievanceSubjectSchema,
  status: GrievanceStatusSchema,
  resolution: z.string().nullable(),
  answers: z.array(GrievanceAnswerMessageSchema),
});
export type GrievancePublic = z.infer<typeof GrievancePublicSchema>;

/** The back office's view of a ticket. */
export const BackOfficeGrievanceSchema = GrievancePublicSchema.extend({
  grievanceID: IdSchema,
  subjectID: z.string().nullable(),
  text: z.string(),
  customerName: z.string(),
  assignedTo: z.string().nullable(),
  attachment: z.object({ kind: z.enum(['picture', 'pdf']), url: z.string().nullable() }).nullable(),
  /** Past its one-month deadline and still open (or past 48 hours unacknowledged). */
  overdue: z.boolean(),
  messages: z.array(GrievanceAnswerMessageSchema.extend({ author: z.string() })),
});
export type BackOfficeGrievance = z.infer<typeof BackOfficeGrievanceSchema>;
