// A category's or a brand's Hindi name as the back office sends it (docs/decisions/hindi.md).

/** The body's Hindi name as stored: '' is none (null), absent stays absent (unchanged). */
export const storedHindiName = (nameHi: string | undefined): string | null | undefined =>
  nameHi === undefined ? undefined : nameHi === '' ? null : nameHi;
