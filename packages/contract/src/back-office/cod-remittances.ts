// COD remittances in the back office (docs/decisions/couriers.md, "COD remittance"): what each
// courier remitted of the cash it collected — its UTR, day and total, and each parcel's line,
// matched to our parcels by AWB — the parcels delivered cash on delivery and not yet remitted, and
// the lines that do not match. The operator reads Shiprocket's now, or uploads Delhivery's
// remittance report; a seller sees its own parcels' lines.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { CalendarDateSchema, DateTimeSchema, MoneySchema, SuccessSchema } from '../fields.ts';

/**
 * matched: the amount the courier was to collect; mismatch: another amount (held); accepted: a
 * mismatch the operator settled with the courier (paid as matched); unknown-awb: not our parcel;
 * repeat: the parcel was remitted before.
 */
export const COD_REMITTANCE_LINE_STATES = [
  'matched',
  'mismatch',
  'accepted',
  'unknown-awb',
  'repeat',
] as const;
export const CodRemittanceLineStateSchema = z.enum(COD_REMITTANCE_LINE_STATES);
export type CodRemittanceLineState = z.infer<typeof CodRemittanceLineStateSchema>;

export const CodRemittanceLineSchema = z.object({
  awb: z.string(),
  /** Our order and its seller's shop, when the AWB is one of our parcels. */
  orderID: z.string().nullable(),
  shopName: z.string().nullable(),
  amount: MoneySchema,
  /** What the courier was to collect for the parcel; null for an AWB not ours. */
  expected: MoneySchema.nullable(),
  state: CodRemittanceLineStateSchema,
});
export type CodRemittanceLine = z.infer<typeof CodRemittanceLineSchema>;

export const CodRemittanceSchema = z.object({
  id: z.string(),
  provider: z.string(),
  reference: z.string(),
  utr: z.string(),
  remittedOn: CalendarDateSchema,
  /** What the courier says it remitted (Shiprocket's is net of its charges). */
  total: MoneySchema,
  /** 'api' (read from the courier) or 'upload' (its report, uploaded). */
  source: z.enum(['api', 'upload']),
  recordedAt: DateTimeSchema,
  lines: z.array(CodRemittanceLineSchema),
});
export type CodRemittance = z.infer<typeof CodRemittanceSchema>;

export const CodAwaitingSchema = z.object({
  awb: z.string(),
  provider: z.string(),
  orderID: z.string(),
  shopName: z.string(),
  expected: MoneySchema,
  deliveredAt: DateTimeSchema.nullable(),
  /** Whole days since delivery. */
  ageDays: z.number().int(),
});
export type CodAwaiting = z.infer<typeof CodAwaitingSchema>;

export const CodRemittancesAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.object({
    remittances: z.array(CodRemittanceSchema),
    /** Delivered cash on delivery and not yet remitted, oldest first. */
    awaiting: z.array(CodAwaitingSchema),
  }),
});
export type CodRemittancesAnswer = z.infer<typeof CodRemittancesAnswerSchema>;

export const CodRemittanceReadAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({ remittances: z.number().int(), newLines: z.number().int() }),
});

export const CodRemittanceUploadBodySchema = z.object({
  /** Delhivery's remittance report as CSV text: a header row naming Waybill, COD Amount, UTR and date columns. */
  csv: z
    .string()
    .min(1, 'Choose the remittance report (CSV).')
    .max(2_000_000, 'The report is too large: upload at most 2 MB at a time.'),
});
export type CodRemittanceUploadBody = z.infer<typeof CodRemittanceUploadBodySchema>;

export const CodRemittanceLineParamsSchema = z.object({
  remittanceID: z.string().min(1).max(64),
  awb: z.string().min(1).max(64),
});

export const CodRemittanceAcceptBodySchema = z.object({
  /** Why the seller's share is paid though the courier's amount differs (kept in the audit log). */
  note: z
    .string()
    .trim()
    .min(3, 'Say why the amount is accepted (at least 3 characters).')
    .max(500, 'Keep the note within 500 characters.'),
});
export type CodRemittanceAcceptBody = z.infer<typeof CodRemittanceAcceptBodySchema>;

export const codRemittancesBackOfficeEndpoints = {
  /** Remittances with their lines, and the COD parcels still awaited (a seller's own only). */
  codRemittances: defineEndpoint({
    method: 'GET',
    path: '/admin/couriers/cod-remittances',
    auth: 'backOffice',
    answer: CodRemittancesAnswerSchema,
  }),
  /** Reads Shiprocket's remittances now (the poll does it every run too). */
  codRemittancesRead: defineEndpoint({
    method: 'POST',
    path: '/admin/couriers/cod-remittances/read',
    auth: 'admin',
    answer: CodRemittanceReadAnswerSchema,
  }),
  /** Records Delhivery's remittance report (its API has none to read). */
  codRemittancesUpload: defineEndpoint({
    method: 'POST',
    path: '/admin/couriers/cod-remittances/delhivery',
    auth: 'admin',
    body: CodRemittanceUploadBodySchema,
    answer: CodRemittanceReadAnswerSchema,
  }),
  /** Accepts a mismatched line (settled with the courier): the seller's COD share is paid. */
  codRemittanceAccept: defineEndpoint({
    method: 'POST',
    path: '/admin/couriers/cod-remittances/:remittanceID/lines/:awb/accept',
    auth: 'admin',
    params: CodRemittanceLineParamsSchema,
    body: CodRemittanceAcceptBodySchema,
    answer: z.object({ status: SuccessSchema, message: z.string() }),
  }),
};
