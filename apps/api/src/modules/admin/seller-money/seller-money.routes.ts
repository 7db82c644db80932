// Sellers' money in the back office (docs/decisions/seller-money.md): the operator's commission
// rules (audited), the fee a price would pay, a seller's balance and statement (a seller only its
// own: another's is 403), and the operator's GSTR-8 and TDS exports.
import type { Readable } from 'node:stream';
import { STATEMENT_PAGE_SIZE, sellerMoneyBackOfficeEndpoints as calls } from '@haat/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { sellers } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { fromWireRupees, toWireRupees } from '../../../lib/money.ts';
import { registerRoute } from '../../../lib/route.ts';
import { sendPdf } from '../../../lib/pdf-reply.ts';
import {
  COMMISSION_GST_BASIS_POINTS,
  commissionInvoiceOf,
  commissionInvoicePdf,
  issueCommissionInvoices,
  listCommissionInvoices,
  KIND_LABELS,
  changeRule,
  createRule,
  gstr8Csv,
  gstr8Of,
  istDate,
  listRules,
  quoteFee,
  retireRule,
  sellerBalance,
  setSettlementSchedule,
  settlementScheduleOf,
  statementFile,
  statementPageOf,
  tdsSummaryCsv,
  tdsSummaryOf,
  type RuleValues,
} from '../../payouts/index.ts';
import { auditAs } from '../shared/operator.ts';
import type { RouteAccess } from '../shared/route-access.ts';

type RuleBody = {
  sellerID: string | null;
  mainCategoryID: string | null;
  categoryID: string | null;
  subCategoryID: string | null;
  priceFrom: number;
  priceTo: number;
  percent: number;
  fixedFee: number;
  effectiveFrom: string;
};

const valuesOf = (body: RuleBody): RuleValues => ({
  sellerId: body.sellerID,
  mainCategoryId: body.mainCategoryID,
  categoryId: body.categoryID,
  subCategoryId: body.subCategoryID,
  priceFromPaise: fromWireRupees(body.priceFrom),
  priceToPaise: fromWireRupees(body.priceTo),
  percentBasisPoints: Math.round(body.percent * 100),
  fixedFeePaise: fromWireRupees(body.fixedFee),
  effectiveFrom: body.effectiveFrom,
});

function sendCsv(reply: FastifyReply, name: string, csv: string | Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}

/**
 * Each settled payout's UTR by its transfer id (`only`: those ids): seller-payouts keeps them,
 * and it reaches the back office's audit, so the composition root hands this in (app.ts).
 */
export type SettlementUtrs = (
  db: Executor,
  sellerId: string,
  only?: readonly string[],
) => Promise<Map<string, string>>;

/**
 * The courier's remittance of each of the seller's COD parcels among these orders, by order id:
 * the couriers module keeps them, and it reaches the orders module, so app.ts hands this in too.
 */
export type CodRemittancesOf = (
  db: Executor,
  sellerId: string,
  orderIds: readonly string[],
) => Promise<
  Map<
    string,
    { state: 'awaiting' | 'remitted' | 'mismatch'; utr: string | null; remittedOn: string | null }
  >
>;

