import type { Menu } from '@haat/contract';
import * as paths from '@haat/contract/paths';
import { callContract, defineCall, type Transport } from '../../../lib/api-client';
import { keptCalls } from '../../../lib/kept-calls';
import { CATALOG_STALE_TIME_MS } from '../../../lib/ui-timings';

/** GET /public/menus — the mega-menu columns, one set per main category. */
const getMenus = defineCall(paths.menus);

/** The menus: the root loader's (in process on the server), or the browser's own call. */
export async function fetchMenus(transport?: Transport): Promise<Menu[]> {
  const answer = await callContract(getMenus, { fetch: transport });
  return answer.data;
}

const menus = keptCalls<Menu[]>('menus', CATALOG_STALE_TIME_MS);

/** The menus in the browser: one call shared by every part that wants them, a minute at most. */
export function loadMenus(): Promise<Menu[]> {
  return menus.get('all', () => fetchMenus());
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
