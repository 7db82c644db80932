import { Link } from 'react-router';
import { messages as m } from '../../../messages';
import { useMenus } from '../api/get-menus';
import { categoryHref, mainCategoryHref, subCategoryHref } from '../lib/category-links';

/** Leaves the panel after a click; otherwise :focus-within keeps it open over the new page. */
function releaseFocus() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/** The desktop mega-menu from GET /public/menus. Hidden on small screens, where the drawer serves. */
export function MegaMenu() {
  const { data: menus } = useMenus();
  if (!menus || menus.length === 0) return null;

  return (
    <nav className="mega-menu" aria-label={m.header.mainNavLabel}>
      <ul className="mega-menu-list">
        {menus.map((menu) => {
          const main = menu.maincategories;
          const boxes = menu.subMenus.flatMap((subMenu) => subMenu.boxData);
          return (
            <li key={main._id} className="mega-menu-item">
              <Link
                className="mega-menu-link"
                to={mainCategoryHref(main._id, boxes.length > 0)}
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
                          to={categoryHref(main._id, box.categoryDetails._id)}
                          onClick={releaseFocus}
                        >
                          {box.categoryDetails.name}
                        </Link>
                        {box.subCatDetails.length > 0 ? (
                          <ul>
                            {box.subCatDetails.map((sub) => (
                              <li key={sub._id}>
                                <Link
                                  to={subCategoryHref(main._id, box.categoryDetails._id, sub._id)}
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
