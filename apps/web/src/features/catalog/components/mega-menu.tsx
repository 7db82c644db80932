import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { messages as m } from '../../../messages';
import { useHydrated } from '../../../lib/hydrated';
import { menusQueryOptions, type MainMenuEntry } from '../api/get-menus';
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
 * Whether the columns are wanted: once the page has hydrated and the browser is idle, on a screen
 * wide enough to show the menu; or at once when a pointer or the keyboard reaches it.
 */
function useColumnsWanted(): [boolean, () => void] {
  const [isWanted, setWanted] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || !window.matchMedia(SHOWN_FROM).matches)
      return undefined;
    const want = () => setWanted(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(want, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(want, 2000);
    return () => window.clearTimeout(timer);
  }, []);
  return [isWanted, () => setWanted(true)];
}

/**
 * The desktop mega-menu: the main categories in the server HTML (from the root loader), their
 * columns from GET /public/menus once wanted. Hidden on small screens, where the drawer serves.
 */
export function MegaMenu({ entries }: { entries: MainMenuEntry[] }) {
  const isHydrated = useHydrated();
  const [isWanted, want] = useColumnsWanted();
  const { data: menus } = useQuery({ ...menusQueryOptions(), enabled: isWanted });
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
      onPointerEnter={want}
      onFocus={want}
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
