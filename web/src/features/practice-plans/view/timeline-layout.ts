import { isBlock, type PlanItem, type PlanItemKind, type PlanTiming, type Section } from '@sideline/domain';
import { itemName, spanLabel, startLabel } from '../format-plan';
import type { PlanDrillRef } from '@sideline/domain';

/**
 * The proportional timeline: every position is in minutes from the start, so the picture is exactly plan.timing (the
 * one duration function); the component only scales minutes to pixels. Lanes of a block share its width.
 */
export interface TimelineBand {
  sectionId: string;
  name: string;
  startMinute: number;
  minutes: number;
  /** "18:30" or "+0 min" */
  label: string;
}

export interface TimelineBar {
  itemId: string;
  label: string;
  kind: PlanItemKind;
  startMinute: number;
  minutes: number;
  /** which of `columns` side-by-side lanes it is in (0 and 1 outside blocks) */
  column: number;
  columns: number;
  /** the lane's colour, null outside blocks */
  colour: string | null;
  /** "18:30–18:45", or "+15 min" without a start time */
  time: string;
  laneName: string | null;
}

export interface TimelineLayout {
  totalMinutes: number;
  bands: TimelineBand[];
  bars: TimelineBar[];
  /** clock (or minute) marks: each section's start and the end */
  ticks: { minute: number; label: string }[];
}

const at = startLabel;

export function timelineLayout(
  sections: readonly Section[],
  timing: PlanTiming,
  drills: Readonly<Record<string, PlanDrillRef>>,
): TimelineLayout {
  const itemTiming = new Map(timing.items.map((t) => [t.itemId, t]));
  const sectionTiming = new Map(timing.sections.map((t) => [t.sectionId, t]));
  const bars: TimelineBar[] = [];
  const bar = (item: PlanItem, column: number, columns: number, colour: string | null, laneName: string | null) => {
    const t = itemTiming.get(item.id);
    if (!t) return;
    const time = spanLabel(t);
    bars.push({
      itemId: item.id,
      label: itemName(item, drills),
      kind: item.kind,
      startMinute: t.startMinute,
      minutes: t.durationMinutes,
      column,
      columns,
      colour,
      time,
      laneName,
    });
  };
  for (const section of sections) {
    for (const entry of section.entries) {
      if (!isBlock(entry)) {
        bar(entry, 0, 1, null, null);
        continue;
      }
      entry.lanes.forEach((lane, index) =>
        lane.items.forEach((item) => bar(item, index, entry.lanes.length, lane.colour, lane.name)),
      );
    }
  }
  const bands = sections.flatMap((section) => {
    const t = sectionTiming.get(section.id);
    return t
      ? [
          {
            sectionId: section.id,
            name: section.name,
            startMinute: t.startMinute,
            minutes: t.totalMinutes,
            label: at(t.startClock, t.startMinute),
          },
        ]
      : [];
  });
  const ticks = [
    ...bands.map((band) => ({ minute: band.startMinute, label: band.label })),
    { minute: timing.totalMinutes, label: at(timing.endClock, timing.totalMinutes) },
  ];
  // Sections of no length start where the next one does: one mark per minute.
  const unique = ticks.filter((tick, index) => ticks.findIndex((other) => other.minute === tick.minute) === index);
  return { totalMinutes: timing.totalMinutes, bands, bars, ticks: unique };
}

/** Pixels per minute: a short practice is not a sliver, a long one still fits on a screen or two. */
export function pixelsPerMinute(totalMinutes: number): number {
  if (totalMinutes <= 0) return 6;
  return Math.min(8, Math.max(3, 720 / totalMinutes));
}
