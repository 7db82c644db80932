import * as paths from '@haat/contract/paths';
import { useMutation } from '@tanstack/react-query';
import type { SendOtpBody } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';

/** POST /auth/send/otp — sends a 6-digit OTP to the mobile by SMS. */
const postSendOtp = defineCall(paths.sendOtp);

export function sendOtp(body: SendOtpBody) {
  return callContract(postSendOtp, { body });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
