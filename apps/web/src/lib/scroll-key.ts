import type { Location } from 'react-router';

/**
 * Scroll positions are remembered per history entry. A freshly loaded page has the key
 * 'default', shared by every page loaded fresh, so it is told apart by its address instead.
 */
export function scrollKeyOf(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}
