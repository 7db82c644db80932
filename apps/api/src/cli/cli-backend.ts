// Where the CLI's commands go: the running server's admin API (signed in as an operator), or the
// database opened by the CLI itself when no server holds it. Both answer the contract's shapes.
import {
  AdminCouponBodySchema,
  AdminCreateBodySchema,
  AdminOrderStateBodySchema,
  AdminOrdersQuerySchema,
  AdminStockBodySchema,
  ErrorAnswerSchema,
  LoginAnswerSchema,
  CatalogImportAnswerSchema,
  accountsBackOfficeEndpoints,
  catalogIoBackOfficeEndpoints,
  couponsBackOfficeEndpoints,
  ordersBackOfficeEndpoints,
  productsBackOfficeEndpoints,
  sellersBackOfficeEndpoints,
  sellerPayoutsBackOfficeEndpoints,
  type SettlementRunAnswer,
  buildPath,
  type AdminCouponAnswer,
  type AdminCouponBodyInput,
  type AdminCreateAnswer,
  type AdminCreateBody,
  type AdminOrderMovedAnswer,
  type AdminOrdersAnswer,
  type AdminOrdersQuery,
  type AdminOrderStateBody,
  type AdminSellerAnswer,
  type AdminStockAnswer,
  type AdminStockBody,
  type CatalogImportAnswer,
  type Endpoint,
} from '@haat/contract';
import type { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { parseOrThrow } from '../lib/validation.ts';
import type { OperatorActions } from '../modules/admin/index.ts';

/** The server or the service said no (404, 409, a weak password…): exit code 1. */
export class CliRefusal extends Error {
  override name = 'CliRefusal';
}

export interface OperatorBackend {
  /** Through the running server's admin API, or on the database opened by the CLI. */
  readonly kind: 'server' | 'direct';
  /** Said once on stderr, so the operator knows which path a change took. */
  readonly description: string;
  listOrders(query: AdminOrdersQuery): Promise<AdminOrdersAnswer>;
  advanceOrder(orderId: string): Promise<AdminOrderMovedAnswer>;
  setOrderState(orderId: string, body: AdminOrderStateBody): Promise<AdminOrderMovedAnswer>;
  setStock(body: AdminStockBody): Promise<AdminStockAnswer>;
  createCoupon(body: AdminCouponBodyInput): Promise<AdminCouponAnswer>;
  approveSeller(sellerId: string): Promise<AdminSellerAnswer>;
  createAdmin(body: AdminCreateBody): Promise<AdminCreateAnswer>;
  importCatalog(input: CatalogImportInput): Promise<CatalogImportAnswer>;
  exportCatalog(): Promise<string>;
  /** One settlement run (docs/decisions/settlement.md); refused while another is under way. */
  settle(): Promise<SettlementRunAnswer>;
  close(): Promise<void>;
}

export interface CatalogImportInput {
  csv: Buffer;
  /** Picture files named in the CSV, by file name. */
  files: Map<string, Buffer>;
  dryRun: boolean;
}

/** A refusal's message, with every field or line it names (an import's problems, one a line). */
function refusalText(message: string, validation: Record<string, string> | undefined): string {
  const lines = Object.entries(validation ?? {}).map(([where, what]) => `  ${where}: ${what}`);
  return lines.length > 0 && lines.length < 500 ? `${message}\n${lines.join('\n')}` : message;
}

// ---------------------------------------------------------------- through the running server

const REQUEST_TIMEOUT_MS = 60_000;

interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  token?: string;
}

async function callServer<E extends Endpoint>(
  baseUrl: string,
  endpoint: E,
  input: CallInput,
): Promise<z.output<E['answer']>> {
  const url = new URL(`/api${buildPath(endpoint.path, input.params)}`, baseUrl);
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {};
  if (input.token) headers.authorization = `Bearer ${input.token}`;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: endpoint.method,
    headers,
    ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return endpoint.answer.parse(await readAnswer(response)) as z.output<E['answer']>;
}

/** The JSON of a successful answer; a failure's message (and every line it names) as a refusal. */
async function readAnswer(response: Response): Promise<unknown> {
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload;
  const failure = ErrorAnswerSchema.safeParse(payload);
  throw new CliRefusal(
    failure.success
      ? refusalText(failure.data.message, failure.data.validation)
      : `The server answered HTTP ${response.status}.`,
  );
}

