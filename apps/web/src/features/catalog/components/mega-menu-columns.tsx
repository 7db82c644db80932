// The mega-menu's columns (mega-menu.tsx): their menus and their drawing, loaded together once the
// columns are wanted, so neither is in a page's first download.
import type { Menu } from '@haat/contract';
import type { ComponentType } from 'react';
import { Link } from '../../../components/ui/link';
import { loadMenus } from '../api/get-menus';
import { categoryHref, subCategoryHref } from '../lib/category-links';

type Box = Menu['subMenus'][number]['boxData'][number];

interface PanelProps {
  mainId: string;
  boxes: Box[];
  /** After a click: the panel closes rather than stay open over the new page. */
  onNavigate: () => void;
}

export interface MenuColumns {
  menus: Menu[];
  Panel: ComponentType<PanelProps>;
}

/** One main category's columns: its categories and their sub-categories. */
function MegaMenuPanel({ mainId, boxes, onNavigate }: PanelProps) {
  return (
    <div className="mega-menu-panel">
      <div className="mega-menu-columns">
        {boxes.map((box) => (
          <div key={box.categoryDetails._id} className="mega-menu-box">
            <Link
              className="mega-menu-heading"
              to={categoryHref(mainId, box.categoryDetails._id)}
              onClick={onNavigate}
            >
              {box.categoryDetails.name}
            </Link>
            {box.subCatDetails.length > 0 ? (
              <ul>
                {box.subCatDetails.map((sub) => (
                  <li key={sub._id}>
                    <Link
                      to={subCategoryHref(mainId, box.categoryDetails._id, sub._id)}
                      onClick={onNavigate}
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
  );
}

/** The menus (GET /public/menus, shared and kept a minute by loadMenus) and their panel. */
export async function loadColumns(): Promise<MenuColumns> {
  return { menus: await loadMenus(), Panel: MegaMenuPanel };
}
