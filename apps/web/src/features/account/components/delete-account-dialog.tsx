import { useId, useRef, useState } from 'react';
import { OTP_LENGTH } from '@haat/contract/constants';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/server-errors';
import { messages as m } from '../../../messages/accounts';
import { deleteAccount, sendDeletionOtp } from '../api/your-data';

/**
 * Deleting the account: an OTP to the account's mobile first, then the code. "Keep my account"
 * (the safe choice) has the focus; a refusal (an order still open, a wrong code) is shown here.
 */
export function DeleteAccountDialog({
  onClose,
  onDeleted,
}: {
  onClose: () => void;
  onDeleted: () => void;
}) {
  const t = m.yourData;
  const [step, setStep] = useState<'ask' | 'code'>('ask');
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  const otpId = useId();

  async function run(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setAlert(null);
    try {
      await action();
    } catch (error) {
      setAlert(errorMessage(error, m.errors.internalServerError));
    } finally {
      setBusy(false);
    }
  }

  const send = () =>
    run(async () => {
      const answer = await sendDeletionOtp();
      setNotice(answer.message || t.codeSent);
      setStep('code');
    });

  const confirm = () =>
    run(async () => {
      await deleteAccount(otp);
      onDeleted();
    });

  return (
    <Dialog
      role="alertdialog"
      size="small"
      title={t.deleteTitle}
      closeLabel={m.account.closeDialog}
      onClose={onClose}
      initialFocusRef={keepRef}
      describedBy={bodyId}
      footer={
        <>
          <button ref={keepRef} type="button" className="button button-secondary" onClick={onClose}>
            {t.keepAccount}
          </button>
          {step === 'ask' ? (
            <button
              type="button"
              className="button button-danger"
              onClick={() => void send()}
              disabled={busy}
            >
              {busy ? t.sendingCode : t.sendCode}
            </button>
          ) : (
            <button
              type="submit"
              form={`${otpId}-form`}
              className="button button-danger"
              disabled={busy}
            >
              {busy ? t.deleting : t.confirmDelete}
            </button>
          )}
        </>
      }
    >
      <p id={bodyId}>{t.deleteBody}</p>
      {step === 'code' ? (
        <form
          id={`${otpId}-form`}
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          {notice ? <p role="status">{notice}</p> : null}
          <FormField label={t.otpLabel}>
            <input
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              value={otp}
              onChange={(event) => setOtp(event.currentTarget.value.replace(/\D/g, ''))}
            />
          </FormField>
        </form>
      ) : null}
      {alert ? (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      ) : null}
    </Dialog>
  );
}
