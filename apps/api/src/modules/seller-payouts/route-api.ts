// Razorpay Route over HTTP (docs/decisions/route-payouts.md): linked accounts, their stakeholder
// and product configuration (the v2 onboarding calls), transfers from a payment and direct ones,
// holding and releasing a transfer's settlement, reversals, and the listing of transfers with
// their settlements. Built on the payments module's one Razorpay HTTP helper (its timeout, its
// errors that say whether trying again could help); field names are Razorpay's own.
import { z } from 'zod';
import {
  createRazorpayCall,
  type RazorpayApiOptions,
  type RazorpayCall,
} from '../payments/index.ts';

export type RouteBusinessType =
  | 'individual'
  | 'proprietorship'
  | 'partnership'
  | 'private_limited'
  | 'public_limited'
  | 'llp'
  | 'huf'
  | 'trust'
  | 'society';

export interface LinkedAccountInput {
  /** Ours (the seller's id), at most 20 characters: Razorpay keeps it as `reference_id`. */
  referenceId: string;
  email: string;
  phone: string;
  legalBusinessName: string;
  businessType: RouteBusinessType;
  contactName: string;
  address: { street1: string; city: string; state: string; postalCode: string };
  pan: string;
  gstin: string;
}

export interface StakeholderInput {
  name: string;
  email: string;
  pan: string;
}

export interface SettlementBankInput {
  accountNumber: string;
  ifscCode: string;
  beneficiaryName: string;
}

export type RouteTransferStatus =
  'created' | 'pending' | 'processed' | 'failed' | 'reversed' | 'partially_reversed';

export interface RouteTransfer {
  id: string;
  /** The payment it was made from (`pay_…`), or the account's balance for a direct one. */
  source: string;
  recipient: string;
  amountPaise: number;
  amountReversedPaise: number;
  status: RouteTransferStatus;
  settlementStatus: 'pending' | 'on_hold' | 'settled' | null;
  onHold: boolean;
  /** Unix seconds, or null: held until released. */
  onHoldUntil: number | null;
  recipientSettlementId: string | null;
  /** With `expand[]=recipient_settlement`: the settlement's UTR once paid out. */
  recipientSettlementUtr: string | null;
  notes: Record<string, string>;
  error: string | null;
}

export interface RouteReversal {
  id: string;
  transferId: string;
  amountPaise: number;
  notes: Record<string, string>;
}

export interface TransferRequest {
  account: string;
  amountPaise: number;
  notes: Record<string, string>;
  onHold: boolean;
  /** Unix seconds; null holds until released. */
  onHoldUntil: number | null;
}

/** What this server asks of Route; the Razorpay client and the sandbox's in-process one both answer it. */
export interface RouteApi {
  createAccount(input: LinkedAccountInput, idempotencyKey: string): Promise<{ id: string }>;
  createStakeholder(accountId: string, input: StakeholderInput): Promise<{ id: string }>;
  listStakeholders(accountId: string): Promise<Array<{ id: string }>>;
  requestProduct(accountId: string): Promise<{ id: string }>;
  updateProduct(
    accountId: string,
    productId: string,
    bank: SettlementBankInput,
  ): Promise<{ id: string; status: string }>;
  transferFromPayment(paymentId: string, request: TransferRequest): Promise<RouteTransfer>;
  transfersOfPayment(paymentId: string): Promise<RouteTransfer[]>;
  directTransfer(request: Omit<TransferRequest, 'onHold' | 'onHoldUntil'>): Promise<RouteTransfer>;
  setHold(transferId: string, onHold: boolean, onHoldUntil: number | null): Promise<RouteTransfer>;
  fetchTransfer(transferId: string): Promise<RouteTransfer>;
  reverse(
    transferId: string,
    amountPaise: number,
    notes: Record<string, string>,
  ): Promise<RouteReversal>;
  reversalsOf(transferId: string): Promise<RouteReversal[]>;
  /** One page of transfers, newest first, each with its settlement. */
  listTransfers(page: { count: number; skip: number }): Promise<RouteTransfer[]>;
}

