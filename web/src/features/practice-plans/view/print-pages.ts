import { formatMinutes, isBlock, type PlanItem, type PlanTiming, type Section } from '@sideline/domain';
import { itemName, spanLabel, startLabel } from '../format-plan';
import type { PlanDrillRef } from '@sideline/domain';
import { positionGroups, sectionsForGroup, type PositionGroup } from './position-groups';

/** One printed sheet: the whole plan, or one position group's view of it. */
export interface PrintPage {
  key: string;
  /** "Whole plan", "Beaters" */
  title: string;
  colour: string | null;
  sections: PrintSection[];
}

export interface PrintSection {
  id: string;
  name: string;
  time: string;
  minutes: string;
  goals: string[];
  rows: PrintRow[];
}

export interface PrintRow {
  itemId: string;
  time: string;
  minutes: string;
  name: string;
  /** the lane when the item runs in parallel (on the whole plan's sheet) */
  lane: string | null;
  colour: string | null;
  notes: string;
}

function sheet(
  key: string,
  title: string,
  colour: string | null,
  sections: readonly Section[],
  timing: PlanTiming,
  drills: Readonly<Record<string, PlanDrillRef>>,
): PrintPage {
  const itemTiming = new Map(timing.items.map((t) => [t.itemId, t]));
  const sectionTiming = new Map(timing.sections.map((t) => [t.sectionId, t]));
  const row = (item: PlanItem, lane: { name: string; colour: string } | null): PrintRow => {
    const t = itemTiming.get(item.id);
    return {
      itemId: item.id,
      time: t ? startLabel(t.startClock, t.startMinute) : '',
      minutes: formatMinutes(t?.durationMinutes ?? item.durationMinutes),
      name: itemName(item, drills),
      lane: lane?.name ?? null,
      colour: lane?.colour ?? null,
      notes: item.notes,
    };
  };
  return {
    key,
    title,
    colour,
    sections: sections.map((section) => {
      const t = sectionTiming.get(section.id);
      return {
        id: section.id,
        name: section.name,
        time: t ? spanLabel(t) : '',
        minutes: formatMinutes(t?.totalMinutes ?? 0),
        goals: section.goals,
        rows: section.entries.flatMap((entry) =>
          isBlock(entry)
            ? entry.lanes.flatMap((lane) => lane.items.map((item) => row(item, lane)))
            : [row(entry, null)],
        ),
      };
    }),
  };
}

/**
 * What the print layout prints: the view on screen (the whole plan, or the group chosen in the filter), or with "one
 * page per position group" a sheet for each group, each starting on a new page. A plan without groups prints whole.
 */
export function printPages(
  sections: readonly Section[],
  timing: PlanTiming,
  drills: Readonly<Record<string, PlanDrillRef>>,
  mode: { perGroup: boolean; group: PositionGroup | null },
): PrintPage[] {
  const groups = positionGroups(sections);
  if (mode.perGroup && groups.length > 0)
    return groups.map((group) =>
      sheet(group.key, group.name, group.colour, sectionsForGroup(sections, group.key), timing, drills),
    );
  if (mode.group)
    return [
      sheet(
        mode.group.key,
        mode.group.name,
        mode.group.colour,
        sectionsForGroup(sections, mode.group.key),
        timing,
        drills,
      ),
    ];
  return [sheet('all', 'Whole plan', null, sections, timing, drills)];
}
