/**
 * Where /login goes after a login: `?next=` when it is a path on this site, else /account. A full
 * URL or `//host` is refused, so a crafted link cannot send a shopper to another site.
 */
export function safeNextPath(next: string | null): string {
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) {
    return '/account';
  }
  return next;
}
