import { messages as m } from '../../messages';

/** React 19 hoists <title> into <head>, so each page names the browser tab. */
export function PageTitle({ title }: { title: string }) {
  return <title>{m.site.documentTitle(title)}</title>;
}
