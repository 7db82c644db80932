import { useId } from 'react';
import { messages as m } from '../../../messages/orders';

/** docs/spec.md §9 rating scale. */
const RATINGS = [1, 2, 3, 4, 5] as const;

interface StarRatingInputProps {
  /** Shown: 'Rate this product'. */
  legend: string;
  /** Added to the group's name for a screen reader only: which product (its title is just above). */
  legendDetail?: string;
  value: number | null;
  onChange: (rating: number) => void;
  disabled?: boolean;
}

/**
 * Five stars as a native radio group: arrow keys move between them, a screen reader hears
 * '3 stars, 3 of 5', and the stars up to the chosen one fill.
 */
export function StarRatingInput({
  legend,
  legendDetail,
  value,
  onChange,
  disabled = false,
}: StarRatingInputProps) {
  const name = useId();
  return (
    <fieldset
      className="star-input"
      disabled={disabled}
      aria-label={legendDetail ? `${legend}: ${legendDetail}` : undefined}
    >
      <legend className="star-input-legend">{legend}</legend>
      <div className="star-input-options">
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className={value !== null && rating <= value ? 'star-option is-filled' : 'star-option'}
          >
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{m.orderDetails.starOption(rating)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
