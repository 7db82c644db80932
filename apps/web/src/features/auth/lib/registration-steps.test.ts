import { describe, expect, it } from 'vitest';
import type { CreateCustomerBody } from '@haat/contract';
import {
  OTP_RESEND_DELAY_MS,
  initialRegistration,
  needsOtp,
  registrationReducer,
  secondsUntilResend,
  type RegistrationEvent,
  type RegistrationState,
} from './registration-steps';

const FORM: CreateCustomerBody = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.in',
  mobile: '9876543210',
  password: 'mango-season-2025',
  cpassword: 'mango-season-2025',
};

function run(...events: RegistrationEvent[]): RegistrationState {
  return events.reduce(registrationReducer, initialRegistration);
}

describe('registration steps (docs/spec.md §4: 0 form → 2 OTP → 3 done)', () => {
  it('starts on the form', () => {
    expect(initialRegistration.step).toBe(0);
  });

  it('moves to the OTP step once the OTP is sent, holding the form', () => {
    const state = run({ type: 'otpSent', form: FORM, nowMs: 1_000 });
    expect(state.step).toBe(2);
    expect(state.form).toEqual(FORM);
  });

  it('offers Resend OTP only after the 30-second countdown', () => {
    const state = run({ type: 'otpSent', form: FORM, nowMs: 1_000 });
    expect(secondsUntilResend(state, 1_000)).toBe(30);
    expect(secondsUntilResend(state, 1_000 + 29_001)).toBe(1);
    expect(secondsUntilResend(state, 1_000 + OTP_RESEND_DELAY_MS)).toBe(0);
  });

  it('restarts the countdown when the OTP is sent again', () => {
    const state = run(
      { type: 'otpSent', form: FORM, nowMs: 1_000 },
      { type: 'otpResent', nowMs: 40_000 },
    );
    expect(secondsUntilResend(state, 40_000)).toBe(30);
  });

  it('ends on done once the customer is created, forgetting the form', () => {
    const state = run(
      { type: 'otpSent', form: FORM, nowMs: 0 },
      { type: 'otpVerified' },
      { type: 'customerCreated' },
    );
    expect(state.step).toBe(3);
    expect(state.form).toBeNull();
  });

  it('goes back to the form when creation fails, and the verified mobile needs no new OTP', () => {
    const state = run(
      { type: 'otpSent', form: FORM, nowMs: 0 },
      { type: 'otpVerified' },
      { type: 'creationFailed' },
    );
    expect(state.step).toBe(0);
    expect(state.form).toEqual(FORM);
    expect(needsOtp(state, FORM.mobile)).toBe(false);
    expect(needsOtp(state, '9123456780')).toBe(true);
  });

  it('needs an OTP for a mobile that was sent one but never verified', () => {
    const state = run({ type: 'otpSent', form: FORM, nowMs: 0 }, { type: 'editDetails' });
    expect(state.step).toBe(0);
    expect(needsOtp(state, FORM.mobile)).toBe(true);
  });

  it('ignores a verified OTP outside the OTP step', () => {
    expect(run({ type: 'otpVerified' })).toEqual(initialRegistration);
  });

  it('stays on done whatever arrives late, until reset', () => {
    const done = run({ type: 'otpSent', form: FORM, nowMs: 0 }, { type: 'customerCreated' });
    expect(registrationReducer(done, { type: 'creationFailed' }).step).toBe(3);
    expect(registrationReducer(done, { type: 'reset' })).toEqual(initialRegistration);
  });
});
