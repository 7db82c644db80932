import * as paths from '@haat/contract/paths';
import { queryOptions } from '@tanstack/react-query';
import { callContract, defineCall } from '../../../lib/api-client';

/**
 * GET /customer/captcha → {captchaID, svg}. docs/decisions/product-owner.md: the server issues the
 * COD captcha and checks it; the code reaches the page only as a picture.
 */
const getCaptcha = defineCall(paths.captcha);

export const CAPTCHA_QUERY_KEY = ['customer', 'captcha'] as const;

export function captchaQueryOptions() {
  return queryOptions({
    queryKey: CAPTCHA_QUERY_KEY,
    queryFn: ({ signal }) => callContract(getCaptcha, { signal }),
    select: (answer) => answer.data,
    // Single use and short-lived: never shown from an old cache entry, never refetched behind the
    // shopper's back (a new picture while typing would void what was typed).
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
