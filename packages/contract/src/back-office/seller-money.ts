// Sellers' money in the back office (docs/decisions/seller-money.md): the operator's commission
// rules, the fee a price would pay, a seller's balance and statement (a seller reads only its
// own), and the operator's tax exports (GSTR-8 per month, TDS s.194-O per quarter). Money is
// rupees on the wire; a percentage is a number of per cent with up to two decimals.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { paged, pageQuery } from './lists.ts';
import { PdfAnswerSchema } from '../orders.ts';
import {
  CalendarDateSchema,
  IdSchema,
  MoneySchema,
  SuccessSchema,
  optionalQuery,
  queryNumber,
} from '../fields.ts';

const hundredths = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const CommissionRuleSchema = z.object({
  ruleID: IdSchema,
  sellerID: IdSchema.nullable(),
  mainCategoryID: IdSchema.nullable(),
  categoryID: IdSchema.nullable(),
  subCategoryID: IdSchema.nullable(),
  priceFrom: z.number(),
  priceTo: z.number(),
  percent: z.number(),
  fixedFee: z.number(),
  effectiveFrom: CalendarDateSchema,
  retiredFrom: CalendarDateSchema.nullable(),
});
export type CommissionRule = z.infer<typeof CommissionRuleSchema>;

export const CommissionRuleBodySchema = z.object({
  sellerID: IdSchema.nullable().default(null),
  mainCategoryID: IdSchema.nullable().default(null),
  categoryID: IdSchema.nullable().default(null),
  subCategoryID: IdSchema.nullable().default(null),
  priceFrom: MoneySchema,
  priceTo: MoneySchema,
  /** Per cent of what the shopper pays for the line, 0–100, two decimals at most. */
  percent: z
    .number()
    .min(0, 'The percentage cannot be negative.')
    .max(100, 'The percentage cannot be above 100.')
    .refine(hundredths, 'Use at most two decimals.'),
  /** The closing fee per piece. */
  fixedFee: MoneySchema,
  effectiveFrom: CalendarDateSchema,
});
export type CommissionRuleBody = z.input<typeof CommissionRuleBodySchema>;

export const CommissionRuleParamsSchema = z.object({ ruleID: IdSchema });
export const CommissionRuleRetireBodySchema = z.object({
  retiredFrom: CalendarDateSchema.optional(),
});

export const CommissionRulesQuerySchema = z.object({
  ...pageQuery,
  retired: optionalQuery(z.enum(['include', 'exclude'])),
});

const SavedAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({ ruleID: IdSchema }),
});

export const CommissionFeeQuerySchema = z.object({
  /** The operator names the seller; a seller's own is used for a seller. */
  sellerID: optionalQuery(IdSchema),
  mainCategoryID: optionalQuery(IdSchema),
  categoryID: optionalQuery(IdSchema),
  subCategoryID: optionalQuery(IdSchema),
  price: z.coerce.number().pipe(MoneySchema),
});

export const CommissionFeeAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.object({
    ruleID: IdSchema.nullable(),
    percent: z.number(),
    commission: z.number(),
    gst: z.number(),
    /** commission + GST: what the sale pays the operator. */
    total: z.number(),
    /** The GST rate on the fee, per cent (18). */
    gstPercent: z.number(),
    /** The price less the fee and its GST: what the seller receives before TCS and TDS. */
    sellerReceives: z.number(),
  }),
});

export const SellerMoneyQuerySchema = z.object({
  sellerID: optionalQuery(IdSchema),
  /** A day inside the period shown (today's by default). */
  date: optionalQuery(CalendarDateSchema),
  period: optionalQuery(z.enum(['weekly', 'monthly'])),
});

/** Lines of a statement on one screen page; the CSV and the PDF carry every line. */
export const STATEMENT_PAGE_SIZE = 200;
export const STATEMENT_PAGE_SIZE_MAX = 500;

/** The screen's statement: a period, and a page of its lines. */
export const SellerMoneyPageQuerySchema = SellerMoneyQuerySchema.extend({
  page: pageQuery.page,
  pageSize: optionalQuery(queryNumber().pipe(z.number().int().min(1).max(STATEMENT_PAGE_SIZE_MAX))),
});

