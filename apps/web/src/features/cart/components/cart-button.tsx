import { messages as m } from '../../../messages';
import { CountBadge } from '../../../components/ui/count-badge';
import { CartIcon } from '../../../components/ui/icons';
import { useGuestCart } from '../../../lib/guest-cart';

/** The header cart icon; its badge counts the lines of the cart and hides at 0 (SPEC.md §2). */
export function CartButton({ onOpen, expanded }: { onOpen: () => void; expanded: boolean }) {
  const lines = useGuestCart();
  return (
    <button
      type="button"
      className="icon-button header-icon"
      aria-label={m.header.cart(lines.length)}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onOpen}
    >
      <CartIcon />
      <CountBadge count={lines.length} />
    </button>
  );
}
