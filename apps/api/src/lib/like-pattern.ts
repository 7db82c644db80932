// Text an operator types into a back-office search box, as an ILIKE pattern that finds it
// anywhere: `%`, `_` and `\` are letters here, never wildcards.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
