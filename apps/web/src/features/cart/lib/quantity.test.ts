import { describe, expect, it } from 'vitest';
import {
  canIncrement,
  piecesAfterAdding,
  piecesAfterDecrement,
  piecesAfterIncrement,
} from './quantity';

describe('quantity bounds (docs/spec.md §5: 1 to 10 per item)', () => {
  it.each([
    [1, 0],
    [2, 1],
    [10, 9],
  ])('minus from %i leaves %i (0 removes the line)', (pieces, after) => {
    expect(piecesAfterDecrement(pieces)).toBe(after);
  });

  it.each([
    [1, 2],
    [9, 10],
    [10, 10],
  ])('plus from %i leaves %i, stopping at 10', (pieces, after) => {
    expect(piecesAfterIncrement(pieces)).toBe(after);
  });

  it('an 11th piece is refused', () => {
    expect(canIncrement(9)).toBe(true);
    expect(canIncrement(10)).toBe(false);
  });

  it.each([
    [0, 3, 3],
    [4, 3, 7],
    [8, 5, 10],
    [10, 1, 10],
  ])('adding to %i pieces %i more holds %i', (current, added, after) => {
    expect(piecesAfterAdding(current, added)).toBe(after);
  });
});
