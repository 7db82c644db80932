import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons-more';
import { FOCUSABLE, useModalFocus } from './use-modal-focus';

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
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { panelRef, onKeyDown } = useModalFocus({
    onClose,
    initialFocus: () =>
      initialFocusRef?.current ??
      bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      closeRef.current,
  });

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
