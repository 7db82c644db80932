/** An unsigned JWT with these claims: the web client only reads the payload (docs/spec.md §4). */
export function makeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.c2lnbmF0dXJl`;
}

/** A token for customer `c_1` that expires in an hour. */
export function makeLiveToken(customerId = 'c_1'): string {
  return makeToken({ unique_name: customerId, exp: Math.floor(Date.now() / 1000) + 3600 });
}
