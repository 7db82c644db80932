import { describe, expect, it } from 'vitest';
import { makeDeliveredOrder, makeOrder } from '../test/order-fixtures';
import { canDownloadInvoice, canRequestCancel, canReviewLine, statusToneOf } from './order-display';

describe('statusToneOf (docs/spec.md §4 order display)', () => {
  it.each([
    // The earlier list compared against the misspelt 'cencel'; a real cancel value is red now.
    ['Cancel', 'Cancelled', 'cancelled'],
    ['cancel', 'Placed', 'cancelled'],
    ['CANCEL', 'Packed', 'cancelled'],
    ['Active', 'Cancelled', 'cancelled'],
    ['Complete', 'Delivered', 'delivered'],
    ['Complete', 'delivered', 'delivered'],
    ['Complete', 'DELIVERED', 'delivered'],
    ['Active', 'Placed', 'neutral'],
    ['Active', 'Shipped', 'neutral'],
    ['Active', 'Out for delivery', 'neutral'],
    ['Payment pending', 'Placed', 'neutral'],
    ['cencel', 'Placed', 'neutral'],
  ] as const)('statusName %s with shippingStatus %s is %s', (statusName, shippingStatus, tone) => {
    expect(statusToneOf({ statusName, shippingStatus })).toBe(tone);
  });
});

describe('what order details offers', () => {
  const free = { afterShipping: false, fee: 0, refund: 0 };
  const withFee = { afterShipping: true, fee: 99, refund: 900 };
  it.each([
    ['Placed', 'Active', free, true],
    ['Packed', 'Active', free, true],
    ['Placed', 'Payment pending', free, true],
    ['Shipped', 'Active', withFee, true],
    ['Out for delivery', 'Active', withFee, true],
    ['Delivered', 'Complete', null, false],
    ['Cancelled', 'Cancel', null, false],
    ['Cancelled', 'Cancel', free, false],
  ] as const)(
    'Cancel Request for a %s order (%s), the server quoting %o: %s',
    (shippingStatus, statusName, cancellation, offered) => {
      expect(canRequestCancel(makeOrder({ shippingStatus, statusName, cancellation }))).toBe(
        offered,
      );
    },
  );

  it('a review is offered only for an unrated line of a delivered order', () => {
    expect(canReviewLine(makeDeliveredOrder(), { rating: null })).toBe(true);
    expect(canReviewLine(makeDeliveredOrder(), { rating: 4 })).toBe(false);
    expect(canReviewLine(makeOrder({ shippingStatus: 'Out for delivery' }), { rating: null })).toBe(
      false,
    );
  });

  it.each([
    ['/api/customer/invoice/OD1', 1, true],
    ['/api/customer/invoice/OD1', 4, true],
    ['/api/customer/invoice/OD1', -1, false],
    [null, 4, false],
    ['', 1, false],
  ] as const)('the invoice %s on status %s is offered: %s', (invoiceFile, status, offered) => {
    expect(canDownloadInvoice({ invoiceFile, status })).toBe(offered);
  });
});
