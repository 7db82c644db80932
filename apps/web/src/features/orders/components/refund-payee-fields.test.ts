import { describe, expect, it } from 'vitest';
import { maskRefundPayee } from '@haat/contract';
import { checkPayee, EMPTY_PAYEE } from './refund-payee-fields';

describe('where a cash on delivery refund goes', () => {
  it('takes a UPI ID, and names what is wrong with one that is not', () => {
    expect(checkPayee({ ...EMPTY_PAYEE, upiID: ' ravi.k@okicici ' })).toEqual({
      payee: { method: 'upi', upiID: 'ravi.k@okicici' },
    });
    expect(checkPayee({ ...EMPTY_PAYEE, upiID: 'ravi kumar' })).toEqual({
      errors: { upiID: 'Enter a UPI ID such as name@okhdfcbank.' },
    });
  });

  it('takes a bank account typed twice alike, its IFSC in capitals', () => {
    const bank = {
      ...EMPTY_PAYEE,
      method: 'bank' as const,
      accountName: 'Ravi Kumar',
      accountNumber: '50100123456789',
      confirmAccountNumber: '50100123456789',
      ifsc: 'hdfc0001234',
    };
    const checked = checkPayee(bank);
    expect(checked).toEqual({
      payee: {
        method: 'bank',
        accountName: 'Ravi Kumar',
        accountNumber: '50100123456789',
        ifsc: 'HDFC0001234',
      },
    });
    if ('payee' in checked) {
      expect(maskRefundPayee(checked.payee)).toBe('Bank account ••••6789 · HDFC0001234');
    }
    expect(checkPayee({ ...bank, confirmAccountNumber: '50100123456780' })).toEqual({
      errors: { confirmAccountNumber: 'The two account numbers differ.' },
    });
    expect(checkPayee({ ...bank, ifsc: 'HDFC123', accountNumber: '12' })).toEqual({
      errors: {
        accountNumber: 'Enter the account number: 9 to 18 digits.',
        ifsc: 'Enter the 11-character IFSC, such as HDFC0001234.',
      },
    });
  });
});
