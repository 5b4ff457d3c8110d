/** What other features use from drills; they import it from here, never from its files. */
export { cartQueryKey, useCart } from './cart/use-cart';
export { fetchDrill, listDrills, searchDrillRefs } from './drill-api';
export { drillQuery } from './drill-queries';
export { formatLength, playersLabel } from './format-drill';
