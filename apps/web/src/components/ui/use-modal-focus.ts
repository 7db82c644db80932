// What every modal panel does with focus (WAI-ARIA dialog pattern): take it when it opens, keep Tab
// inside, close on Escape, lock the page's scroll, and give focus back to whatever opened it.
// Used by Dialog and Drawer, so the two cannot drift apart again.
import { useEffect, useRef, type KeyboardEvent } from 'react';

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

export interface ModalFocusOptions {
  onClose: () => void;
  /** What takes focus when the panel opens (read once, after it has rendered). */
  initialFocus: () => HTMLElement | null | undefined;
}

export function useModalFocus({ onClose, initialFocus }: ModalFocusOptions) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initialFocus()?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      // The opener may be gone (a list item the dialog deleted): then focus stays where it is.
      if (opener?.isConnected) opener.focus();
    };
    // Focus moves once, when the panel opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return { panelRef, onKeyDown };
}
