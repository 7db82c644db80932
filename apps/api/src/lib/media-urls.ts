// How picture addresses are printed. Rows keep '/media/…' whatever the store (lib/media-store.ts);
// with MEDIA_PUBLIC_URL (a CDN in front of /media or of the bucket's media/ folder) the storefront's
// answers carry '<MEDIA_PUBLIC_URL>/…' instead, so a CDN can be added, moved or dropped without
// touching a row, and every address printed before still answers at /media.

/**
 * Every JSON string whose value starts with '/media/' starts with `publicUrl` + '/' instead. A
 * quote preceded by a backslash is inside a string (text that mentions /media/), never its start.
 */
export function publishMediaUrls(json: string, publicUrl: string | undefined): string {
  if (!publicUrl) return json;
  return json.replace(/(?<!\\)"\/media\//g, () => `"${publicUrl}/`);
}