/** Signs in through POST /api/admin/login; its rate limits apply to the CLI as to anyone. */
export async function createServerBackend(
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<OperatorBackend> {
  let token: string;
  try {
    const answer = LoginAnswerSchema.parse(
      await callServer(baseUrl, accountsBackOfficeEndpoints.adminLogin, { body: credentials }),
    );
    token = answer.token;
  } catch (error) {
    if (error instanceof CliRefusal)
      throw new CliRefusal(`Operator login failed: ${error.message}`);
    throw error;
  }
  const call = <E extends Endpoint>(endpoint: E, input: Omit<CallInput, 'token'> = {}) =>
    callServer(baseUrl, endpoint, { ...input, token });
  return {
    kind: 'server',
    description: `the running server at ${baseUrl}`,
    listOrders: (query) =>
      call(ordersBackOfficeEndpoints.orders, {
        query: { status: query.status, limit: query.limit },
      }),
    advanceOrder: (orderId) =>
      call(ordersBackOfficeEndpoints.orderAdvance, { params: { orderID: orderId } }),
    setOrderState: (orderId, body) =>
      call(ordersBackOfficeEndpoints.orderState, { params: { orderID: orderId }, body }),
    setStock: (body) => call(productsBackOfficeEndpoints.stock, { body }),
    createCoupon: (body) => call(couponsBackOfficeEndpoints.couponCreate, { body }),
    approveSeller: (sellerId) =>
      call(sellersBackOfficeEndpoints.sellerApprove, { params: { sellerID: sellerId } }),
    createAdmin: (body) => call(accountsBackOfficeEndpoints.adminCreate, { body }),
    importCatalog: async (input) => {
      const form = new FormData();
      form.append('file', new Blob([input.csv], { type: 'text/csv' }), 'catalogue.csv');
      for (const [name, bytes] of input.files) form.append('pictures', new Blob([bytes]), name);
      const url = new URL(`/api${catalogIoBackOfficeEndpoints.catalogImport.path}`, baseUrl);
      if (input.dryRun) url.searchParams.set('dryRun', 'true');
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
        signal: AbortSignal.timeout(10 * REQUEST_TIMEOUT_MS),
      });
      return CatalogImportAnswerSchema.parse(await readAnswer(response));
    },
    exportCatalog: async () => {
      const response = await fetch(
        new URL(`/api${catalogIoBackOfficeEndpoints.catalogExport.path}`, baseUrl),
        {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(10 * REQUEST_TIMEOUT_MS),
        },
      );
      if (!response.ok) throw new CliRefusal(`The server answered HTTP ${response.status}.`);
      return response.text();
    },
    settle: () => call(sellerPayoutsBackOfficeEndpoints.settlementRun),
    close: async () => undefined,
  };
}

// ---------------------------------------------------------------- on the database directly

/** Runs a service call and turns its refusals (AppError) into the CLI's. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code !== 'INTERNAL') {
      throw new CliRefusal(refusalText(error.message, error.validation));
    }
    throw error;
  }
}

/**
 * The same calls on an open database. Bodies pass the contract schemas here exactly as the
 * server's routes pass them, so a coupon's dates and a code's letter case read the same.
 */
export function createDirectBackend(
  actions: OperatorActions,
  description: string,
  close: () => Promise<void>,
  settle: () => Promise<SettlementRunAnswer>,
): OperatorBackend {
  return {
    kind: 'direct',
    description,
    listOrders: (query) =>
      refusing(() => actions.listOrders(parseOrThrow(AdminOrdersQuerySchema, query))),
    advanceOrder: (orderId) => refusing(() => actions.advanceOrder(orderId)),
    setOrderState: (orderId, body) =>
      refusing(() => actions.setOrderState(orderId, parseOrThrow(AdminOrderStateBodySchema, body))),
    setStock: (body) => refusing(() => actions.setStock(parseOrThrow(AdminStockBodySchema, body))),
    createCoupon: (body) =>
      refusing(() => actions.createCoupon(parseOrThrow(AdminCouponBodySchema, body))),
    approveSeller: (sellerId) => refusing(() => actions.approveSeller(sellerId)),
    createAdmin: (body) =>
      refusing(() => actions.createAdmin(parseOrThrow(AdminCreateBodySchema, body))),
    importCatalog: (input) => refusing(() => actions.importCatalog(input)),
    exportCatalog: () => refusing(() => actions.exportCatalog()),
    settle: () => refusing(settle),
    close,
  };
}
