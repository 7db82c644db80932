import type { Menu } from '@haat/contract';
import { useCallback, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { messages as m } from '../../../messages';
import { usePreloadWhenIdle } from '../../../components/ui/overlays';
import { useHydrated } from '../../../lib/hydrated';
import { loadMenus, type MainMenuEntry } from '../api/get-menus';
import { categoryHref, mainCategoryHref, subCategoryHref } from '../lib/category-links';

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
function useColumns(): [Menu[] | undefined, () => void] {
  const [menus, setMenus] = useState<Menu[]>();
  const fetchColumns = useCallback(
    () =>
      loadMenus().then(setMenus, () => {
        // docs/spec.md §8: logged by loadMenus; the top row still leads to every category.
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
  return [menus, () => void fetchColumns()];
}

/**
 * The desktop mega-menu: the main categories in the server HTML (from the root loader), their
 * columns from GET /public/menus once wanted. Hidden on small screens, where the drawer serves.
 */
export function MegaMenu({ entries }: { entries: MainMenuEntry[] }) {
  const isHydrated = useHydrated();
  const [menus, fetchColumns] = useColumns();
  if (entries.length === 0) return null;
  // Never in the hydrating render: the server HTML has no columns.
  const columnsOf = (id: string) =>
    isHydrated
      ? menus
          ?.find((menu) => menu.maincategories._id === id)
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
              {boxes.length > 0 ? (
                <div className="mega-menu-panel">
                  <div className="mega-menu-columns">
                    {boxes.map((box) => (
                      <div key={box.categoryDetails._id} className="mega-menu-box">
                        <Link
                          className="mega-menu-heading"
                          to={categoryHref(main.id, box.categoryDetails._id)}
                          onClick={releaseFocus}
                        >
                          {box.categoryDetails.name}
                        </Link>
                        {box.subCatDetails.length > 0 ? (
                          <ul>
                            {box.subCatDetails.map((sub) => (
                              <li key={sub._id}>
                                <Link
                                  to={subCategoryHref(main.id, box.categoryDetails._id, sub._id)}
                                  onClick={releaseFocus}
                                >
                                  {sub.name}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </div>
                    ))}
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
