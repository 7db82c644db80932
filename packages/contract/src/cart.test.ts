import { describe, expect, it } from 'vitest';
import { CartAnswerSchema, CartMergeBodySchema, CartUpdateBodySchema } from './cart.ts';

const line = { productID: 'p1', colorID: 'red', sizeID: 'm', pieces: 2 };

describe('a cart change', () => {
  it('strips the price and display fields an old client sends with the line', () => {
    const sent = {
      ...line,
      name: 'Kurta',
      mrprice: 999,
      price: 1,
      color: 'Red',
      size: 'M',
      img: '/k.jpg',
      total: 2,
    };
    expect(CartUpdateBodySchema.parse(sent)).toEqual(line);
  });

  it("reads the old client's numeric 0 variant ids as '0'", () => {
    const parsed = CartUpdateBodySchema.parse({
      productID: 'p2',
      colorID: 0,
      sizeID: 0,
      pieces: 1,
    });
    expect(parsed).toEqual({ productID: 'p2', colorID: '0', sizeID: '0', pieces: 1 });
  });

  it('takes 0 pieces as a removal and refuses an 11th piece', () => {
    expect(CartUpdateBodySchema.safeParse({ ...line, pieces: 0 }).success).toBe(true);
    expect(CartUpdateBodySchema.safeParse({ ...line, pieces: 11 }).success).toBe(false);
    expect(CartUpdateBodySchema.safeParse({ ...line, pieces: 1.5 }).success).toBe(false);
  });
});

describe('the guest cart merge', () => {
  it('refuses a line of 0 pieces', () => {
    expect(CartMergeBodySchema.safeParse({ products: [{ ...line, pieces: 0 }] }).success).toBe(
      false,
    );
  });

  it('refuses more than 100 lines', () => {
    const products = Array.from({ length: 101 }, (_, index) => ({
      ...line,
      productID: `p${index}`,
    }));
    expect(CartMergeBodySchema.safeParse({ products }).success).toBe(false);
    expect(CartMergeBodySchema.safeParse({ products: products.slice(0, 100) }).success).toBe(true);
  });
});

describe('the cart answer', () => {
  const variant = {
    productID: 'p1',
    title: 'Cotton kurta',
    colorID: [
      {
        colorID: 'red',
        name: 'Red',
        img: [{ fileUrl: '/k.jpg' }],
        sizeID: { sizeID: 'm', name: 'M', pieces: 2, mrPrice: 999, price: 799, total: 1598 },
      },
    ],
  };
  const flat = {
    productID: 'p2',
    title: 'Darjeeling tea',
    pieces: 1,
    mrPrice: 450,
    salePrice: 399,
    weight: 250,
    weightUnit: 'g',
    images: [{ fileUrl: '/t.jpg' }],
    total: 399,
  };

  it('holds variant lines and flat lines side by side', () => {
    const answer = { status: 'success', data: { products: [variant, flat] } };
    expect(CartAnswerSchema.parse(answer)).toEqual(answer);
  });

  it('refuses a line in neither form', () => {
    const answer = {
      status: 'success',
      data: { products: [{ productID: 'p3', title: 'Half a line', pieces: 1 }] },
    };
    expect(CartAnswerSchema.safeParse(answer).success).toBe(false);
  });
});
