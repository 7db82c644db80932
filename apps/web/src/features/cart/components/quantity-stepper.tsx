import { messages as m } from '../../../messages/cart';
import { TrashIcon } from '../../../components/ui/icons-more';
import { canIncrement, piecesAfterDecrement, piecesAfterIncrement } from '../lib/quantity';

interface QuantityStepperProps {
  name: string;
  pieces: number;
  /** A change is on its way: both buttons wait for the cart to update (docs/spec.md §4). */
  disabled: boolean;
  onChange: (pieces: number) => void;
}

/**
 * docs/spec.md §5: 1 to 10 pieces. Plus stops at 10; minus at 1 removes the line (pieces 0), so at 1
 * it shows a bin and says so.
 */
export function QuantityStepper({ name, pieces, disabled, onChange }: QuantityStepperProps) {
  const isLast = pieces <= 1;
  return (
    <div className="stepper" role="group" aria-label={m.cartPage.quantityOf(name)}>
      <button
        type="button"
        className="stepper-button"
        aria-label={isLast ? m.cartPage.removeLast(name) : m.cartPage.decrease(name)}
        disabled={disabled}
        onClick={() => onChange(piecesAfterDecrement(pieces))}
      >
        {isLast ? <TrashIcon size={18} /> : <span aria-hidden="true">−</span>}
      </button>
      <output className="stepper-value" aria-live="polite">
        {pieces}
      </output>
      <button
        type="button"
        className="stepper-button"
        aria-label={m.cartPage.increase(name)}
        title={canIncrement(pieces) ? undefined : m.cartPage.maxReached}
        disabled={disabled || !canIncrement(pieces)}
        onClick={() => onChange(piecesAfterIncrement(pieces))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
