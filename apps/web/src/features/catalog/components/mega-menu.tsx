import { useCallback, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { Link } from '../../../components/ui/link';
import { messages as m } from '../../../messages';
import { usePreloadWhenIdle } from '../../../components/ui/overlays';
import { useHydrated } from '../../../lib/hydrated';
import type { MainMenuEntry } from '../api/get-menus';
import { mainCategoryHref } from '../lib/category-links';
import type { MenuColumns } from './mega-menu-columns';

/** Where the mega-menu shows (styles.css: `.header-nav` is displayed from this width). */
const SHOWN_FROM = '(min-width: 1024px)';

/** Leaves the panel after a click; otherwise :focus-within keeps it open over the new page. */
function releaseFocus() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/** The mega-menu's top row, as the root loader put it in the page. */
export function useMainMenu(): MainMenuEntry[] {
  const root = useRouteLoaderData('root') as { mainMenu?: MainMenuEntry[] } | undefined;
  return root?.mainMenu ?? [];
}

/**
 * The columns: fetched once the page has hydrated and the browser is idle, on a screen wide
 * enough to show the menu; or at once when a pointer or the keyboard reaches it.
 */
function useColumns(): [MenuColumns | undefined, () => void] {
  const [columns, setColumns] = useState<MenuColumns>();
  const fetchColumns = useCallback(
    () =>
      import('./mega-menu-columns')
        .then((module) => module.loadColumns())
        .then(setColumns, (error: unknown) => {
          // docs/spec.md §8: only logged; the top row still leads to every category.
          console.error('Menu columns failed', error);
        }),
    [],
  );
  const fetchWhenShown = useCallback(
    async () =>
      typeof window.matchMedia === 'function' && window.matchMedia(SHOWN_FROM).matches
        ? fetchColumns()
        : undefined,
    [fetchColumns],
  );
  usePreloadWhenIdle(fetchWhenShown);
  return [columns, () => void fetchColumns()];
}

/**
 * The desktop mega-menu: the main categories in the server HTML (from the root loader), their
 * columns from GET /public/menus once wanted. Hidden on small screens, where the drawer serves.
 */
export function MegaMenu({ entries }: { entries: MainMenuEntry[] }) {
  const isHydrated = useHydrated();
  const [columns, fetchColumns] = useColumns();
  if (entries.length === 0) return null;
  // Never in the hydrating render: the server HTML has no columns.
  const columnsOf = (id: string) =>
    isHydrated
      ? columns?.menus
          .find((menu) => menu.maincategories._id === id)
          ?.subMenus.flatMap((subMenu) => subMenu.boxData)
      : undefined;

  return (
    <nav
      className="mega-menu"
      aria-label={m.header.mainNavLabel}
      onPointerEnter={fetchColumns}
      onFocus={fetchColumns}
    >
      <ul className="mega-menu-list">
        {entries.map((main) => {
          const boxes = columnsOf(main.id) ?? [];
          return (
            <li key={main.id} className="mega-menu-item">
              <Link
                className="mega-menu-link"
                to={mainCategoryHref(main.id, main.hasColumns)}
                onClick={releaseFocus}
              >
                {main.name}
              </Link>
              {columns && boxes.length > 0 ? (
                <columns.Panel mainId={main.id} boxes={boxes} onNavigate={releaseFocus} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
