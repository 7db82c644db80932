// Ids that tie a label, a description or a popup to its element (htmlFor, aria-*).
import { useState } from 'react';

let lastId = 0;

/**
 * An id unique in the document for the component's lifetime. Not `useId`: Preact's (the renderer
 * the build ships, docs/decisions.md issue 7) numbers ids per render root, so a dialog's portal or
 * a page resumed after a lazy load could repeat ids already on the page (seen: the login panel
 * reopened in the modal took the header search box's ids). This shop renders only in the browser,
 * so one counter is enough.
 */
export function useElementId(): string {
  const [id] = useState(() => `id-${(++lastId).toString(36)}`);
  return id;
}
