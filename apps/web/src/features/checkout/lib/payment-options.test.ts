import { describe, expect, it } from 'vitest';
import { deliveryEstimate, paymentAvailability, resolvePaymentType } from './payment-options';

const option = (deliveryDate: string) => ({ sellerID: 's', deliveryDate, deliveryDays: 3 });

describe('payment options (docs/spec.md §5: disabled without delivery data for the type)', () => {
  it.each([
    [[option('2026-11-27')], [option('2026-11-27')], { cod: true, prepaid: true }],
    [[], [option('2026-11-27')], { cod: false, prepaid: true }],
    [[option('2026-11-27')], [], { cod: true, prepaid: false }],
    [[], [], { cod: false, prepaid: false }],
  ])('C %j and P %j offer %j', (C, P, expected) => {
    expect(paymentAvailability({ deliveryData: { C, P } })).toEqual(expected);
  });

  it.each([
    ['prepaid', null, 'prepaid'],
    ['prepaid', { cod: true, prepaid: true }, 'prepaid'],
    ['prepaid', { cod: true, prepaid: false }, 'cod'],
    ['cod', { cod: false, prepaid: true }, 'prepaid'],
    ['cod', { cod: false, prepaid: false }, 'cod'],
  ] as const)('a choice of %s where %j is offered becomes %s', (chosen, available, expected) => {
    expect(resolvePaymentType(chosen, available)).toBe(expected);
  });

  it('estimates delivery by the slowest seller of the chosen type', () => {
    const summary = {
      deliveryData: {
        C: [option('2026-11-24'), option('2026-11-28')],
        P: [option('2026-11-27')],
      },
    };
    expect(deliveryEstimate(summary, 'cod')).toBe('Sat, 28 Nov');
    expect(deliveryEstimate(summary, 'prepaid')).toBe('Fri, 27 Nov');
    expect(deliveryEstimate({ deliveryData: { C: [], P: [] } }, 'cod')).toBeNull();
  });
});
