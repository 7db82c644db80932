// docs/decisions/product-owner.md: request logs never contain an OTP, password or token — in
// headers, query or body.
const SECRET_QUERY_KEYS = new Set([
  'otp',
  'password',
  'token',
  'cpassword',
  'oldpassword',
  'newpassword',
  'confirmpassword',
  'captcha',
]);

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${url.slice(0, at)}?${params.toString()}`;
}

export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.token',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.cpassword',
  '*.otp',
  '*.token',
  '*.oldPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.confirmpassword',
];
