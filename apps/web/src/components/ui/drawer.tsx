import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons-more';
import { useModalFocus } from './use-modal-focus';

interface DrawerProps {
  side: 'left' | 'right';
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A modal side panel. Mount it only while open: it takes focus, keeps Tab inside, closes on
 * Escape or a tap outside, and hands focus back to whatever opened it.
 */
export function Drawer({ side, title, closeLabel, onClose, children, footer }: DrawerProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const { panelRef, onKeyDown } = useModalFocus({ onClose, initialFocus: () => closeRef.current });

  // Portalled to <body>: inside the sticky header's stacking context the drawer would sit under
  // anything fixed later in the page (the product page's bottom Add to Cart bar on a phone).
  return createPortal(
    <div className="drawer-root">
      <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        className={`drawer drawer-${side}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className="drawer-head">
          <h2 id={titleId} className="drawer-title">
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
        <div className="drawer-body">{children}</div>
        {footer ? <div className="drawer-foot">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
