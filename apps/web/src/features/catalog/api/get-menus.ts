import type { Menu } from '@haat/contract';
import * as paths from '@haat/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract, defineCall, type Transport } from '../../../lib/api-client';
import { CATALOG_STALE_TIME_MS } from '../../../lib/query-client';

/** GET /public/menus — the mega-menu columns, one set per main category. */
const getMenus = defineCall(paths.menus);

export function menusQueryOptions(transport?: Transport) {
  return queryOptions({
    queryKey: ['catalog', 'menus'],
    queryFn: ({ signal }) => callContract(getMenus, { signal, fetch: transport }),
    select: (answer) => answer.data,
    staleTime: CATALOG_STALE_TIME_MS,
  });
}

export function useMenus() {
  return useQuery(menusQueryOptions());
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
