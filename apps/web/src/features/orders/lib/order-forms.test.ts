import { describe, expect, it } from 'vitest';
import { OrderCancelBodySchema, ReviewBodySchema } from '@haat/contract';
import { validateCancelReason, validateReviewRemark } from './order-forms';

const INPUTS = [
  '',
  '   ',
  'no',
  ' ab ',
  'abc',
  'Ordered the wrong size.',
  'x'.repeat(500),
  'x'.repeat(501),
  'x'.repeat(1000),
  'x'.repeat(1001),
];

describe('the text boxes agree with the contract the server checks', () => {
  it.each(INPUTS.map((input) => [input.length, input]))(
    'a cancel reason of %s characters',
    (_, reason) => {
      const server = OrderCancelBodySchema.safeParse({ orderID: 'OD1', remark: reason }).success;
      expect(validateCancelReason(reason) === null).toBe(server);
    },
  );

  it.each(INPUTS.map((input) => [input.length, input]))(
    'a review text of %s characters',
    (_, remark) => {
      const server = ReviewBodySchema.safeParse({
        productID: 'p_1',
        orderID: 'OD1',
        colorID: '0',
        sizeID: '0',
        rating: 5,
        remark,
      }).success;
      expect(validateReviewRemark(remark) === null).toBe(server);
    },
  );

  it('an empty reason asks for one', () => {
    expect(validateCancelReason('  ')).toBe('Please tell us why you are cancelling.');
    expect(validateReviewRemark('')).toBe('Please write a few words about the product.');
  });
});
