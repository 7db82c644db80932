import { useEffect, useReducer, useRef, useState } from 'react';
import type { CreateCustomerBody } from '@haat/contract';
import { messages as m } from '../../../messages/accounts';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/server-errors';
import { TOAST_MS } from '@haat/contract/constants';
import { useCreateCustomer } from '../api/create-customer';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { useSecondsUntil } from '../hooks/use-seconds-until';
import { useWhatsAppAvailable } from '../../../lib/whatsapp-choice';
import {
  OTP_RESEND_DELAY_MS,
  initialRegistration,
  needsOtp,
  registrationReducer,
  type RegistrationStep,
} from '../lib/registration-steps';
import { CUSTOMER_FIELDS, DetailsStep, type CustomerField } from './details-step';
import { OtpStep } from './otp-step';

/** Position of each docs/spec.md §4 step in the three-step indicator. */
const STEP_INDEX: Record<RegistrationStep, number> = { 0: 0, 2: 1, 3: 2 };

type FieldErrors = Partial<Record<CustomerField, string>>;

function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const field of CUSTOMER_FIELDS) {
    const message = error.validation[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/** docs/spec.md §8: a refused code reads 'Invalid OTP.'; a network failure, the server error. */
function otpFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    return m.errors.internalServerError;
  }
  // Too many tries or sends: the server's own words say when to try again.
  return error.status === 429 ? error.message : m.auth.invalidOtp;
}

interface RegisterPanelProps {
  /** Step 3 done → back to the login view (docs/spec.md §4), with the new e-mail filled in. */
  onRegistered: (email: string) => void;
  onLogin: () => void;
}

/** View 2 of the login modal: docs/spec.md §4 registration steps 0 form → 2 OTP → 3 done. */
export function RegisterPanel({ onRegistered, onLogin }: RegisterPanelProps) {
  const [state, dispatch] = useReducer(registrationReducer, initialRegistration);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [otpError, setOtpError] = useState<string | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState('');
  const sendOtpMutation = useSendOtp();
  const verifyMutation = useVerifyOtp();
  const createMutation = useCreateCustomer();
  const offersWhatsApp = useWhatsAppAvailable();
  const secondsUntilResend = useSecondsUntil(
    state.resendAtMs,
    state.resendAtMs - OTP_RESEND_DELAY_MS,
  );
  const doneHeadingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state.step === 3) doneHeadingRef.current?.focus();
  }, [state.step]);

  function createAccount(form: CreateCustomerBody) {
    createMutation.mutate(form, {
      onSuccess: () => {
        setRegisteredEmail(form.email);
        dispatch({ type: 'customerCreated' });
      },
      onError: (error) => {
        showToast(errorMessage(error, m.errors.internalServerError), {
          durationMs: TOAST_MS.login,
          tone: 'error',
        });
        setFieldErrors(fieldErrorsOf(error));
        dispatch({ type: 'creationFailed' });
      },
    });
  }

  function submitDetails(form: CreateCustomerBody) {
    setAlert(null);
    setFieldErrors({});
    if (!needsOtp(state, form.mobile)) {
      createAccount(form);
      return;
    }
    sendOtpMutation.mutate(
      { mobile: form.mobile },
      {
        onSuccess: () => {
          setOtpError(null);
          dispatch({ type: 'otpSent', form, nowMs: Date.now() });
        },
        onError: (error) => {
          const errors = fieldErrorsOf(error);
          if (Object.keys(errors).length > 0) setFieldErrors(errors);
          else setAlert(errorMessage(error, m.errors.internalServerError));
        },
      },
    );
  }

  function verify(otp: string) {
    const form = state.form;
    if (!form) return;
    setOtpError(null);
    verifyMutation.mutate(
      { mobile: form.mobile, otp },
      {
        onSuccess: () => {
          dispatch({ type: 'otpVerified' });
          createAccount(form);
        },
        onError: (error) => setOtpError(otpFailureMessage(error)),
      },
    );
  }

  function resend() {
    const form = state.form;
    if (!form) return;
    setOtpError(null);
    sendOtpMutation.mutate(
      { mobile: form.mobile },
      {
        onSuccess: () => {
          dispatch({ type: 'otpResent', nowMs: Date.now() });
          showToast(m.auth.otpResent, { durationMs: TOAST_MS.login, tone: 'success' });
        },
        onError: (error) => setOtpError(errorMessage(error, m.errors.internalServerError)),
      },
    );
  }

  const current = STEP_INDEX[state.step];

  return (
    <div className="auth-panel">
      <ol className="auth-steps">
        {m.auth.stepNames.map((name, index) => (
          <li
            key={name}
            className={index === current ? 'is-current' : index < current ? 'is-done' : undefined}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="auth-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="auth-step-name">
              <span className="visually-hidden">
                {m.auth.stepLabel(index + 1, m.auth.stepNames.length)}:{' '}
              </span>
              {name}
            </span>
          </li>
        ))}
      </ol>

      {state.step === 0 ? (
        <>
          <p className="muted">{m.auth.registerLead}</p>
          <DetailsStep
            initialForm={state.form}
            serverErrors={fieldErrors}
            alert={alert}
            isPending={sendOtpMutation.isPending || createMutation.isPending}
            isMobileVerified={(mobile) => !needsOtp(state, mobile)}
            offersWhatsApp={offersWhatsApp}
            onSubmit={submitDetails}
          />
          <p className="auth-switch">
            {m.auth.haveAccount}{' '}
            <button type="button" className="link-button" onClick={onLogin}>
              {m.auth.goToLogin}
            </button>
          </p>
        </>
      ) : null}

      {state.step === 2 && state.form ? (
        <OtpStep
          mobile={state.form.mobile}
          secondsUntilResend={secondsUntilResend}
          error={otpError}
          isVerifying={verifyMutation.isPending || createMutation.isPending}
          isResending={sendOtpMutation.isPending}
          onVerify={verify}
          onResend={resend}
          onEditDetails={() => dispatch({ type: 'editDetails' })}
        />
      ) : null}

      {state.step === 3 ? (
        <div className="auth-done">
          <h3 ref={doneHeadingRef} tabIndex={-1} className="auth-step-heading">
            {m.auth.registeredHeading}
          </h3>
          <p className="form-success" role="status">
            {m.auth.registered}
          </p>
          <button
            type="button"
            className="button button-primary auth-submit"
            onClick={() => onRegistered(registeredEmail)}
          >
            {m.auth.loginNow}
          </button>
        </div>
      ) : null}
    </div>
  );
}
