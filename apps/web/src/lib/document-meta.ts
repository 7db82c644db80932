// Title, meta description and canonical link per page, for search engines and shared links.
import { useEffect } from 'react';

export interface DocumentMeta {
  title: string;
  description?: string | undefined;
  /** Path of the page's one canonical address, e.g. `/product/p_1`; the origin is added. */
  canonicalPath?: string | undefined;
}

function ensureHeadElement<K extends 'meta' | 'link'>(
  tag: K,
  selector: string,
  init: (element: HTMLElementTagNameMap[K]) => void,
): HTMLElementTagNameMap[K] {
  const existing = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (existing) return existing;
  const element = document.createElement(tag);
  init(element);
  document.head.append(element);
  return element;
}

/**
 * Sets the tab title, the description and the canonical link while the page is shown, and puts
 * back what was there when it goes. It edits index.html's own description instead of adding a
 * second one, which crawlers would read as a conflict.
 */
export function useDocumentMeta({ title, description, canonicalPath }: DocumentMeta): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    return () => {
      document.title = previousTitle;
    };
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    const meta = ensureHeadElement('meta', 'meta[name="description"]', (element) => {
      element.name = 'description';
    });
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);

  useEffect(() => {
    if (canonicalPath === undefined) return;
    const link = ensureHeadElement('link', 'link[rel="canonical"]', (element) => {
      element.rel = 'canonical';
    });
    link.href = new URL(canonicalPath, window.location.origin).href;
    return () => {
      link.remove();
    };
  }, [canonicalPath]);
}
