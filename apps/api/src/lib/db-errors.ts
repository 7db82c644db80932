// Reads PostgreSQL error codes through drizzle's wrapper (DrizzleQueryError keeps the driver's
// error as `cause`), the same on node-postgres and PGlite.
const UNIQUE_VIOLATION = '23505';

function findCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 3) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return findCode(cause, depth + 1);
}

export function isUniqueViolation(error: unknown): boolean {
  return findCode(error) === UNIQUE_VIOLATION;
}
