import { useEffect, useRef, useState, type FormEvent } from 'react';
import { sanitiseDigits } from '@haat/india';
import { messages as m } from '../../../messages/accounts';
import { FormField } from '../../../components/ui/form-field';
import { keepAccepted } from '../../../lib/input-filter';
import { OTP_LENGTH } from '@haat/contract/constants';

interface OtpStepProps {
  mobile: string;
  /** Seconds until Resend OTP is offered (docs/spec.md §4 resend after a countdown). */
  secondsUntilResend: number;
  error: string | null;
  isVerifying: boolean;
  isResending: boolean;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onEditDetails: () => void;
}

/** Step 2 of registration: the 6-digit code sent by SMS. docs/spec.md §5: an empty OTP sends nothing. */
export function OtpStep({
  mobile,
  secondsUntilResend,
  error,
  isVerifying,
  isResending,
  onVerify,
  onResend,
  onEditDetails,
}: OtpStepProps) {
  const [otp, setOtp] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isVerifying) return;
    if (otp.length !== OTP_LENGTH) {
      setLocalError(m.auth.otpRequired);
      inputRef.current?.focus();
      return;
    }
    setLocalError(null);
    onVerify(otp);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={m.auth.otpHeading}>
      <h3 className="auth-step-heading">{m.auth.otpHeading}</h3>
      <p className="muted">{m.auth.otpSent(mobile)}</p>
      <FormField label={m.auth.otpLabel} error={localError ?? error ?? undefined}>
        <input
          ref={inputRef}
          className="otp-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={otp}
          onChange={(event) => {
            setOtp(keepAccepted(event.currentTarget, (value) => sanitiseDigits(value, OTP_LENGTH)));
            setLocalError(null);
          }}
        />
      </FormField>
      <button type="submit" className="button button-primary auth-submit" disabled={isVerifying}>
        {isVerifying ? m.auth.verifyingOtp : m.auth.verifyOtp}
      </button>
      <div className="otp-actions">
        {secondsUntilResend > 0 ? (
          <p className="muted" aria-live="off">
            {m.auth.resendIn(secondsUntilResend)}
          </p>
        ) : (
          <button type="button" className="link-button" disabled={isResending} onClick={onResend}>
            {m.auth.resendOtp}
          </button>
        )}
        <button type="button" className="link-button" onClick={onEditDetails}>
          {m.auth.changeMobile}
        </button>
      </div>
    </form>
  );
}
