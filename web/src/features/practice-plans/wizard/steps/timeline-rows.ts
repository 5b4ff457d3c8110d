import {
  PLAN_LIMITS,
  suggestedSectionMinutes,
  type DraftSection,
  type DraftTimeline,
  type SportId,
} from '@sideline/domain';

export interface TimelineRow {
  sectionId: string;
  name: string;
  /** 0: not given yet */
  minutes: number;
}

/**
 * A predefined section's share of the practice as the sport pack suggests it, scaled to this plan's length; custom ones
 * get none.
 */
export const suggestedMinutes = (section: Pick<DraftSection, 'key'>, totalMinutes: number, sport: SportId): number =>
  suggestedSectionMinutes(sport, section.key ?? null, totalMinutes);

/**
 * One row per chosen section, in the sections' order: the minutes typed or saved for it, else the pack's suggestion.
 * Minutes of sections no longer chosen are dropped, so what is sent always matches the sections.
 */
export function timelineRows(
  sections: readonly DraftSection[],
  given: DraftTimeline | null | undefined,
  totalMinutes: number,
  sport: SportId,
): TimelineRow[] {
  return sections.map((section) => {
    const found = given?.sectionMinutes.find((s) => s.sectionId === section.id);
    return {
      sectionId: section.id,
      name: section.name,
      minutes: found ? found.minutes : suggestedMinutes(section, totalMinutes, sport),
    };
  });
}

export const rowsToTimeline = (rows: readonly TimelineRow[]): DraftTimeline => ({
  sectionMinutes: rows.map(({ sectionId, minutes }) => ({ sectionId, minutes })),
});

/** ±5 buttons: at least 1 minute (0 stays "not given" only until the coach touches it), at most a whole practice. */
export const stepMinutes = (minutes: number, delta: number): number =>
  Math.min(PLAN_LIMITS.targetMinutes, Math.max(1, minutes + delta));
