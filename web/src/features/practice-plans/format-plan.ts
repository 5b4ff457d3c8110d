import {
  PHASE_OF_SEASON_LABELS,
  PRACTICE_GOAL_LABELS,
  labelOr,
  sportNameOf,
  type PhaseOfSeason,
  type PlanItem,
  type PlanItemKind,
  type PracticeGoal,
} from '@sideline/domain';
import { formatMinutes, type PlanDrillRef } from '@sideline/domain';
import { formatClock, formatClockRange } from '../../ui/format/date-formats';

export const sportName = (sport: string) => sportNameOf(sport);

export const phaseLabel = (phase: PhaseOfSeason | null) => (phase ? PHASE_OF_SEASON_LABELS[phase] : null);

export const goalLabel = (goal: PracticeGoal) => labelOr(PRACTICE_GOAL_LABELS, goal);

export const KIND_LABELS: Record<PlanItemKind, string> = {
  drill: 'Drill',
  activity: 'Activity',
  break: 'Break',
  formation: 'Formation',
};

/**
 * How an item is named on every screen: its own title (activities, breaks, a drill's override), else the drill's name,
 * else what it is. A drill the viewer may not open (made private since) is named as such, never by its id.
 */
export function itemName(
  item: Pick<PlanItem, 'kind' | 'title' | 'drillId'>,
  drills: Readonly<Record<string, PlanDrillRef>>,
): string {
  if (item.title.trim() !== '') return item.title;
  if (item.kind === 'drill' && item.drillId) {
    const ref = drills[item.drillId];
    if (ref?.available) return ref.name;
    return ref ? 'A drill you cannot open' : 'Drill';
  }
  return KIND_LABELS[item.kind];
}

/** "18:30–18:45", "18:30" (no length), or null when the plan has no start time. */
export function clockRange(start: string | null, end: string | null): string | null {
  return start === null ? null : formatClockRange(start, end);
}

/** When a part starts: its clock time, or minutes from the start ("+25 min") when the plan has no start time. */
export const startLabel = (clock: string | null, minute: number) =>
  clock === null ? `+${formatMinutes(minute)}` : formatClock(clock);

/** When a part runs: "18:30–18:45", or "+25 min" when the plan has no start time. */
export const spanLabel = (t: { startClock: string | null; endClock: string | null; startMinute: number }) =>
  clockRange(t.startClock, t.endClock) ?? startLabel(null, t.startMinute);

/** Dark or light text, whichever reads on a lane's colour (Beaters are near black, Seekers yellow). */
export function inkOn(hex: string): '#ffffff' | '#14213a' {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return '#14213a';
  const [r, g, b] = [match[1]!, match[2]!, match[3]!].map((part) => {
    const c = Number.parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // White wins when its contrast with the colour beats the dark ink's.
  return 1.05 / (luminance + 0.05) > (luminance + 0.05) / 0.0654 ? '#ffffff' : '#14213a';
}

export const VISIBILITY_NOTES = { public: null, unlisted: 'Unlisted', private: 'Private', team: 'Team only' } as const;
