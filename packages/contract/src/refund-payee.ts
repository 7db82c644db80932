// Where a refund of a cash on delivery order is paid (docs/decisions/returns.md "Refunds of cash
// on delivery"): the shopper's UPI ID, or a bank account (holder, number, IFSC). Kept encrypted
// by the server; every screen shows it masked, and only the operator paying it sees it whole.
import { z } from 'zod';

/** A UPI ID (virtual payment address): a handle, '@', the app's or bank's name. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** An Indian Financial System Code: 4 letters of the bank, a 0, 6 of the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const RefundPayeeSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('upi'),
      upiID: z.string().trim().regex(UPI_ID_PATTERN, 'Enter a UPI ID such as name@okhdfcbank.'),
    }),
    z.object({
      method: z.literal('bank'),
      accountName: z
        .string()
        .trim()
        .min(2, 'Enter the account holder’s name.')
        .max(100, 'Use at most 100 characters.'),
      accountNumber: z
        .string()
        .trim()
        .regex(/^\d{9,18}$/, 'Enter the account number: 9 to 18 digits.'),
      ifsc: z
        .string()
        .trim()
        .toUpperCase()
        .regex(IFSC_PATTERN, 'Enter the 11-character IFSC, such as HDFC0001234.'),
    }),
  ],
  'Choose UPI or a bank account.',
);
export type RefundPayee = z.infer<typeof RefundPayeeSchema>;
export type RefundPayeeInput = z.input<typeof RefundPayeeSchema>;

/** How every screen but the operator's payout shows it: enough to recognise, not to use. */
export function maskRefundPayee(payee: RefundPayee): string {
  if (payee.method === 'upi') {
    const [handle = '', bank = ''] = payee.upiID.split('@');
    return `UPI ${handle.slice(0, 2)}•••@${bank}`;
  }
  return `Bank account ••••${payee.accountNumber.slice(-4)} · ${payee.ifsc}`;
}
