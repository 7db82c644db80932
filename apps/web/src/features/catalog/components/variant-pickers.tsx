import { useId } from 'react';
import type { ColorVariant, VariantSize } from '@haat/contract';
import { messages as m } from '../../../messages/catalog';

interface ChipGroupProps {
  legend: string;
  selectedName: string;
  options: readonly { id: string; name: string; isUnavailable?: boolean }[];
  selectedIndex: number;
  onSelect: (index: number) => void;
}

/** Native radios drawn as chips: arrow keys, labels and screen readers work with no script. */
function ChipGroup({ legend, selectedName, options, selectedIndex, onSelect }: ChipGroupProps) {
  const name = useId();
  return (
    <fieldset className="chip-group">
      <legend>
        {legend}: <strong>{selectedName}</strong>
      </legend>
      <div className="chips">
        {options.map((option, index) => (
          <label
            key={option.id}
            className={option.isUnavailable ? 'chip chip-unavailable' : 'chip'}
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={index === selectedIndex}
              onChange={() => onSelect(index)}
            />
            <span>{option.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ColorPicker({
  colors,
  selectedIndex,
  onSelect,
}: {
  colors: readonly ColorVariant[];
  selectedIndex: number;
  onSelect: (index: number) => void;
}) {
  if (colors.length === 0) return null;
  return (
    <ChipGroup
      legend={m.catalog.product.color}
      selectedName={colors[selectedIndex]?.name ?? ''}
      options={colors.map((color) => ({
        id: color.colorID,
        name: color.name,
        isUnavailable: color.sizeID.every((size) => size.stock === 0),
      }))}
      selectedIndex={selectedIndex}
      onSelect={onSelect}
    />
  );
}

export function SizePicker({
  sizes,
  selectedIndex,
  onSelect,
}: {
  sizes: readonly VariantSize[];
  selectedIndex: number;
  onSelect: (index: number) => void;
}) {
  if (sizes.length === 0) return null;
  return (
    <ChipGroup
      legend={m.catalog.product.size}
      selectedName={sizes[selectedIndex]?.name ?? ''}
      options={sizes.map((size) => ({
        id: size.sizeID,
        name: size.name,
        isUnavailable: size.stock === 0,
      }))}
      selectedIndex={selectedIndex}
      onSelect={onSelect}
    />
  );
}

/** docs/spec.md §5: 1 to 10; the minus stops at 1 and the plus at 10. */
export function QuantityControl({
  quantity,
  min,
  max,
  onDecrement,
  onIncrement,
}: {
  quantity: number;
  min: number;
  max: number;
  onDecrement: () => void;
  onIncrement: () => void;
}) {
  const id = useId();
  return (
    <div className="quantity">
      <span id={id} className="quantity-label">
        {m.catalog.product.quantity}
      </span>
      <div className="quantity-control" role="group" aria-labelledby={id}>
        <button
          type="button"
          className="quantity-button"
          aria-label={m.catalog.product.decrease}
          onClick={onDecrement}
          disabled={quantity <= min}
        >
          −
        </button>
        <output className="quantity-value" aria-live="polite" aria-labelledby={id}>
          {quantity}
        </output>
        <button
          type="button"
          className="quantity-button"
          aria-label={m.catalog.product.increase}
          onClick={onIncrement}
          disabled={quantity >= max}
        >
          +
        </button>
      </div>
      {quantity >= max ? (
        <p className="quantity-hint">{m.catalog.product.maxQuantity(max)}</p>
      ) : null}
    </div>
  );
}
