import type { Menu } from '@haat/contract';
import * as paths from '@haat/contract/paths';
import { callContract, defineCall, type Transport } from '../../../lib/api-client';
import { CATALOG_STALE_TIME_MS } from '../../../lib/ui-timings';

/** GET /public/menus — the mega-menu columns, one set per main category. */
const getMenus = defineCall(paths.menus);

/** The menus: the root loader's (in process on the server), or the browser's own call. */
export async function fetchMenus(transport?: Transport): Promise<Menu[]> {
  const answer = await callContract(getMenus, { fetch: transport });
  return answer.data;
}

let kept: { at: number; menus: Promise<Menu[]> } | undefined;

/**
 * The menus in the browser: one call shared by every part that wants them, asked again once a
 * minute has passed; a failed call is forgotten so the next wish asks again.
 */
export function loadMenus(): Promise<Menu[]> {
  if (!kept || Date.now() - kept.at > CATALOG_STALE_TIME_MS) {
    const menus = fetchMenus();
    kept = { at: Date.now(), menus };
    menus.catch((error: unknown) => {
      console.error('Loading failed', 'menus', error);
      if (kept?.menus === menus) kept = undefined;
    });
  }
  return kept.menus;
}

/** A main category of the mega-menu's top row: what every page's server HTML carries of it. */
export interface MainMenuEntry {
  id: string;
  name: string;
  /** It has columns of categories (its link opens a listing of them; else its own listing). */
  hasColumns: boolean;
}

export function mainMenuOf(menus: Menu[]): MainMenuEntry[] {
  return menus.map((menu) => ({
    id: menu.maincategories._id,
    name: menu.maincategories.name,
    hasColumns: menu.subMenus.some((subMenu) => subMenu.boxData.length > 0),
  }));
}
