// Move up / move down / remove for one item of an ordered list, each named after its item (the
// visible words first, WCAG 2.5.3): "Move up Diwali Dhamaka" is told from the next row's.
export function ReorderButtons({
  index,
  count,
  name,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  name: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <span className="reorder">
      <button
        type="button"
        aria-label={`Move up ${name}`}
        onClick={() => onMove(index, index - 1)}
        disabled={index === 0}
      >
        Move up
      </button>
      <button
        type="button"
        aria-label={`Move down ${name}`}
        onClick={() => onMove(index, index + 1)}
        disabled={index >= count - 1}
      >
        Move down
      </button>
      <button type="button" aria-label={`Remove ${name}`} onClick={() => onRemove(index)}>
        Remove
      </button>
    </span>
  );
}
