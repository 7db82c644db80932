import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface WhatsAppBoxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> {
  /** "Send my order updates on WhatsApp to +91 …": the number is part of the sentence. */
  label: string;
  /** What the choice means and how to undo it, read out with the box. */
  hint: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The box of order updates on WhatsApp (docs/decisions/whatsapp.md), the same at registration,
 * checkout and in My account: unticked until the shopper ticks it, the number in its label. The
 * input's props come from the form that owns it (react-hook-form's register, or checked/onChange).
 */
export function WhatsAppBox({ label, hint, ...input }: WhatsAppBoxProps) {
  const hintId = useId();
  return (
    <div className="whatsapp-box">
      <label>
        <input type="checkbox" aria-describedby={hintId} {...input} />
        <span>{label}</span>
      </label>
      <p id={hintId} className="form-hint">
        {hint}
      </p>
    </div>
  );
}
