import { messages as m } from '../../../messages';
import { CountBadge } from '../../../components/ui/count-badge';
import { CartIcon } from '../../../components/ui/icons';
import { useCart } from '../hooks/use-cart';

/**
 * The header cart icon. Its badge counts pieces, not lines — three of one diya set reads 3, as on
 * the big Indian shops — and hides at 0 (docs/spec.md §2; docs/decisions/checkout.md).
 */
export function CartButton({ onOpen, expanded }: { onOpen: () => void; expanded: boolean }) {
  const { pieceCount } = useCart();
  return (
    <button
      type="button"
      className="icon-button header-icon"
      aria-label={m.header.cart(pieceCount)}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onOpen}
    >
      <CartIcon />
      <CountBadge count={pieceCount} />
    </button>
  );
}