const notesSchema = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .transform((notes): Record<string, string> =>
    Array.isArray(notes)
      ? {}
      : Object.fromEntries(Object.entries(notes).map(([key, value]) => [key, String(value)])),
  );

const idSchema = z.object({ id: z.string().min(1) });

const transferSchema = z.object({
  id: z.string().min(1),
  entity: z.literal('transfer'),
  source: z.string(),
  recipient: z.string(),
  amount: z.number().int().nonnegative(),
  amount_reversed: z.number().int().nonnegative().default(0),
  // Razorpay's entity names it `transfer_status`; older answers `status`.
  transfer_status: z
    .enum(['created', 'pending', 'processed', 'failed', 'reversed', 'partially_reversed'])
    .optional(),
  status: z
    .enum(['created', 'pending', 'processed', 'failed', 'reversed', 'partially_reversed'])
    .optional(),
  settlement_status: z.enum(['pending', 'on_hold', 'settled']).nullish(),
  on_hold: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean),
  on_hold_until: z.number().int().nullish(),
  recipient_settlement_id: z.string().nullish(),
  recipient_settlement: z
    .union([z.object({ id: z.string(), utr: z.string().nullish() }).passthrough(), z.string()])
    .nullish(),
  notes: notesSchema.default({}),
  error: z.object({ description: z.string().nullish() }).passthrough().nullish(),
});

const reversalSchema = z.object({
  id: z.string().min(1),
  entity: z.literal('reversal'),
  transfer_id: z.string(),
  amount: z.number().int().positive(),
  notes: notesSchema.default({}),
});

const collectionOf = <T extends z.ZodType>(item: T) =>
  z.object({ entity: z.literal('collection'), count: z.number().int(), items: z.array(item) });

const productSchema = z.object({
  id: z.string().min(1),
  activation_status: z.string().nullish(),
});

function toTransfer(answer: z.infer<typeof transferSchema>): RouteTransfer {
  const settlement = answer.recipient_settlement;
  return {
    id: answer.id,
    source: answer.source,
    recipient: answer.recipient,
    amountPaise: answer.amount,
    amountReversedPaise: answer.amount_reversed,
    status: answer.transfer_status ?? answer.status ?? 'created',
    settlementStatus: answer.settlement_status ?? null,
    onHold: answer.on_hold,
    onHoldUntil: answer.on_hold_until ?? null,
    recipientSettlementId:
      answer.recipient_settlement_id ??
      (typeof settlement === 'object' ? settlement?.id : null) ??
      null,
    recipientSettlementUtr: typeof settlement === 'object' ? (settlement?.utr ?? null) : null,
    notes: answer.notes,
    error: answer.error?.description ?? null,
  };
}

const toReversal = (answer: z.infer<typeof reversalSchema>): RouteReversal => ({
  id: answer.id,
  transferId: answer.transfer_id,
  amountPaise: answer.amount,
  notes: answer.notes,
});

export function createRazorpayRouteApi(options: RazorpayApiOptions): RouteApi {
  return createRouteApi(createRazorpayCall(options));
}

