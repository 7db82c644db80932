import { messages as m } from '../../messages';
import { useDocumentMeta } from '../../lib/document-meta';

/** Names the browser tab after the page while it is shown ("Cart · Haat"). */
export function PageTitle({ title }: { title: string }) {
  useDocumentMeta({ title: m.site.documentTitle(title) });
  return null;
}