export const StatementLineSchema = z.object({
  id: IdSchema,
  kind: z.string(),
  label: z.string(),
  date: CalendarDateSchema,
  amount: z.number(),
  balance: z.number(),
  orderID: z.string().nullable(),
  returnID: z.string().nullable(),
  transferID: z.string().nullable(),
  /** A settled payout's bank reference (UTR); null for any other line and before settlement. */
  utr: z.string().nullable(),
  note: z.string().nullable(),
  /**
   * A sale of a cash on delivery parcel booked with a courier: whether the courier has remitted
   * its cash (the remittance's UTR and day), which its payout waits for. Absent on other lines.
   */
  codRemittance: z
    .object({
      state: z.enum(['awaiting', 'remitted', 'mismatch']),
      utr: z.string().nullable(),
      remittedOn: CalendarDateSchema.nullable(),
    })
    .nullable()
    .optional(),
});

export type StatementLine = z.infer<typeof StatementLineSchema>;

export const SellerMoneyAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.object({
    sellerID: IdSchema,
    onHold: z.number(),
    payable: z.number(),
    paid: z.number(),
    /** When money on hold next becomes payable (its return window closes); null: none held. */
    nextPayoutDate: CalendarDateSchema.nullable(),
    statement: z.object({
      firstDay: CalendarDateSchema,
      lastDay: CalendarDateSchema,
      opening: z.number(),
      closing: z.number(),
      /** Every line of the period; `lines` is the page asked for, in the statement's order. */
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
      lines: z.array(StatementLineSchema),
    }),
  }),
});
export type SellerMoneyAnswer = z.infer<typeof SellerMoneyAnswerSchema>;

export const Gstr8QuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give a month as YYYY-MM.'),
});
export const TdsSummaryQuerySchema = z.object({
  quarter: z.string().regex(/^\d{4}-Q[1-4]$/, 'Give a quarter as YYYY-Q1 … YYYY-Q4.'),
});

/**
 * When sellers are paid once a part's return window has closed: weekly on a weekday (1 Monday …
 * 7 Sunday, India's time), or a number of days later (0: at once).
 */
export const SettlementScheduleSchema = z.discriminatedUnion('schedule', [
  z.object({
    schedule: z.literal('weekly'),
    weekday: z
      .number()
      .int('Choose a weekday.')
      .min(1, 'Choose a weekday.')
      .max(7, 'Choose a weekday.'),
  }),
  z.object({
    schedule: z.literal('days'),
    days: z
      .number()
      .int('Give a whole number of days.')
      .min(0, 'The days cannot be negative.')
      .max(60, 'At most 60 days.'),
  }),
]);
export type SettlementSchedule = z.infer<typeof SettlementScheduleSchema>;

const SettlementScheduleAnswerSchema = z.object({
  status: SuccessSchema,
  data: SettlementScheduleSchema,
});

/** The operator's monthly tax invoice to a seller for its fees (its own series). */
export const CommissionInvoiceSchema = z.object({
  invoiceID: IdSchema,
  /** HC/2026-27/00001 */
  number: z.string(),
  sellerID: IdSchema,
  shopName: z.string(),
  /** The month of the fees, YYYY-MM. */
  month: z.string(),
  issuedOn: CalendarDateSchema,
  sellerGstin: z.string(),
  intraState: z.boolean(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});
export type CommissionInvoice = z.infer<typeof CommissionInvoiceSchema>;

export const CommissionInvoicesQuerySchema = z.object({
  ...pageQuery,
  /** The operator may name a seller; a seller sees its own. */
  sellerID: optionalQuery(IdSchema),
});
export const CommissionInvoiceParamsSchema = z.object({ invoiceID: IdSchema });
export const CommissionInvoiceIssueBodySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give a month as YYYY-MM.'),
});