/** The Route calls over any way of reaching Razorpay: HTTP, or the sandbox's in-process simulation. */
export function createRouteApi(call: RazorpayCall): RouteApi {
  const seg = encodeURIComponent;
  const transferBody = (request: TransferRequest) => ({
    account: request.account,
    amount: request.amountPaise,
    currency: 'INR',
    notes: request.notes,
    on_hold: request.onHold,
    ...(request.onHold && request.onHoldUntil !== null
      ? { on_hold_until: request.onHoldUntil }
      : {}),
  });
  return {
    async createAccount(input, idempotencyKey) {
      return call('linked account', idSchema, '/v2/accounts', {
        method: 'POST',
        headers: { 'idempotency-key': idempotencyKey },
        body: {
          email: input.email,
          phone: input.phone,
          type: 'route',
          reference_id: input.referenceId,
          legal_business_name: input.legalBusinessName,
          business_type: input.businessType,
          contact_name: input.contactName,
          profile: {
            category: 'ecommerce',
            subcategory: 'ecommerce_marketplace',
            addresses: {
              registered: {
                street1: input.address.street1,
                street2: input.address.city,
                city: input.address.city,
                state: input.address.state.toUpperCase(),
                postal_code: input.address.postalCode,
                country: 'IN',
              },
            },
          },
          legal_info: { pan: input.pan, gst: input.gstin },
        },
      });
    },
    async createStakeholder(accountId, input) {
      return call('stakeholder', idSchema, `/v2/accounts/${seg(accountId)}/stakeholders`, {
        method: 'POST',
        body: { name: input.name, email: input.email, kyc: { pan: input.pan } },
      });
    },
    async listStakeholders(accountId) {
      const answer = await call(
        'stakeholders',
        collectionOf(idSchema),
        `/v2/accounts/${seg(accountId)}/stakeholders`,
        { method: 'GET' },
      );
      return answer.items;
    },
    async requestProduct(accountId) {
      return call('route product', productSchema, `/v2/accounts/${seg(accountId)}/products`, {
        method: 'POST',
        body: { product_name: 'route', tnc_accepted: true },
      });
    },
    async updateProduct(accountId, productId, bank) {
      const answer = await call(
        'route product settlements',
        productSchema,
        `/v2/accounts/${seg(accountId)}/products/${seg(productId)}`,
        {
          method: 'PATCH',
          body: {
            settlements: {
              account_number: bank.accountNumber,
              ifsc_code: bank.ifscCode,
              beneficiary_name: bank.beneficiaryName,
            },
            tnc_accepted: true,
          },
        },
      );
      return { id: answer.id, status: answer.activation_status ?? 'requested' };
    },
    async transferFromPayment(paymentId, request) {
      const answer = await call(
        `transfer from payment ${paymentId}`,
        collectionOf(transferSchema),
        `/v1/payments/${seg(paymentId)}/transfers`,
        { method: 'POST', body: { transfers: [transferBody(request)] } },
      );
      const made = answer.items[0];
      if (!made) throw new Error(`Razorpay made no transfer from payment ${paymentId}`);
      return toTransfer(made);
    },
    async transfersOfPayment(paymentId) {
      const answer = await call(
        `transfers of payment ${paymentId}`,
        collectionOf(transferSchema),
        `/v1/payments/${seg(paymentId)}/transfers`,
        { method: 'GET' },
      );
      return answer.items.map(toTransfer);
    },
    async directTransfer(request) {
      const answer = await call('direct transfer', transferSchema, '/v1/transfers', {
        method: 'POST',
        body: {
          account: request.account,
          amount: request.amountPaise,
          currency: 'INR',
          notes: request.notes,
        },
      });
      return toTransfer(answer);
    },
    async setHold(transferId, onHold, onHoldUntil) {
      const answer = await call(
        `hold of transfer ${transferId}`,
        transferSchema,
        `/v1/transfers/${seg(transferId)}`,
        {
          method: 'PATCH',
          body: {
            on_hold: onHold,
            ...(onHold && onHoldUntil !== null ? { on_hold_until: onHoldUntil } : {}),
          },
        },
      );
      return toTransfer(answer);
    },
    async fetchTransfer(transferId) {
      const answer = await call(
        `transfer ${transferId}`,
        transferSchema,
        `/v1/transfers/${seg(transferId)}`,
        { method: 'GET' },
      );
      return toTransfer(answer);
    },
    async reverse(transferId, amountPaise, notes) {
      const answer = await call(
        `reversal of transfer ${transferId}`,
        reversalSchema,
        `/v1/transfers/${seg(transferId)}/reversals`,
        { method: 'POST', body: { amount: amountPaise, notes } },
      );
      return toReversal(answer);
    },
    async reversalsOf(transferId) {
      const answer = await call(
        `reversals of transfer ${transferId}`,
        collectionOf(reversalSchema),
        `/v1/transfers/${seg(transferId)}/reversals`,
        { method: 'GET' },
      );
      return answer.items.map(toReversal);
    },
    async listTransfers({ count, skip }) {
      const answer = await call(
        'transfers',
        collectionOf(transferSchema),
        `/v1/transfers?expand[]=recipient_settlement&count=${count}&skip=${skip}`,
        { method: 'GET' },
      );
      return answer.items.map(toTransfer);
    },
  };
}
