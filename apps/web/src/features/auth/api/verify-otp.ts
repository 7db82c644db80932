import * as paths from '@haat/contract/paths';
import { useMutation } from '@tanstack/react-query';
import type { VerifyOtp } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';

/**
 * POST /auth/verify/otp — docs/decisions/product-owner.md: our client sends the code in the body,
 * so it never lands in a URL or a request log (the GET form stays on the server for docs/spec.md
 * clients).
 */
const postVerifyOtp = defineCall(paths.verifyOtpPost);

export function verifyOtp(body: VerifyOtp) {
  return callContract(postVerifyOtp, { body });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
