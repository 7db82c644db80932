// Text an operator types into a back-office search box, as an ILIKE pattern that finds it
// anywhere: `%`, `_` and `\` are letters here, never wildcards.
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern for text that starts with `text`, taken as it is. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