export function registerSellerMoneyRoutes(
  app: FastifyInstance,
  access: RouteAccess,
  selectSettlementUtrs: SettlementUtrs,
  codRemittancesOf: CodRemittancesOf,
) {
  const { db, clock } = access.deps;
  const auditOf = (request: FastifyRequest) => {
    const scope = access.scopeOf(request);
    return (tx: Parameters<typeof auditAs>[0], entry: Parameters<typeof auditAs>[2]) =>
      auditAs(tx, scope, entry);
  };

  /** The seller a call reads: a seller's own (another's is 403); the operator's must be named. */
  const sellerOfCall = async (request: FastifyRequest, asked: string | undefined) => {
    const scope = access.scopeOf(request);
    if (scope.role === 'seller') {
      if (asked && asked !== scope.sellerId) {
        throw new AppError('FORBIDDEN', 'A seller sees only its own money.');
      }
      return scope.sellerId;
    }
    if (!asked) {
      throw new AppError('VALIDATION_FAILED', 'Name the seller.', { sellerID: 'Name the seller.' });
    }
    const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, asked));
    if (!row) throw notFound('Seller');
    return row.id;
  };

  const dayOf = (date: string | undefined) =>
    date ? new Date(`${date}T12:00:00+05:30`) : clock.now();

  registerRoute(app, calls.commissionRules, async ({ query }) => {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 25;
    const { rows, total } = await listRules(db, {
      offset: (page - 1) * pageSize,
      limit: pageSize,
      includeRetired: query.retired === 'include',
    });
    return {
      status: 'success' as const,
      data: {
        items: rows.map((rule) => ({
          ruleID: rule.id,
          sellerID: rule.sellerId,
          mainCategoryID: rule.mainCategoryId,
          categoryID: rule.categoryId,
          subCategoryID: rule.subCategoryId,
          priceFrom: toWireRupees(rule.priceFromPaise),
          priceTo: toWireRupees(rule.priceToPaise),
          percent: rule.percentBasisPoints / 100,
          fixedFee: toWireRupees(rule.fixedFeePaise),
          effectiveFrom: rule.effectiveFrom,
          retiredFrom: rule.retiredFrom,
        })),
        total,
        page,
        pageSize,
      },
    };
  });

  registerRoute(app, calls.commissionRuleCreate, async ({ body, request }) => {
    const ruleID = await createRule(db, valuesOf(body), {
      now: clock.now(),
      audit: auditOf(request),
    });
    return { status: 'success' as const, message: 'Commission rule saved.', data: { ruleID } };
  });

  registerRoute(app, calls.commissionRuleChange, async ({ params, body, request }) => {
    await changeRule(db, params.ruleID, valuesOf(body), {
      now: clock.now(),
      audit: auditOf(request),
    });
    return {
      status: 'success' as const,
      message: 'Commission rule changed.',
      data: { ruleID: params.ruleID },
    };
  });

  registerRoute(app, calls.commissionRuleRetire, async ({ params, body, request }) => {
    await retireRule(db, params.ruleID, {
      now: clock.now(),
      ...(body.retiredFrom ? { from: body.retiredFrom } : {}),
      audit: auditOf(request),
    });
    return {
      status: 'success' as const,
      message: 'Commission rule retired.',
      data: { ruleID: params.ruleID },
    };
  });

  registerRoute(app, calls.commissionFee, async ({ query, request }) => {
    const sellerId = await sellerOfCall(request, query.sellerID);
    const pricePaise = fromWireRupees(query.price);
    const fee = await quoteFee(db, {
      sellerId,
      mainCategoryId: query.mainCategoryID ?? null,
      categoryId: query.categoryID ?? null,
      subCategoryId: query.subCategoryID ?? null,
      pricePaise,
      now: clock.now(),
    });
    return {
      status: 'success' as const,
      data: {
        ruleID: fee.ruleId,
        percent: fee.percentBasisPoints / 100,
        commission: toWireRupees(fee.commissionPaise),
        gst: toWireRupees(fee.gstPaise),
        total: toWireRupees(fee.commissionPaise + fee.gstPaise),
        gstPercent: COMMISSION_GST_BASIS_POINTS / 100,
        sellerReceives: toWireRupees(pricePaise - fee.commissionPaise - fee.gstPaise),
      },
    };
  });

  registerRoute(app, calls.settlementSchedule, async () => ({
    status: 'success' as const,
    data: await settlementScheduleOf(db),
  }));

  registerRoute(app, calls.settlementScheduleChange, async ({ body, request }) => {
    await setSettlementSchedule(db, body, { now: clock.now(), audit: auditOf(request) });
    return { status: 'success' as const, data: await settlementScheduleOf(db) };
  });

  registerRoute(app, calls.sellerMoney, async ({ query, request }) => {
    const sellerId = await sellerOfCall(request, query.sellerID);
    const now = clock.now();
    const [balance, statement] = await Promise.all([
      sellerBalance(db, sellerId, now),
      statementPageOf(db, sellerId, dayOf(query.date), query.period ?? 'weekly', {
        page: query.page ?? 1,
        pageSize: query.pageSize ?? STATEMENT_PAGE_SIZE,
      }),
    ]);
    const utrs = await selectSettlementUtrs(
      db,
      sellerId,
      statement.lines.flatMap((line) =>
        line.kind === 'payout' && line.transferId ? [line.transferId] : [],
      ),
    );
    const remittances = await codRemittancesOf(db, sellerId, [
      ...new Set(
        statement.lines.flatMap((line) =>
          line.kind === 'sale' && line.orderId ? [line.orderId] : [],
        ),
      ),
    ]);
    return {
      status: 'success' as const,
      data: {
        sellerID: sellerId,
        onHold: toWireRupees(balance.onHoldPaise),
        payable: toWireRupees(balance.payablePaise),
        paid: toWireRupees(balance.paidPaise),
        nextPayoutDate: balance.nextReleaseAt ? istDate(balance.nextReleaseAt) : null,
        statement: {
          firstDay: statement.firstDay,
          lastDay: statement.lastDay,
          opening: toWireRupees(statement.openingPaise),
          closing: toWireRupees(statement.closingPaise),
          total: statement.lineCount,
          page: statement.page,
          pageSize: statement.pageSize,
          lines: statement.lines.map((line) => ({
            id: line.id,
            kind: line.kind,
            label: KIND_LABELS[line.kind],
            date: line.date,
            amount: toWireRupees(line.amountPaise),
            balance: toWireRupees(line.balancePaise),
            orderID: line.orderId,
            returnID: line.returnId,
            transferID: line.transferId,
            utr: (line.transferId && utrs.get(line.transferId)) || null,
            note: line.note,
            codRemittance:
              (line.kind === 'sale' && line.orderId && remittances.get(line.orderId)) || null,
          })),
        },
      },
    };
  });

  registerRoute(app, calls.sellerStatementCsv, async ({ query, request, reply }) => {
    const sellerId = await sellerOfCall(request, query.sellerID);
    const { head, stream } = await statementFile(
      db,
      sellerId,
      dayOf(query.date),
      query.period ?? 'weekly',
      { kind: 'csv', utrs: await selectSettlementUtrs(db, sellerId) },
    );
    return sendCsv(reply, `statement-${head.firstDay}.csv`, stream);
  });

  registerRoute(app, calls.sellerStatementPdf, async ({ query, request, reply }) => {
    const sellerId = await sellerOfCall(request, query.sellerID);
    const [seller] = await db
      .select({ name: sellers.shopName })
      .from(sellers)
      .where(eq(sellers.id, sellerId));
    const { head, stream } = await statementFile(
      db,
      sellerId,
      dayOf(query.date),
      query.period ?? 'weekly',
      {
        kind: 'pdf',
        shopName: seller?.name ?? sellerId,
        utrs: await selectSettlementUtrs(db, sellerId),
      },
    );
    return sendPdf(reply, `statement-${head.firstDay}.pdf`, stream);
  });

  registerRoute(app, calls.commissionInvoices, async ({ query, request }) => {
    const scope = access.scopeOf(request);
    const sellerId = scope.role === 'seller' ? scope.sellerId : query.sellerID;
    if (scope.role === 'seller' && query.sellerID && query.sellerID !== scope.sellerId) {
      throw new AppError('FORBIDDEN', 'A seller sees only its own invoices.');
    }
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 25;
    const { rows, total } = await listCommissionInvoices(db, {
      sellerId,
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    return {
      status: 'success' as const,
      data: {
        items: rows.map((row) => ({
          invoiceID: row.id,
          number: row.number,
          sellerID: row.sellerId,
          shopName: row.shopName,
          month: row.month,
          issuedOn: istDate(row.issuedAt),
          sellerGstin: row.sellerGstin,
          intraState: row.intraState,
          taxable: toWireRupees(row.taxablePaise),
          cgst: toWireRupees(row.cgstPaise),
          sgst: toWireRupees(row.sgstPaise),
          igst: toWireRupees(row.igstPaise),
          total: toWireRupees(row.totalPaise),
        })),
        total,
        page,
        pageSize,
      },
    };
  });

  registerRoute(app, calls.commissionInvoicesIssue, async ({ body, request }) => {
    const issued = await issueCommissionInvoices(db, {
      month: body.month,
      now: clock.now(),
      operatorGstin: access.deps.operatorGstin,
      audit: auditOf(request),
    });
    return {
      status: 'success' as const,
      message:
        issued.length === 0
          ? `No invoice was due for ${body.month}: no seller has fees of that month without an invoice.`
          : `${issued.length} commission ${issued.length === 1 ? 'invoice' : 'invoices'} issued for ${body.month}.`,
      data: { issued: issued.length },
    };
  });

  registerRoute(app, calls.commissionInvoicePdf, async ({ params, request, reply }) => {
    const scope = access.scopeOf(request);
    const invoice = await commissionInvoiceOf(db, params.invoiceID);
    // Another seller's invoice is answered as one that does not exist.
    if (!invoice || (scope.role === 'seller' && invoice.sellerId !== scope.sellerId)) {
      throw notFound('Commission invoice');
    }
    const name = `${invoice.number.replaceAll('/', '-')}.pdf`;
    return sendPdf(reply, name, await commissionInvoicePdf(invoice));
  });

  registerRoute(app, calls.gstr8Csv, async ({ query, reply }) =>
    sendCsv(reply, `gstr8-${query.month}.csv`, gstr8Csv(await gstr8Of(db, query.month))),
  );

  registerRoute(app, calls.tdsSummaryCsv, async ({ query, reply }) =>
    sendCsv(
      reply,
      `tds-194o-${query.quarter}.csv`,
      tdsSummaryCsv(query.quarter, await tdsSummaryOf(db, query.quarter)),
    ),
  );
}
