import { isBlock, type Section, type SectionEntry } from '@sideline/domain';

/**
 * Position groups of a plan, for "only Beaters": the lanes of its parallel blocks, one group per sport position
 * (`positionKey`), or per lane name for custom lanes. A group's view holds its own lanes and everything not in a
 * block (which everyone does together).
 */
export interface PositionGroup {
  key: string;
  name: string;
  colour: string;
}

const groupKeyOf = (lane: { positionKey: string | null; name: string }) =>
  lane.positionKey ? `position:${lane.positionKey}` : `lane:${lane.name.trim().toLowerCase()}`;

/** Every group in the plan, in the order they first appear. */
export function positionGroups(sections: readonly Section[]): PositionGroup[] {
  const groups = new Map<string, PositionGroup>();
  for (const section of sections) {
    for (const entry of section.entries) {
      if (!isBlock(entry)) continue;
      for (const lane of entry.lanes) {
        const key = groupKeyOf(lane);
        if (!groups.has(key)) groups.set(key, { key, name: lane.name, colour: lane.colour });
      }
    }
  }
  return [...groups.values()];
}

/** The plan as one group reads it: blocks keep only that group's lanes (blocks without one disappear). Null: all. */
export function sectionsForGroup(sections: readonly Section[], groupKey: string | null): Section[] {
  if (groupKey === null) return [...sections];
  return sections.map((section) => ({
    ...section,
    entries: section.entries.flatMap((entry): SectionEntry[] => {
      if (!isBlock(entry)) return [entry];
      const lanes = entry.lanes.filter((lane) => groupKeyOf(lane) === groupKey);
      return lanes.length > 0 ? [{ ...entry, lanes }] : [];
    }),
  }));
}

/** The group a URL names, when the plan has it. */
export function knownGroup(sections: readonly Section[], key: string | null): PositionGroup | null {
  return key ? (positionGroups(sections).find((group) => group.key === key) ?? null) : null;
}
