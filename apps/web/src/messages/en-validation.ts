/**
 * The forms' own checks in English: the contract's schemas are written in it, so their messages
 * are shown as they are. Another language's file (hi-validation.ts) translates them.
 */
export function translateFormMessage(text: string): string {
  return text;
}
