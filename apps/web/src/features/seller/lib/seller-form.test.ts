import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { SELLER_FILTERS, readSellerAnswer, readSellerError } from './seller-form';

describe('seller input filters (docs/spec.md §5 table)', () => {
  it.each([
    ['firstName', 'Ravi 2 Kumar!', 'Ravi  Kumar'],
    ['firstName', 'a'.repeat(45), 'a'.repeat(40)],
    ['email', `${'x'.repeat(75)}@a.in`, 'x'.repeat(70)],
    ['mobile', '9876-543-2109', '9876543210'],
    ['mobile', '4876543210', ''],
    ['shopName', 'Ravi’s Crafts & Co. 2', 'Ravis Crafts  Co 2'],
    ['description', 'd'.repeat(260), 'd'.repeat(250)],
    ['gstNo', '08abcde-1234f1z5xx', '08ABCDE1234F1Z5'],
    ['address', '12/4, MI Road - Jaipur; #1', '12/4, MI Road - Jaipur 1'],
    ['pinCode', '302 001 7', '302001'],
    ['password', 'p'.repeat(65), 'p'.repeat(60)],
  ] as const)('%s: %s → %s', (field, typed, kept) => {
    expect(SELLER_FILTERS[field](typed)).toBe(kept);
  });
});

describe('reading the seller registration answer (docs/spec.md §4)', () => {
  it('status 1 is a registration', () => {
    const seller = {
      sellerID: 's_1',
      firstName: 'Ravi',
      lastName: 'Kumar',
      shopName: 'Ravi Crafts',
    };
    expect(readSellerAnswer({ status: 1, data: seller })).toEqual({ kind: 'registered', seller });
  });

  it('status 2 in a 400 puts each message under its field', () => {
    const error = new ApiError(400, 'Something went wrong.', {
      validation: {
        gstNo: 'Enter a valid GSTIN.',
        pinCode: 'This pin code is in Gujarat; the GSTIN is from Rajasthan.',
      },
    });
    expect(readSellerError(error)).toEqual({
      kind: 'invalid',
      fields: {
        gstNo: 'Enter a valid GSTIN.',
        pinCode: 'This pin code is in Gujarat; the GSTIN is from Rajasthan.',
      },
    });
  });

  it('status 2 in a 200 reads the same way', () => {
    expect(
      readSellerAnswer({ status: 2, validation: { shopName: 'This shop name is taken.' } }),
    ).toEqual({ kind: 'invalid', fields: { shopName: 'This shop name is taken.' } });
  });

  it('a validation map naming no field of the form becomes a warning', () => {
    const error = new ApiError(400, 'Please check the form: bad body', {
      validation: { request: 'bad body' },
    });
    expect(readSellerError(error)).toEqual({
      kind: 'warning',
      message: 'Please check the form: bad body',
    });
  });

  it('any other status is a warning with the server message', () => {
    expect(readSellerAnswer({ status: 0, message: 'A shop with this GSTIN exists.' })).toEqual({
      kind: 'warning',
      message: 'A shop with this GSTIN exists.',
    });
    expect(readSellerError(new ApiError(409, 'A shop with this GSTIN exists.'))).toEqual({
      kind: 'warning',
      message: 'A shop with this GSTIN exists.',
    });
  });

  it('a network failure or a server crash is Oops!', () => {
    expect(readSellerError(new ApiError(0, 'Internal Server Error.'))).toEqual({ kind: 'oops' });
    expect(readSellerError(new ApiError(500, 'Internal Server Error.'))).toEqual({ kind: 'oops' });
    expect(readSellerError(new TypeError('boom'))).toEqual({ kind: 'oops' });
  });
});
