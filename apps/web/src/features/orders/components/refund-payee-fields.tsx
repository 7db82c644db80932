import { RefundPayeeSchema, type RefundPayee } from '@haat/contract';
import { FormField } from '../../../components/ui/form-field';
import { messages as m } from '../../../messages/orders';

export interface PayeeDraft {
  method: 'upi' | 'bank';
  upiID: string;
  accountName: string;
  accountNumber: string;
  confirmAccountNumber: string;
  ifsc: string;
}

export const EMPTY_PAYEE: PayeeDraft = {
  method: 'upi',
  upiID: '',
  accountName: '',
  accountNumber: '',
  confirmAccountNumber: '',
  ifsc: '',
};

export type PayeeErrors = Partial<Record<keyof PayeeDraft, string>>;

/**
 * The draft checked with the contract's own rules (the server checks the same): the payee, or
 * each field's message. The account number is typed twice, as banks ask.
 */
export function checkPayee(draft: PayeeDraft): { payee: RefundPayee } | { errors: PayeeErrors } {
  const parsed = RefundPayeeSchema.safeParse(
    draft.method === 'upi'
      ? { method: 'upi', upiID: draft.upiID }
      : {
          method: 'bank',
          accountName: draft.accountName,
          accountNumber: draft.accountNumber,
          ifsc: draft.ifsc,
        },
  );
  const errors: PayeeErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof PayeeDraft | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (
    draft.method === 'bank' &&
    !errors.accountNumber &&
    draft.accountNumber.trim() !== draft.confirmAccountNumber.trim()
  ) {
    errors.confirmAccountNumber = m.returns.accountNumbersDiffer;
  }
  if (parsed.success && Object.keys(errors).length === 0) return { payee: parsed.data };
  return { errors };
}

/** UPI or a bank account, for the refund of an order paid in cash. */
export function RefundPayeeFields({
  draft,
  errors,
  onChange,
}: {
  draft: PayeeDraft;
  errors: PayeeErrors;
  onChange: (draft: PayeeDraft) => void;
}) {
  const set = (field: keyof PayeeDraft) => (event: { target: { value: string } }) =>
    onChange({ ...draft, [field]: event.target.value });
  return (
    <fieldset className="refund-payee">
      <legend>{m.returns.payeeHeading}</legend>
      <p className="form-hint">{m.returns.payeeHint}</p>
      <div className="radio-row">
        {(['upi', 'bank'] as const).map((method) => (
          <label key={method} className="radio-option">
            <input
              type="radio"
              name="refund-method"
              value={method}
              checked={draft.method === method}
              onChange={() => onChange({ ...draft, method })}
            />
            <span>{method === 'upi' ? m.returns.payeeUpi : m.returns.payeeBank}</span>
          </label>
        ))}
      </div>
      {draft.method === 'upi' ? (
        <FormField label={m.returns.upiID} hint={m.returns.upiHint} error={errors.upiID}>
          <input
            value={draft.upiID}
            onChange={set('upiID')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="email"
          />
        </FormField>
      ) : (
        <>
          <FormField label={m.returns.accountName} error={errors.accountName}>
            <input value={draft.accountName} onChange={set('accountName')} autoComplete="name" />
          </FormField>
          <FormField label={m.returns.accountNumber} error={errors.accountNumber}>
            <input
              value={draft.accountNumber}
              onChange={set('accountNumber')}
              inputMode="numeric"
              autoComplete="off"
            />
          </FormField>
          <FormField label={m.returns.confirmAccountNumber} error={errors.confirmAccountNumber}>
            <input
              value={draft.confirmAccountNumber}
              onChange={set('confirmAccountNumber')}
              inputMode="numeric"
              autoComplete="off"
            />
          </FormField>
          <FormField label={m.returns.ifsc} hint={m.returns.ifscHint} error={errors.ifsc}>
            <input
              value={draft.ifsc}
              onChange={set('ifsc')}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
            />
          </FormField>
        </>
      )}
    </fieldset>
  );
}
