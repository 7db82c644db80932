import { describe, expect, it } from 'vitest';
import { PLAIN_LINE, THIRD_LINE, VARIANT_LINE } from '../test/order-fixtures';
import { toOrderLineView } from './order-lines';

describe('toOrderLineView', () => {
  it('reads a plain line with its weight, in paise', () => {
    expect(toOrderLineView(PLAIN_LINE)).toMatchObject({
      key: 'p_000022:0:0',
      colorID: '0',
      sizeID: '0',
      imageUrl: '/media/mouse.svg',
      variantParts: ['120 g'],
      pricePaise: 93_900,
      pieces: 2,
      totalPaise: 187_800,
      rating: null,
    });
  });

  it('reads a variant line with its colour and size', () => {
    expect(toOrderLineView(VARIANT_LINE)).toMatchObject({
      key: 'p_000101:c_rust:s_m',
      colorID: 'c_rust',
      sizeID: 's_m',
      imageUrl: '/media/kurta.svg',
      variantParts: ['Rust Orange', 'M'],
      pricePaise: 129_950,
      pieces: 1,
      totalPaise: 129_950,
    });
  });

  it('a product sold without a weight has no variant text', () => {
    expect(toOrderLineView(THIRD_LINE).variantParts).toEqual([]);
  });
});
