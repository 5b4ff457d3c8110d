import type { DrillRef } from '@sideline/domain';

/** The cart with `drill` added (at the end) or, when it is already in, removed: what the server will answer. */
export function toggledCart(items: readonly DrillRef[], drill: DrillRef): DrillRef[] {
  return items.some((item) => item.id === drill.id) ? items.filter((item) => item.id !== drill.id) : [...items, drill];
}

export const isInCart = (items: readonly DrillRef[] | undefined, drillId: string) =>
  items?.some((item) => item.id === drillId) ?? false;
