import type { PlanItemKind } from './plan-vocabulary';

/**
 * THE duration function. Every screen (editor, view, print, list, wizard overview) and the read models take start
 * times, totals and warnings from here, so they cannot disagree as the reference app's three calculations did.
 *
 * Rules: items of a section run one after another; a parallel block runs its lanes side by side and lasts as long as
 * its longest lane (items in a lane run one after another); a section with a set length (`targetMinutes`, e.g. the
 * wizard's timeline) lasts that long, or longer when its items take longer; sections follow each other without gaps;
 * the plan lasts the sum of its sections. Minutes are whole numbers from the plan's start. With a start time, clock
 * times wrap past midnight and `dayOffset` says on which day after the start they fall.
 */

export interface TimedItem {
  id: string;
  kind: PlanItemKind;
  durationMinutes: number;
}
export interface TimedLane {
  id: string;
  name: string;
  items: readonly TimedItem[];
}
export interface TimedBlock {
  kind: 'parallel';
  id: string;
  lanes: readonly TimedLane[];
}
export interface TimedSection {
  id: string;
  entries: readonly (TimedItem | TimedBlock)[];
  /** the section's set length: it lasts at least this long (time its items do not fill stays open) */
  targetMinutes?: number | null;
}
/** What the timing reads of a plan (a stored plan, a wizard draft's preview, an editor's optimistic copy). */
export interface TimedPlan {
  startTime: string | null;
  targetMinutes?: number | null;
  sections: readonly TimedSection[];
}

export interface ItemTiming {
  itemId: string;
  sectionId: string;
  blockId: string | null;
  laneId: string | null;
  durationMinutes: number;
  startMinute: number;
  endMinute: number;
  /** "HH:MM" when the plan has a start time, else null */
  startClock: string | null;
  endClock: string | null;
  /** days after the plan's start day that the item starts (0 unless the practice runs past midnight) */
  dayOffset: number;
}

export interface LaneTiming {
  laneId: string;
  name: string;
  totalMinutes: number;
  /** how long the lane waits for the longest lane of its block */
  idleMinutes: number;
}

export interface BlockTiming {
  blockId: string;
  sectionId: string;
  startMinute: number;
  endMinute: number;
  /** the longest lane's total */
  lengthMinutes: number;
  startClock: string | null;
  endClock: string | null;
  lanes: LaneTiming[];
}

export interface SectionTiming {
  sectionId: string;
  startMinute: number;
  endMinute: number;
  /** how long the section lasts: its set length, or what its items take when that is longer */
  totalMinutes: number;
  /** what its items take (single items plus each block's longest lane) */
  plannedMinutes: number;
  startClock: string | null;
  endClock: string | null;
  /** the section's set length (wizard timeline, editor), null when none */
  targetMinutes: number | null;
  /** set length minus what is planned: positive = time left open, negative = the items run over; null without one */
  unfilledMinutes: number | null;
}

export interface LaneImbalanceWarning {
  blockId: string;
  sectionId: string;
  laneId: string;
  laneName: string;
  laneMinutes: number;
  blockMinutes: number;
  shortByMinutes: number;
  longestLaneId: string;
  longestLaneName: string;
  message: string;
}

export interface PlanTiming {
  totalMinutes: number;
  targetMinutes: number | null;
  startClock: string | null;
  endClock: string | null;
  /** the practice ends on a later day than it starts */
  crossesMidnight: boolean;
  sections: SectionTiming[];
  /** every block, in plan order */
  blocks: BlockTiming[];
  /** every item, in plan order (a block's lanes one after another) */
  items: ItemTiming[];
  warnings: LaneImbalanceWarning[];
}

/** A lane is flagged when it is this much shorter than its block's longest lane: 5 minutes or more, or over 20%. */
export const LANE_IMBALANCE = { minutes: 5, ratio: 0.2 } as const;
export type LaneImbalanceThreshold = { minutes: number; ratio: number };

