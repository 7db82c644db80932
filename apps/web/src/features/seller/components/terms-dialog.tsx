import { messages as m } from '../../../messages/seller';
import { Dialog } from '../../../components/ui/dialog';

interface TermsDialogProps {
  onAccept: () => void;
  /** Cancel clears the terms box (docs/spec.md §2). */
  onDecline: () => void;
  /** The close button and Escape leave the box as it was. */
  onClose: () => void;
}

/** The seller terms, with Accept and Cancel (docs/spec.md §2 seller registration page). */
export function TermsDialog({ onAccept, onDecline, onClose }: TermsDialogProps) {
  return (
    <Dialog
      title={m.sellerForm.termsTitle}
      closeLabel={m.sellerForm.close}
      onClose={onClose}
      size="large"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onDecline}>
            {m.sellerForm.cancel}
          </button>
          <button type="button" className="button button-primary" onClick={onAccept}>
            {m.sellerForm.accept}
          </button>
        </>
      }
    >
      <div className="terms-text" tabIndex={0}>
        <p>{m.sellerTerms.intro}</p>
        {m.sellerTerms.sections.map((section) => (
          <section key={section.heading}>
            <h3>{section.heading}</h3>
            <ul>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
