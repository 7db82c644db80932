/** Ten digits starting 6 to 9: Indian mobile numbering plan (docs/spec.md §5, §9). */
export const MOBILE_PATTERN = /^[6-9][0-9]{9}$/;
export const MOBILE_LENGTH = 10;

/** Country code or trunk prefix a person may type before the ten digits. */
const MOBILE_PREFIX_PATTERN = /^(?:\+91|91|0)([0-9]{10})$/;

export function isValidMobile(s: string): boolean {
  return MOBILE_PATTERN.test(s);
}

/**
 * Returns the bare ten-digit mobile, or null when none can be read.
 * People paste numbers as `+91 98765 43210`, `098765-43210` or `919876543210`; the
 * prefix is only stripped when exactly ten digits remain, so `9198765432` stays as typed.
 */
export function normaliseMobile(s: string): string | null {
  const compact = s.replace(/[\s-]/g, '');
  const prefixed = MOBILE_PREFIX_PATTERN.exec(compact);
  const candidate = MOBILE_PATTERN.test(compact) ? compact : (prefixed?.[1] ?? compact);
  return MOBILE_PATTERN.test(candidate) ? candidate : null;
}
