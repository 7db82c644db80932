// docs/spec.md §5 "Quantity" and §4 "Decrementing at 1 removes the line (quantity 0)".
import { QUANTITY_MAX } from '@haat/contract/constants';

/** The pieces a line holds after its minus button: one less, and 0 (removal) from 1. */
export function piecesAfterDecrement(pieces: number): number {
  return Math.max(0, Math.min(pieces, QUANTITY_MAX) - 1);
}

/** The pieces after its plus button: one more, stopping at 10. */
export function piecesAfterIncrement(pieces: number): number {
  return Math.min(QUANTITY_MAX, pieces + 1);
}

export function canIncrement(pieces: number): boolean {
  return pieces < QUANTITY_MAX;
}

/** 1–10 new pieces on top of what the line holds, held at 10 (docs/spec.md §4 adding a line). */
export function piecesAfterAdding(current: number, added: number): number {
  return Math.min(QUANTITY_MAX, Math.max(0, current) + Math.max(0, added));
}
