// A destructive button that asks once, in the page (no browser dialog): "Delete" shows
// "Delete Kurtas? Yes, delete / Keep".
import { useState } from 'react';

export function ConfirmButton({
  label,
  what,
  question,
  onConfirm,
  disabled,
}: {
  /** The visible word, e.g. "Delete". */
  label: string;
  /** What it acts on, added to the button's accessible name: "Delete Kurtas". */
  what: string;
  question: string;
  onConfirm: () => void | Promise<void>;
  disabled?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button
        type="button"
        aria-label={`${label} ${what}`}
        onClick={() => setAsking(true)}
        disabled={disabled}
      >
        {label}
      </button>
    );
  }
  return (
    <span className="confirm" role="group" aria-label={question}>
      <span>{question}</span>
      <button
        type="button"
        className="danger"
        onClick={() => {
          setAsking(false);
          void onConfirm();
        }}
      >
        Yes, {label.toLowerCase()}
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        Keep
      </button>
    </span>
  );
}
