// Where a caller's session token travels: `Authorization: Bearer <jwt>`, or a `token: <jwt>` header
// as docs/spec.md §7 has it ("a token header is sent on every request";
// docs/decisions/product-owner.md). Both are read the same way and checked the same way; when both
// are sent, Authorization wins.

/** Header names an answer that depends on the caller must list in `Vary`. */
export const SESSION_HEADERS = ['Authorization', 'token'] as const;

interface HeaderCarrier {
  headers: Record<string, string | string[] | undefined>;
}

/** The token the caller sent, or undefined when none is sent (an empty or malformed header). */
export function readSessionToken(request: HeaderCarrier): string | undefined {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match?.[1]) return match[1];
  }
  const token = request.headers.token;
  if (typeof token === 'string') {
    const bare = token.trim().replace(/^Bearer\s+/i, '');
    if (bare !== '' && !/\s/.test(bare)) return bare;
  }
  return undefined;
}

/** True when the caller sent any session header at all, valid or not. */
export function hasSessionHeader(request: HeaderCarrier): boolean {
  return request.headers.authorization !== undefined || request.headers.token !== undefined;
}
