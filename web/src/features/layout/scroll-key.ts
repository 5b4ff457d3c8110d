import type { Location } from 'react-router';

/**
 * This page load (a typed address, a bookmark, a reload): its own id, so no other load's scroll is restored onto it.
 */
const PAGE_LOAD = Math.random().toString(36).slice(2, 10);

/**
 * The key a page's scroll position is kept under. Entries the router made (links, Back and Forward) carry their own
 * key; the first entry of a page load carries React Router's shared key "default" in every load, which would restore
 * the scroll of whatever page was first in an earlier load. It is given this load's own key instead, so a new page
 * opens at the top and Back and Forward still find where the coach was.
 */
export function scrollKey(location: Pick<Location, 'key'>, pageLoad = PAGE_LOAD): string {
  return location.key === 'default' ? `load-${pageLoad}` : location.key;
}
