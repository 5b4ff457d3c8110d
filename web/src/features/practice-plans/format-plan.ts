import {
  PHASE_OF_SEASON_LABELS,
  PRACTICE_GOAL_LABELS,
  SPORT_PACKS,
  type PhaseOfSeason,
  type PlanItem,
  type PlanItemKind,
  type PracticeGoal,
  type SportId,
} from '@sideline/domain';
import type { PlanDrillRef } from '@sideline/domain';

export const sportName = (sport: SportId) => SPORT_PACKS[sport]?.name ?? sport;

export const phaseLabel = (phase: PhaseOfSeason | null) => (phase ? PHASE_OF_SEASON_LABELS[phase] : null);

export const goalLabel = (goal: PracticeGoal) => PRACTICE_GOAL_LABELS[goal] ?? goal;

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
  if (start === null) return null;
  return end === null || end === start ? start : `${start}–${end}`;
}

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

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

export const VISIBILITY_NOTES = { public: null, unlisted: 'Unlisted', private: 'Private', team: 'Team only' } as const;
