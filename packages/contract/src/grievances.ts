// The storefront's grievance calls (docs/decisions/grievances.md): the entity's and the grievance
// officer's details, a signed-in shopper's complaint (multipart: the fields and an optional
// picture or PDF), and the public status of a ticket, shown only with the mobile's last four digits.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { SuccessSchema } from './fields.ts';
import {
  EntityDetailsSchema,
  GRIEVANCE_TEXT_MAX,
  GRIEVANCE_TEXT_MIN,
  GrievancePublicSchema,
  GrievanceSubjectSchema,
  GrievanceTicketSchema,
} from './grievance-model.ts';

export const EntityDetailsAnswerSchema = z.object({
  status: SuccessSchema,
  data: EntityDetailsSchema,
});
export type EntityDetailsAnswer = z.infer<typeof EntityDetailsAnswerSchema>;

/** The form's fields; the file part `attachment` (a picture or a PDF) is read beside them. */
export const GrievanceBodySchema = z
  .object({
    about: GrievanceSubjectSchema,
    /** The order, seller or product complained about; none for the site. */
    subjectID: z.string().trim().max(64).optional(),
    text: z
      .string({ error: 'Write what went wrong.' })
      .trim()
      .min(
        GRIEVANCE_TEXT_MIN,
        `Write what went wrong, in at least ${GRIEVANCE_TEXT_MIN} characters.`,
      )
      .max(GRIEVANCE_TEXT_MAX, `Use at most ${GRIEVANCE_TEXT_MAX} characters.`),
  })
  .refine((body) => body.about === 'site' || (body.subjectID ?? '') !== '', {
    path: ['subjectID'],
    message: 'Choose what the complaint is about.',
  });
export type GrievanceBody = z.input<typeof GrievanceBodySchema>;

export const GrievanceFiledAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: GrievancePublicSchema,
});
export type GrievanceFiledAnswer = z.infer<typeof GrievanceFiledAnswerSchema>;

export const GrievanceStatusParamsSchema = z.object({ ticket: GrievanceTicketSchema });
export const GrievanceStatusQuerySchema = z.object({
  last4: z
    .string()
    .trim()
    .regex(
      /^\d{4}$/,
      'Enter the last four digits of the mobile number the complaint was filed with.',
    ),
});

export const GrievanceStatusAnswerSchema = z.object({
  status: SuccessSchema,
  data: GrievancePublicSchema,
});
export type GrievanceStatusAnswer = z.infer<typeof GrievanceStatusAnswerSchema>;

export const grievanceEndpoints = {
  /** The entity's legal name, address and contacts, and its grievance officer (every footer). */
  entityDetails: defineEndpoint({
    method: 'GET',
    path: '/public/entity',
    auth: 'public',
    answer: EntityDetailsAnswerSchema,
  }),
  /** A complaint: fields `about`, `subjectID`, `text`, and an optional file `attachment`. */
  grievanceFile: defineEndpoint({
    method: 'POST',
    path: '/customer/grievances',
    auth: 'customer',
    body: GrievanceBodySchema,
    multipart: true,
    answer: GrievanceFiledAnswerSchema,
  }),
  /** A ticket's state, clocks, answers and resolution; 404 unless the last four digits match. */
  grievanceStatus: defineEndpoint({
    method: 'GET',
    path: '/public/grievances/:ticket',
    auth: 'public',
    params: GrievanceStatusParamsSchema,
    query: GrievanceStatusQuerySchema,
    answer: GrievanceStatusAnswerSchema,
  }),
} as const;
