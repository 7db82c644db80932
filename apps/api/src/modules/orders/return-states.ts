// The rules of a return (docs/decisions/returns.md), pure: who may move it from which state to
// which, whether a delivered line may still be returned, and what its pieces bring back.
import { allocateProRata } from '../invoices/index.ts';
import type { ReturnState } from './returns.repository.ts';

export type ReturnRole = 'shopper' | 'seller' | 'operator' | 'courier' | 'system';

const BACK_OFFICE: readonly ReturnRole[] = ['seller', 'operator'];
/** A return's pickup booked with a courier is moved by its scans too (picked up, delivered back). */
const BACK_OFFICE_OR_COURIER: readonly ReturnRole[] = [...BACK_OFFICE, 'courier'];

/** Every move a return can make, and who may make it. Anything else is refused (409). */
export const RETURN_MOVES: Readonly<
  Record<ReturnState, Partial<Record<ReturnState, readonly ReturnRole[]>>>
> = {
  requested: { approved: BACK_OFFICE, rejected: BACK_OFFICE, cancelled: ['shopper'] },
  approved: { 'picked-up': BACK_OFFICE_OR_COURIER, cancelled: ['shopper'] },
  'picked-up': { received: BACK_OFFICE_OR_COURIER },
  received: { refunded: ['system'] },
  rejected: {},
  refunded: {},
  cancelled: {},
};

export function canMoveReturn(from: ReturnState, to: ReturnState, role: ReturnRole): boolean {
  return RETURN_MOVES[from][to]?.includes(role) ?? false;
}

/** Why a move is refused, in the words of whoever asked. */
export function refusedMoveMessage(from: ReturnState, to: ReturnState): string {
  const where: Record<ReturnState, string> = {
    requested: 'is waiting for the seller',
    approved: 'is approved and waiting for pickup',
    rejected: 'was rejected',
    'picked-up': 'has been picked up',
    received: 'has reached the seller',
    refunded: 'has been refunded',
    cancelled: 'was cancelled',
  };
  const wanted: Record<ReturnState, string> = {
    requested: 'asked for again',
    approved: 'approved',
    rejected: 'rejected',
    'picked-up': 'marked picked up',
    received: 'marked received',
    refunded: 'refunded',
    cancelled: 'cancelled',
  };
  return `This return ${where[from]}; it cannot be ${wanted[to]} now.`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LineReturnWindow {
  state: 'open' | 'closed' | 'not-returnable';
  /** Pieces the shopper may still ask to return. */
  pieces: number;
  /** The last moment a return may be asked for. */
  until: Date | null;
}

/** Whether a delivered line may be returned now; null while it is not delivered. */
export function lineReturnWindow(input: {
  deliveredAt: Date | null;
  returnable: boolean;
  pieces: number;
  piecesBeingReturned: number;
  windowDays: number;
  now: Date;
}): LineReturnWindow | null {
  if (!input.deliveredAt) return null;
  if (!input.returnable) return { state: 'not-returnable', pieces: 0, until: null };
  const until = new Date(input.deliveredAt.getTime() + input.windowDays * DAY_MS);
  const pieces = Math.max(0, input.pieces - input.piecesBeingReturned);
  return { state: input.now <= until ? 'open' : 'closed', pieces, until };
}

/**
 * What `pieces` of a line bring back: their share of the line's price after the line's share of
 * the coupon (as the invoice splits it). The shipping and the platform charge are kept.
 */
export function returnRefundPaise(input: {
  discountPaise: number;
  /** Every active line of the order, the returned one among them. */
  lines: readonly { id: string; lineTotalPaise: number }[];
  lineId: string;
  linePieces: number;
  pieces: number;
}): number {
  const index = input.lines.findIndex((line) => line.id === input.lineId);
  const line = input.lines[index];
  if (!line) throw new Error(`Line ${input.lineId} is not among the order's lines`);
  const discountShares = allocateProRata(
    input.discountPaise,
    input.lines.map((each) => each.lineTotalPaise),
  );
  const netPaise = line.lineTotalPaise - (discountShares[index] ?? 0);
  const [share] = allocateProRata(Math.max(0, netPaise), [
    input.pieces,
    input.linePieces - input.pieces,
  ]);
  return share ?? 0;
}