export const sellerMoneyBackOfficeEndpoints = {
  commissionRules: defineEndpoint({
    method: 'GET',
    path: '/admin/commission-rules',
    auth: 'admin',
    query: CommissionRulesQuerySchema,
    answer: paged(CommissionRuleSchema),
  }),
  commissionRuleCreate: defineEndpoint({
    method: 'POST',
    path: '/admin/commission-rules',
    auth: 'admin',
    body: CommissionRuleBodySchema,
    answer: SavedAnswerSchema,
  }),
  commissionRuleChange: defineEndpoint({
    method: 'PUT',
    path: '/admin/commission-rules/:ruleID',
    auth: 'admin',
    params: CommissionRuleParamsSchema,
    body: CommissionRuleBodySchema,
    answer: SavedAnswerSchema,
  }),
  commissionRuleRetire: defineEndpoint({
    method: 'POST',
    path: '/admin/commission-rules/:ruleID/retire',
    auth: 'admin',
    params: CommissionRuleParamsSchema,
    body: CommissionRuleRetireBodySchema,
    answer: SavedAnswerSchema,
  }),
  /** The fee a price would pay today: the product forms show it before saving. */
  commissionFee: defineEndpoint({
    method: 'GET',
    path: '/admin/commission-fee',
    auth: 'backOffice',
    query: CommissionFeeQuerySchema,
    answer: CommissionFeeAnswerSchema,
  }),
  /** When sellers are paid: read by both, changed by the operator (audited). */
  settlementSchedule: defineEndpoint({
    method: 'GET',
    path: '/admin/settlement-schedule',
    auth: 'backOffice',
    answer: SettlementScheduleAnswerSchema,
  }),
  settlementScheduleChange: defineEndpoint({
    method: 'PUT',
    path: '/admin/settlement-schedule',
    auth: 'admin',
    body: SettlementScheduleSchema,
    answer: SettlementScheduleAnswerSchema,
  }),
  sellerMoney: defineEndpoint({
    method: 'GET',
    path: '/admin/seller-money',
    auth: 'backOffice',
    query: SellerMoneyPageQuerySchema,
    answer: SellerMoneyAnswerSchema,
  }),
  sellerStatementCsv: defineEndpoint({
    method: 'GET',
    path: '/admin/seller-money/statement.csv',
    auth: 'backOffice',
    query: SellerMoneyQuerySchema,
    answer: z.string(),
    produces: 'text/csv',
  }),
  sellerStatementPdf: defineEndpoint({
    method: 'GET',
    path: '/admin/seller-money/statement.pdf',
    auth: 'backOffice',
    query: SellerMoneyQuerySchema,
    answer: PdfAnswerSchema,
    produces: 'application/pdf',
  }),
  commissionInvoices: defineEndpoint({
    method: 'GET',
    path: '/admin/commission-invoices',
    auth: 'backOffice',
    query: CommissionInvoicesQuerySchema,
    answer: paged(CommissionInvoiceSchema),
  }),
  /** Issues the month's invoice to every seller with fees that has none yet. */
  commissionInvoicesIssue: defineEndpoint({
    method: 'POST',
    path: '/admin/commission-invoices',
    auth: 'admin',
    body: CommissionInvoiceIssueBodySchema,
    answer: z.object({
      status: SuccessSchema,
      message: z.string(),
      data: z.object({ issued: z.number().int() }),
    }),
  }),
  commissionInvoicePdf: defineEndpoint({
    method: 'GET',
    path: '/admin/commission-invoices/:invoiceID/pdf',
    auth: 'backOffice',
    params: CommissionInvoiceParamsSchema,
    answer: PdfAnswerSchema,
    produces: 'application/pdf',
  }),
  gstr8Csv: defineEndpoint({
    method: 'GET',
    path: '/admin/tax/gstr8.csv',
    auth: 'admin',
    query: Gstr8QuerySchema,
    answer: z.string(),
    produces: 'text/csv',
  }),
  tdsSummaryCsv: defineEndpoint({
    method: 'GET',
    path: '/admin/tax/tds-194o.csv',
    auth: 'admin',
    query: TdsSummaryQuerySchema,
    answer: z.string(),
    produces: 'text/csv',
  }),
} as const;
