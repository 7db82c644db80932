import { describe, expect, it } from 'vitest';
import { AdminStockBodySchema } from './products.ts';

describe('the stock body', () => {
  it.each([
    [{ productID: 'p1', stock: 5 }, true],
    [{ productID: 'p1', colorID: 'c1', sizeID: 's1', stock: 0 }, true],
    [{ productID: 'p1', colorID: 'c1', stock: 5 }, false],
    [{ productID: 'p1', sizeID: 's1', stock: 5 }, false],
    [{ productID: 'p1', stock: -1 }, false],
    [{ productID: 'p1', stock: 2.5 }, false],
  ])('%j is accepted: %s', (body, accepted) => {
    expect(AdminStockBodySchema.safeParse(body).success).toBe(accepted);
  });
});
