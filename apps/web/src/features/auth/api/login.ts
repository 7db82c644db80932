import * as paths from '@haat/contract/paths';
import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';

/** POST /auth/login — e-mail (typed as User Name) and password → `{ status, message, token }`. */
const postLogin = defineCall(paths.login);

export function login(body: LoginBody) {
  return callContract(postLogin, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
