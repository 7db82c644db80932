// The entities of the simulated Route (route-simulation.ts) as Razorpay's answers carry them:
// transfers, reversals, collections and its error body, and the simulation's own records.
import { randomBytes } from 'node:crypto';

export interface SimulatedPayment {
  amountPaise: number;
  captured: boolean;
  /** A refund of it was asked for: Route takes no transfer from it from then on. */
  refundStarted: boolean;
}

export interface SimulatedTransfer {
  id: string;
  source: string;
  recipient: string;
  amount: number;
  amountReversed: number;
  status: 'created' | 'pending' | 'processed' | 'failed' | 'reversed' | 'partially_reversed';
  settlementStatus: 'pending' | 'on_hold' | 'settled' | null;
  onHold: boolean;
  onHoldUntil: number | null;
  settlement: { id: string; utr: string } | null;
  notes: Record<string, string>;
  error: string | null;
  createdAt: number;
}

export interface SimulatedReversal {
  id: string;
  transferId: string;
  amount: number;
  notes: Record<string, string>;
  createdAt: number;
}

export interface SimulatedAccount {
  id: string;
  referenceId: string;
  email: string;
  idempotencyKey: string | null;
  stakeholders: string[];
  products: Map<string, { settlements: Record<string, unknown> | null }>;
}

export interface SimulatedAnswer {
  status: number;
  json: object;
}

/** A webhook the simulation would send: the event name and its `payload`. */
export interface SimulatedEvent {
  event: 'transfer.processed' | 'transfer.failed' | 'settlement.processed';
  payload: object;
}

export function routeError(description: string, field?: string): object {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'NA',
      reason: 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  };
}

export const bad = (description: string, field?: string): SimulatedAnswer => ({
  status: 400,
  json: routeError(description, field),
});
export const newEntityId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

export function transferEntity(transfer: SimulatedTransfer, expandSettlement = false): object {
  return {
    id: transfer.id,
    entity: 'transfer',
    transfer_status: transfer.status,
    settlement_status: transfer.settlementStatus,
    source: transfer.source,
    recipient: transfer.recipient,
    amount: transfer.amount,
    currency: 'INR',
    amount_reversed: transfer.amountReversed,
    notes: transfer.notes,
    error: transfer.error ? { description: transfer.error, code: 'BAD_REQUEST_ERROR' } : null,
    fees: 0,
    tax: 0,
    on_hold: transfer.onHold,
    on_hold_until: transfer.onHoldUntil,
    recipient_settlement_id: transfer.settlement?.id ?? null,
    ...(expandSettlement
      ? {
          recipient_settlement: transfer.settlement
            ? { id: transfer.settlement.id, entity: 'settlement', utr: transfer.settlement.utr }
            : null,
        }
      : {}),
    created_at: transfer.createdAt,
    processed_at: transfer.status === 'processed' ? transfer.createdAt : null,
  };
}

export const reversalEntity = (reversal: SimulatedReversal) => ({
  id: reversal.id,
  entity: 'reversal',
  transfer_id: reversal.transferId,
  amount: reversal.amount,
  fee: 0,
  tax: 0,
  currency: 'INR',
  notes: reversal.notes,
  initiator_id: 'HaatSimulation',
  customer_refund_id: null,
  created_at: reversal.createdAt,
});

export const collection = (items: object[]) => ({
  entity: 'collection',
  count: items.length,
  items,
});

export function parseBody(body: string): Record<string, unknown> | undefined {
  if (!body) return {};
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export const notesOf = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]))
    : {};
