import {
  isBlock,
  type ItemLocation,
  type Lane,
  type ParallelBlock,
  type PlanItem,
  type Section,
  type SectionEntry,
} from './plan.model';

/**
 * Finding things in a plan and changing it without mutation. The decider and `evolve` both use these, so "where is
 * item X" has one answer. Plans are small (hundreds of items at most): linear scans are fine.
 */

export interface FoundItem {
  item: PlanItem;
  location: ItemLocation;
}

export interface FoundLane {
  lane: Lane;
  laneIndex: number;
  block: ParallelBlock;
  blockIndex: number;
  sectionId: string;
}

export interface FoundBlock {
  block: ParallelBlock;
  index: number;
  sectionId: string;
}

export function findSection(
  sections: readonly Section[],
  sectionId: string,
): { section: Section; index: number } | null {
  const index = sections.findIndex((s) => s.id === sectionId);
  return index < 0 ? null : { section: sections[index]!, index };
}

export function findItem(sections: readonly Section[], itemId: string): FoundItem | null {
  for (const section of sections) {
    for (const [entryIndex, entry] of section.entries.entries()) {
      if (!isBlock(entry)) {
        if (entry.id === itemId)
          return { item: entry, location: { sectionId: section.id, blockId: null, laneId: null, index: entryIndex } };
        continue;
      }
      for (const lane of entry.lanes) {
        const index = lane.items.findIndex((i) => i.id === itemId);
        if (index >= 0)
          return {
            item: lane.items[index]!,
            location: { sectionId: section.id, blockId: entry.id, laneId: lane.id, index },
          };
      }
    }
  }
  return null;
}

export function findLane(sections: readonly Section[], laneId: string): FoundLane | null {
  for (const section of sections) {
    for (const [blockIndex, entry] of section.entries.entries()) {
      if (!isBlock(entry)) continue;
      const laneIndex = entry.lanes.findIndex((l) => l.id === laneId);
      if (laneIndex >= 0)
        return { lane: entry.lanes[laneIndex]!, laneIndex, block: entry, blockIndex, sectionId: section.id };
    }
  }
  return null;
}

export function findBlock(sections: readonly Section[], blockId: string): FoundBlock | null {
  for (const section of sections) {
    const index = section.entries.findIndex((e) => isBlock(e) && e.id === blockId);
    if (index >= 0) return { block: section.entries[index] as ParallelBlock, index, sectionId: section.id };
  }
  return null;
}

/** Every item of the plan in reading order (a block's lanes one after another). */
export function allItems(sections: readonly Section[]): PlanItem[] {
  return sections.flatMap((s) => s.entries.flatMap((e) => (isBlock(e) ? e.lanes.flatMap((l) => l.items) : [e])));
}

/** Every id used in the plan (sections, items, blocks, lanes): new ones must not collide with any. */
export function allIds(sections: readonly Section[]): Set<string> {
  const ids = new Set<string>();
  for (const section of sections) {
    ids.add(section.id);
    for (const entry of section.entries) {
      ids.add(entry.id);
      if (isBlock(entry))
        for (const lane of entry.lanes) [lane.id, ...lane.items.map((i) => i.id)].forEach((id) => ids.add(id));
    }
  }
  return ids;
}

/** Ids that appear more than once in a whole structure (a plan to create, a section to add back). */
export function duplicateIds(sections: readonly Section[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  const see = (id: string) => (seen.has(id) ? twice.add(id) : seen.add(id));
  for (const section of sections) {
    see(section.id);
    for (const entry of section.entries) {
      see(entry.id);
      if (isBlock(entry)) for (const lane of entry.lanes) [lane.id, ...lane.items.map((i) => i.id)].forEach(see);
    }
  }
  return [...twice];
}

/** Drill ids the plan uses (for usage counts and "contains drill" filters), each once. */
export const drillIdsOf = (sections: readonly Section[]): string[] => [
  ...new Set(allItems(sections).flatMap((i) => (i.drillId ? [i.drillId] : []))),
];
export const formationIdsOf = (sections: readonly Section[]): string[] => [
  ...new Set(allItems(sections).flatMap((i) => (i.formationId ? [i.formationId] : []))),
];

// ---- immutable updates ----

export const insertAt = <T>(list: readonly T[], index: number, value: T): T[] => [
  ...list.slice(0, index),
  value,
  ...list.slice(index),
];
export const removeAt = <T>(list: readonly T[], index: number): T[] => [
  ...list.slice(0, index),
  ...list.slice(index + 1),
];
/** An index clamped to a list of this length (null: the end). */
export const clampIndex = (index: number | null, length: number): number =>
  index === null ? length : Math.max(0, Math.min(index, length));

export const mapSection = (
  sections: readonly Section[],
  sectionId: string,
  change: (s: Section) => Section,
): Section[] => sections.map((s) => (s.id === sectionId ? change(s) : s));

export const mapBlock = (
  sections: readonly Section[],
  blockId: string,
  change: (b: ParallelBlock) => ParallelBlock,
): Section[] =>
  sections.map((s) =>
    s.entries.some((e) => e.id === blockId)
      ? { ...s, entries: s.entries.map((e) => (isBlock(e) && e.id === blockId ? change(e) : e)) }
      : s,
  );

export const mapLane = (sections: readonly Section[], laneId: string, change: (l: Lane) => Lane): Section[] => {
  const found = findLane(sections, laneId);
  if (!found) return [...sections];
  return mapBlock(sections, found.block.id, (b) => ({
    ...b,
    lanes: b.lanes.map((l) => (l.id === laneId ? change(l) : l)),
  }));
};

export function mapItem(sections: readonly Section[], itemId: string, change: (i: PlanItem) => PlanItem): Section[] {
  const found = findItem(sections, itemId);
  if (!found) return [...sections];
  const { laneId, sectionId } = found.location;
  if (laneId)
    return mapLane(sections, laneId, (l) => ({ ...l, items: l.items.map((i) => (i.id === itemId ? change(i) : i)) }));
  return mapSection(sections, sectionId, (s) => ({
    ...s,
    entries: s.entries.map((e) => (!isBlock(e) && e.id === itemId ? change(e) : e)),
  }));
}

export function withoutItem(sections: readonly Section[], itemId: string): Section[] {
  const found = findItem(sections, itemId);
  if (!found) return [...sections];
  const { laneId, sectionId, index } = found.location;
  if (laneId) return mapLane(sections, laneId, (l) => ({ ...l, items: removeAt(l.items, index) }));
  return mapSection(sections, sectionId, (s) => ({ ...s, entries: removeAt(s.entries, index) }));
}

/** Puts an item into a section's sequence or a lane, at `index` (clamped). */
export function withItemAt(
  sections: readonly Section[],
  where: { sectionId: string; laneId: string | null },
  index: number,
  item: PlanItem,
): Section[] {
  if (where.laneId)
    return mapLane(sections, where.laneId, (l) => ({
      ...l,
      items: insertAt(l.items, clampIndex(index, l.items.length), item),
    }));
  return mapSection(sections, where.sectionId, (s) => ({
    ...s,
    entries: insertAt<SectionEntry>(s.entries, clampIndex(index, s.entries.length), item),
  }));
}
