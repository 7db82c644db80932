// Saves what the page already holds as a file: downloads fetched with the token header (docs/spec.md
// §7's invoice, the shopper's own data), which a plain link cannot download.

/** Some browsers cancel a download whose object URL is revoked at once; a minute is plenty. */
const REVOKE_AFTER_MS = 60_000;

export function saveBlobAs(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** An object as a pretty-printed JSON file. */
export function saveJsonAs(value: unknown, fileName: string): void {
  saveBlobAs(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }), fileName);
}
