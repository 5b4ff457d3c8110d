import { VISIBILITIES } from '../content/content.schemas';
import { SPORT_IDS } from '../sports';
import { duplicateId, invalidDuration, invalidStructure, tooBig } from './plan-errors';
import { allIds, allItems, duplicateIds } from './plan-structure';
import { isBlock, type PlanItem, type PlanMetadata, type Section } from './plan.model';
import {
  CLOCK_TIME,
  PHASES_OF_SEASON,
  PLAN_ITEM_KINDS,
  PLAN_LIMITS,
  PRACTICE_GOALS,
  durationProblem,
} from './plan-vocabulary';

/**
 * The decider's own checks. The zod schemas catch bad input at the edge; these hold the invariants whatever sent the
 * command (undo, the wizard, a seed), so an invalid plan can never be stored.
 */

export function checkItem(item: PlanItem): void {
  if (!PLAN_ITEM_KINDS.includes(item.kind))
    throw invalidStructure('PLAN.INVALID_ITEM', `Unknown item kind ${String(item.kind)}.`, 'kind');
  const problem = durationProblem(item.kind, item.durationMinutes);
  if (problem) throw invalidDuration(problem);
  if (item.kind === 'drill' && !item.drillId)
    throw invalidStructure('PLAN.INVALID_ITEM', 'Choose the drill.', 'drillId');
  if (item.kind === 'formation' && !item.formationId)
    throw invalidStructure('PLAN.INVALID_ITEM', 'Choose the formation.', 'formationId');
  if (item.kind === 'activity' && !item.title.trim())
    throw invalidStructure('PLAN.INVALID_ITEM', 'Name the activity.', 'title');
  if (item.title.length > PLAN_LIMITS.title)
    throw invalidStructure('PLAN.INVALID_ITEM', `Keep the title under ${PLAN_LIMITS.title} characters.`, 'title');
  if (item.notes.length > PLAN_LIMITS.notes)
    throw invalidStructure('PLAN.INVALID_ITEM', `Keep the notes under ${PLAN_LIMITS.notes} characters.`, 'notes');
}

export function checkName(name: string, what: string, max: number, field = 'name'): void {
  if (!name.trim()) throw invalidStructure('PLAN.INVALID_NAME', `Name the ${what}.`, field);
  if (name.length > max)
    throw invalidStructure('PLAN.INVALID_NAME', `Keep the ${what} name under ${max} characters.`, field);
}

export function checkColour(colour: string): void {
  if (!/^#[0-9a-f]{6}$/i.test(colour))
    throw invalidStructure('PLAN.INVALID_COLOUR', 'Use a colour like #2563eb.', 'colour');
}

/** Every section, block, lane and item of a structure is valid on its own and within the limits. */
export function checkSections(sections: readonly Section[]): void {
  if (sections.length > PLAN_LIMITS.sections) throw tooBig(`A plan holds at most ${PLAN_LIMITS.sections} sections.`);
  for (const section of sections) {
    checkName(section.name, 'section', PLAN_LIMITS.sectionName);
    if (section.entries.length > PLAN_LIMITS.entriesPerSection)
      throw tooBig(`A section holds at most ${PLAN_LIMITS.entriesPerSection} entries.`);
    for (const entry of section.entries) {
      if (!isBlock(entry)) {
        checkItem(entry);
        continue;
      }
      if (entry.lanes.length === 0)
        throw invalidStructure('PLAN.EMPTY_BLOCK', 'A parallel block needs at least one lane.', 'lanes');
      if (entry.lanes.length > PLAN_LIMITS.lanesPerBlock)
        throw tooBig(`A parallel block has at most ${PLAN_LIMITS.lanesPerBlock} lanes.`);
      for (const lane of entry.lanes) {
        checkName(lane.name, 'lane', PLAN_LIMITS.laneName);
        checkColour(lane.colour);
        lane.items.forEach(checkItem);
      }
    }
  }
  if (allItems(sections).length > PLAN_LIMITS.items) throw tooBig(`A plan holds at most ${PLAN_LIMITS.items} items.`);
  const twice = duplicateIds(sections);
  if (twice.length > 0) throw duplicateId(twice);
}

/** New ids (an item, a section being added back, a block and its lanes) must not be in the plan already. */
export function checkNewIds(sections: readonly Section[], ids: readonly string[]): void {
  const used = allIds(sections);
  const taken = ids.filter((id) => used.has(id));
  const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (taken.length > 0 || repeated.length > 0) throw duplicateId([...new Set([...taken, ...repeated])]);
}

export function checkItemCount(sections: readonly Section[], adding: number): void {
  if (allItems(sections).length + adding > PLAN_LIMITS.items)
    throw tooBig(`A plan holds at most ${PLAN_LIMITS.items} items.`);
}

export function checkMetadata(metadata: PlanMetadata): void {
  checkName(metadata.name, 'plan', PLAN_LIMITS.name);
  if (!SPORT_IDS.includes(metadata.sport))
    throw invalidStructure('PLAN.INVALID_METADATA', `Sport must be one of ${SPORT_IDS.join(', ')}.`, 'sport');
  if (!VISIBILITIES.includes(metadata.visibility))
    throw invalidStructure('PLAN.INVALID_METADATA', 'Choose public, unlisted, private or team.', 'visibility');
  if (metadata.phaseOfSeason !== null && !PHASES_OF_SEASON.includes(metadata.phaseOfSeason))
    throw invalidStructure('PLAN.INVALID_METADATA', 'Unknown phase of season.', 'phaseOfSeason');
  if (metadata.practiceGoals.some((g) => !PRACTICE_GOALS.includes(g)))
    throw invalidStructure('PLAN.INVALID_METADATA', 'Unknown practice goal.', 'practiceGoals');
  if (metadata.startTime !== null && !CLOCK_TIME.test(metadata.startTime))
    throw invalidStructure('PLAN.INVALID_METADATA', 'Use a 24-hour time like 18:30.', 'startTime');
  if (metadata.visibility === 'team' && !metadata.teamId)
    throw invalidStructure(
      'PLAN.TEAM_REQUIRED',
      'Choose a team first: team visibility shares the plan with a team.',
      'visibility',
    );
}