const MINUTES_PER_DAY = 24 * 60;
const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:MM" → minutes after midnight; null for anything that is not a 24-hour time. */
export function clockToMinutes(clock: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The clock `minute` minutes after `startTime`, wrapping past midnight, and on which day after the start. */
export function clockAt(startTime: string | null, minute: number): { clock: string | null; dayOffset: number } {
  const base = startTime === null ? null : clockToMinutes(startTime);
  if (base === null) return { clock: null, dayOffset: 0 };
  const at = base + minute;
  const inDay = ((at % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return { clock: `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`, dayOffset: Math.floor(at / MINUTES_PER_DAY) };
}

/** "1 h 25 min", "45 min", "0 min": how durations read on every screen. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/**
 * A part's minutes scaled to a practice of another length, in `step`-minute steps and never under one step:
 * 15 of a 90-minute pack's practice is 10 of a 60-minute plan. How suggested section lengths follow a plan's own
 * length.
 */
export function scaleMinutes(minutes: number, ofMinutes: number, toMinutes: number, step = 5): number {
  if (minutes <= 0 || ofMinutes <= 0 || toMinutes <= 0) return 0;
  return Math.max(step, Math.round((minutes * toMinutes) / ofMinutes / step) * step);
}

const isTimedBlock = (entry: TimedItem | TimedBlock): entry is TimedBlock => entry.kind === 'parallel';
/** Defensive: a stored duration is always a whole, non-negative number, but a draft being typed may not be. */
const minutesOf = (item: TimedItem) =>
  Number.isFinite(item.durationMinutes) ? Math.max(0, Math.floor(item.durationMinutes)) : 0;
const setLengthOf = (section: TimedSection): number | null =>
  section.targetMinutes === null || section.targetMinutes === undefined || !Number.isFinite(section.targetMinutes)
    ? null
    : Math.max(0, Math.floor(section.targetMinutes));

function laneWarnings(block: BlockTiming, threshold: LaneImbalanceThreshold): LaneImbalanceWarning[] {
  if (block.lanes.length < 2) return [];
  const longest = block.lanes.reduce((a, b) => (b.totalMinutes > a.totalMinutes ? b : a));
  return block.lanes.flatMap((lane) => {
    const shortBy = longest.totalMinutes - lane.totalMinutes;
    const flagged = shortBy > 0 && (shortBy >= threshold.minutes || shortBy / longest.totalMinutes > threshold.ratio);
    if (!flagged) return [];
    return [
      {
        blockId: block.blockId,
        sectionId: block.sectionId,
        laneId: lane.laneId,
        laneName: lane.name,
        laneMinutes: lane.totalMinutes,
        blockMinutes: block.lengthMinutes,
        shortByMinutes: shortBy,
        longestLaneId: longest.laneId,
        longestLaneName: longest.name,
        message: `${lane.name}: ${shortBy} min shorter than ${longest.name} (${longest.totalMinutes} min).`,
      },
    ];
  });
}

export function planTiming(plan: TimedPlan, threshold: LaneImbalanceThreshold = LANE_IMBALANCE): PlanTiming {
  const at = (minute: number) => clockAt(plan.startTime, minute);
  const items: ItemTiming[] = [];
  const blocks: BlockTiming[] = [];
  const sections: SectionTiming[] = [];
  const timeItem = (
    item: TimedItem,
    sectionId: string,
    blockId: string | null,
    laneId: string | null,
    start: number,
  ): number => {
    const duration = minutesOf(item);
    const begin = at(start);
    items.push({
      itemId: item.id,
      sectionId,
      blockId,
      laneId,
      durationMinutes: duration,
      startMinute: start,
      endMinute: start + duration,
      startClock: begin.clock,
      endClock: at(start + duration).clock,
      dayOffset: begin.dayOffset,
    });
    return start + duration;
  };

  let clock = 0;
  for (const section of plan.sections) {
    const sectionStart = clock;
    for (const entry of section.entries) {
      if (!isTimedBlock(entry)) {
        clock = timeItem(entry, section.id, null, null, clock);
        continue;
      }
      const blockStart = clock;
      const laneTotals = entry.lanes.map(
        (lane) =>
          lane.items.reduce((end, item) => timeItem(item, section.id, entry.id, lane.id, end), blockStart) - blockStart,
      );
      const length = laneTotals.reduce((a, b) => Math.max(a, b), 0);
      clock = blockStart + length;
      blocks.push({
        blockId: entry.id,
        sectionId: section.id,
        startMinute: blockStart,
        endMinute: clock,
        lengthMinutes: length,
        startClock: at(blockStart).clock,
        endClock: at(clock).clock,
        lanes: entry.lanes.map((lane, i) => ({
          laneId: lane.id,
          name: lane.name,
          totalMinutes: laneTotals[i]!,
          idleMinutes: length - laneTotals[i]!,
        })),
      });
    }
    const planned = clock - sectionStart;
    const target = setLengthOf(section);
    // Time the items leave open stays the section's: the next section starts where the set length ends.
    clock = sectionStart + Math.max(planned, target ?? 0);
    sections.push({
      sectionId: section.id,
      startMinute: sectionStart,
      endMinute: clock,
      totalMinutes: clock - sectionStart,
      plannedMinutes: planned,
      startClock: at(sectionStart).clock,
      endClock: at(clock).clock,
      targetMinutes: target,
      unfilledMinutes: target === null ? null : target - planned,
    });
  }
  const end = at(clock);
  return {
    totalMinutes: clock,
    targetMinutes: plan.targetMinutes ?? null,
    startClock: at(0).clock,
    endClock: end.clock,
    crossesMidnight: end.clock !== null && (end.dayOffset > 1 || (end.dayOffset === 1 && end.clock !== '00:00')),
    sections,
    blocks,
    items,
    warnings: blocks.flatMap((block) => laneWarnings(block, threshold)),
  };
}
