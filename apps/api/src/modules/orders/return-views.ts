// Returns as every screen reads them (contract ReturnSchema): the line's title and variant, the
// photos, the refund, and the timeline with who made each step; and whether each delivered line
// of an order may still be returned.
import type { LineReturn, Return, ReturnReason, ReturnStep } from '@haat/contract';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@haat/contract/constants';
import type { Executor } from '../../db/client.ts';
import { toWireRupees } from '../../lib/money.ts';
import { textIn } from '../catalog/index.ts';
import { selectCreditedReturnIds } from '../invoices/index.ts';
import type { OrderLineRow } from './orders.repository.ts';
import { selectLines } from './orders.repository.ts';
import { selectReturnPickups } from './parcel-tracking.ts';
import { lineReturnWindow } from './return-states.ts';
import {
  selectEventsOfReturns,
  selectPhotosOfReturns,
  selectUnreturnableProducts,
  type ReturnRow,
} from './returns.repository.ts';

const byOf = (actor: string): ReturnStep['by'] => {
  if (actor.startsWith('customer:')) return 'shopper';
  if (actor.startsWith('seller:')) return 'seller';
  if (actor.startsWith('courier:')) return 'courier';
  if (actor === 'system') return 'system';
  return 'operator';
};

const variantOf = (
  line: Pick<OrderLineRow, 'colorName' | 'colorNameHi' | 'sizeName'>,
  language: LanguageCode,
) =>
  [line.colorName && textIn(language, line.colorName, line.colorNameHi), line.sizeName]
    .filter(Boolean)
    .join(', ') || null;

/**
 * The returns in wire form, in the order given; `known` may already hold their lines. The line's
 * title and colour are in `language` (the back office's: English).
 */
export async function toWireReturns(
  db: Executor,
  rows: readonly ReturnRow[],
  {
    known = [],
    language = DEFAULT_LANGUAGE,
  }: { known?: readonly OrderLineRow[]; language?: LanguageCode } = {},
): Promise<Return[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const missing = [...new Set(rows.map((row) => row.orderId))].filter(
    (orderId) => !known.some((line) => line.orderId === orderId),
  );
  const [events, photos, credited, more, pickups] = await Promise.all([
    selectEventsOfReturns(db, ids),
    selectPhotosOfReturns(db, ids),
    selectCreditedReturnIds(db, ids),
    selectLines(db, missing, { withCancelled: true }),
    selectReturnPickups(db, rows),
  ]);
  const lineById = new Map([...known, ...more].map((line) => [line.id, line]));
  return rows.map((row) => {
    const line = lineById.get(row.lineId);
    const pickup = pickups.get(row.id);
    return {
      returnID: row.id,
      orderID: row.orderId,
      lineID: row.lineId,
      productID: line?.productId ?? '',
      title: line ? textIn(language, line.title, line.titleHi) : '',
      variant: line ? variantOf(line, language) : null,
      pieces: row.pieces,
      reason: row.reason as ReturnReason,
      details: row.details,
      photos: photos.filter((photo) => photo.returnId === row.id).map((photo) => photo.url),
      status: row.status,
      refund: toWireRupees(row.refundPaise),
      decisionNote: row.decisionNote,
      refundTo: row.payeeMasked,
      hasCreditNote: credited.has(row.id),
      createdAt: row.createdAt.toISOString(),
      timeline: events
        .filter((event) => event.returnId === row.id)
        .map((event) => ({
          state: event.state,
          at: event.at.toISOString(),
          by: byOf(event.actor),
          note: event.note,
        })),
      pickup: pickup?.pickup ?? null,
      pickupByHand: pickup?.byHand ?? null,
      courierPart: pickup?.courierPart ?? false,
    };
  });
}

/**
 * Each delivered line's return window (the order's answer to its shopper): open with the pieces
 * left, closed, or not returnable; a line not delivered (or cancelled) has none.
 */
export async function lineReturnsOf(
  db: Executor,
  input: {
    lines: readonly OrderLineRow[];
    returns: readonly ReturnRow[];
    deliveredAtOf: (line: OrderLineRow) => Date | null;
    windowDays: number;
    now: Date;
  },
): Promise<Map<string, LineReturn>> {
  const delivered = input.lines.filter((line) => !line.cancelledAt && input.deliveredAtOf(line));
  const unreturnable = await selectUnreturnableProducts(db, [
    ...new Set(delivered.map((line) => line.productId)),
  ]);
  const windows = new Map<string, LineReturn>();
  for (const line of delivered) {
    const window = lineReturnWindow({
      deliveredAt: input.deliveredAtOf(line),
      returnable: !unreturnable.has(line.productId),
      pieces: line.pieces,
      piecesBeingReturned: input.returns
        .filter(
          (row) =>
            row.lineId === line.id && row.status !== 'rejected' && row.status !== 'cancelled',
        )
        .reduce((sum, row) => sum + row.pieces, 0),
      windowDays: input.windowDays,
      now: input.now,
    });
    if (window) {
      windows.set(line.id, {
        state: window.state,
        pieces: window.pieces,
        until: window.until?.toISOString() ?? null,
      });
    }
  }
  return windows;
}
