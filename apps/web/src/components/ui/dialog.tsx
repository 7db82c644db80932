import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useElementId } from '../../lib/element-id';
import { CloseIcon } from './icons';
import './dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: string;
  /** Escape, the close button and (for a plain dialog) a tap outside call it. */
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  /** 'alertdialog' for a question or a warning: a tap outside does not dismiss it. */
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'medium' | 'large';
  /** What gets focus when it opens; the first field or button inside when not given. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** An id inside `children` that describes the dialog (alert dialogs). */
  describedBy?: string;
}

/**
 * A modal dialog. Mount it only while open: it takes focus, keeps Tab inside, closes on Escape,
 * and gives focus back to whatever opened it.
 */
export function Dialog({
  title,
  onClose,
  closeLabel,
  children,
  footer,
  role = 'dialog',
  size = 'medium',
  initialFocusRef,
  describedBy,
}: DialogProps) {
  const titleId = useElementId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      initialFocusRef?.current ??
      bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      closeRef.current;
    first?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
    // Focus moves once, when the dialog opens.
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

  return createPortal(
    <div className="dialog-root">
      <div
        className="dialog-backdrop"
        aria-hidden="true"
        onClick={role === 'dialog' ? onClose : undefined}
      />
      <div
        ref={panelRef}
        className={`dialog dialog-${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
      >
        <div className="dialog-head">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="icon-button"
            aria-label={closeLabel}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <div ref={bodyRef} className="dialog-body">
          {children}
        </div>
        {footer ? <div className="dialog-foot">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
