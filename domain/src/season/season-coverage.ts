import { isBlock, type Section } from '../practice-plan/plan.model';
import { planTiming } from '../practice-plan/plan-timing';
import { SPORT_PACKS, type SportId } from '../sports';
import type { SeasonCoverage } from './season.contract';

/** A practice as coverage reads it: its structure (the plan's sections) and its day. */
export interface CoveragePractice {
  date: string;
  startTime: string | null;
  sections: readonly Section[];
}
export interface CoverageSeasonSection {
  id: string;
  name: string;
  colour: string;
  startDate: string;
  endDate: string;
}

/**
 * Planned minutes across a season's practices, from the one timing function (`planTiming`):
 * - per skill: a drill's minutes count for each skill the drill trains (a drill of two skills counts for both);
 * - per position group: minutes of the items in a lane, by the lane's position (or its name for a custom group);
 *   items outside parallel blocks count for the whole team;
 * - per season section: each practice's total counts for every section covering its day.
 */
export function seasonCoverage(
  practices: readonly CoveragePractice[],
  drillSkills: ReadonlyMap<string, readonly string[]>,
  sections: readonly CoverageSeasonSection[],
  sport: SportId,
): SeasonCoverage {
  const skills = new Map<string, number>();
  const groups = new Map<string, { label: string; minutes: number; colour: string | null }>();
  const bySection = new Map(sections.map((s) => [s.id, 0]));
  const positions = new Map(SPORT_PACKS[sport].positions.map((p) => [p.id, p]));
  const add = (key: string, label: string, minutes: number, colour: string | null) => {
    const row = groups.get(key) ?? { label, minutes: 0, colour };
    row.minutes += minutes;
    groups.set(key, row);
  };
  let totalMinutes = 0;
  for (const practice of practices) {
    const timing = planTiming({ startTime: practice.startTime, sections: practice.sections });
    totalMinutes += timing.totalMinutes;
    for (const s of sections)
      if (s.startDate <= practice.date && practice.date <= s.endDate)
        bySection.set(s.id, bySection.get(s.id)! + timing.totalMinutes);
    const drillOf = new Map<string, string | null>();
    const laneOf = new Map<string, { key: string; label: string; colour: string | null }>();
    for (const section of practice.sections) {
      for (const entry of section.entries) {
        if (!isBlock(entry)) {
          drillOf.set(entry.id, entry.drillId);
          continue;
        }
        for (const lane of entry.lanes) {
          const position = lane.positionKey ? positions.get(lane.positionKey) : undefined;
          const group = position
            ? { key: position.id, label: position.name, colour: position.color }
            : { key: `lane:${lane.name.toLowerCase()}`, label: lane.name, colour: lane.colour };
          for (const item of lane.items) {
            drillOf.set(item.id, item.drillId);
            laneOf.set(item.id, group);
          }
        }
      }
    }
    for (const item of timing.items) {
      const drillId = drillOf.get(item.itemId);
      for (const skill of drillId ? (drillSkills.get(drillId) ?? []) : [])
        skills.set(skill, (skills.get(skill) ?? 0) + item.durationMinutes);
      const lane = laneOf.get(item.itemId);
      if (lane) add(lane.key, lane.label, item.durationMinutes, lane.colour);
      else add('team', 'Whole team', item.durationMinutes, null);
    }
  }
  const sorted = <T extends { minutes: number; label: string }>(rows: T[]) =>
    rows.sort((a, b) => b.minutes - a.minutes || a.label.localeCompare(b.label));
  return {
    practiceCount: practices.length,
    totalMinutes,
    bySkill: sorted([...skills].map(([skill, minutes]) => ({ key: skill, label: skill, minutes, colour: null }))),
    byPositionGroup: sorted([...groups].map(([key, row]) => ({ key, ...row }))),
    bySection: sections.map((s) => ({ key: s.id, label: s.name, minutes: bySection.get(s.id)!, colour: s.colour })),
  };
}
