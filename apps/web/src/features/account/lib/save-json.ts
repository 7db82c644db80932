// Saves an object the page already holds as a JSON file (the download is fetched with the token
// header, so a plain link cannot download it).

/** Some browsers cancel a download whose object URL is revoked at once; a minute is plenty. */
const REVOKE_AFTER_MS = 60_000;

export function saveJsonAs(value: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
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
