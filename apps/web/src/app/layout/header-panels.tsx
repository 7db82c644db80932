// The header's two side panels, the category tree and the cart, mounted only while open; this module
// is fetched when the browser is idle after hydration or on the first tap (site-header.tsx).
import { messages as m } from '../../messages';
import { Drawer } from '../../components/ui/drawer';
import { CategoryTree } from '../../features/catalog/components/category-tree';
import { CartDrawer } from '../../features/cart/components/cart-drawer';
import { withQueries } from '../query-provider';

export type HeaderPanel = 'categories' | 'cart';

function Panels({ panel, onClose }: { panel: HeaderPanel; onClose: () => void }) {
  if (panel === 'cart') return <CartDrawer onClose={onClose} />;
  return (
    <Drawer
      side="left"
      title={m.header.categoriesTitle}
      closeLabel={m.header.closeCategories}
      onClose={onClose}
    >
      <CategoryTree onNavigate={onClose} />
    </Drawer>
  );
}

/** The drawers, inside the query cache their category tree reads (app/query-provider.tsx). */
export const HeaderPanels = withQueries(Panels);
