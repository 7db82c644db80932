/** Six digits, never starting with 0: India Post has no postal zone 0 (docs/spec.md §5, §9). */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
/** docs/spec.md §9: a pin code is 6 digits. */
export const PINCODE_LENGTH = 6;

export function isValidPincode(s: string): boolean {
  return PINCODE_PATTERN.test(s);
}
