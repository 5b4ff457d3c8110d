import { assertNever } from '../shared/events';
import { checkItemCount, checkName, checkNewIds, checkSections } from './plan-checks';
import { invalidStructure, sectionNotFound } from './plan-errors';
import { allIds, allItems, clampIndex, findSection } from './plan-structure';
import { PLAN_LIMITS } from './plan-vocabulary';
import type { AddSection, RemoveSection, ReorderSection, SetSectionDetails } from './plan.commands';
import type { PlanEvent, SectionDetailChanges } from './plan.events';
import type { PlanFacts } from './plan.state';

export type SectionCommand = AddSection | SetSectionDetails | ReorderSection | RemoveSection;

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function checkGoals(goals: readonly string[]): void {
  if (goals.length > PLAN_LIMITS.goalsPerSection)
    throw invalidStructure('PLAN.INVALID_SECTION', `At most ${PLAN_LIMITS.goalsPerSection} goals.`, 'goals');
  if (goals.some((g) => !g.trim() || g.length > PLAN_LIMITS.goal))
    throw invalidStructure('PLAN.INVALID_SECTION', `Goals are 1–${PLAN_LIMITS.goal} characters.`, 'goals');
}

export function decideSection(command: SectionCommand, state: PlanFacts): PlanEvent[] {
  const { planId, sections } = state;
  switch (command.type) {
    case 'AddSection': {
      const { section } = command.data;
      checkSections([section]);
      checkGoals(section.goals);
      if (sections.length >= PLAN_LIMITS.sections)
        throw invalidStructure('PLAN.TOO_BIG', `A plan holds at most ${PLAN_LIMITS.sections} sections.`, 'sections');
      checkNewIds(sections, [...allIds([section])]);
      checkItemCount(sections, allItems([section]).length);
      return [
        { type: 'PlanSectionAdded', data: { planId, section, index: clampIndex(command.data.index, sections.length) } },
      ];
    }
    case 'SetSectionDetails': {
      const found = findSection(sections, command.data.sectionId);
      if (!found) throw sectionNotFound(command.data.sectionId);
      const { section } = found;
      const { name, goals, notes, targetMinutes } = command.data;
      const changes: SectionDetailChanges = {};
      if (name !== undefined && name !== section.name) {
        checkName(name, 'section', PLAN_LIMITS.sectionName);
        changes.name = { from: section.name, to: name };
      }
      if (goals !== undefined && !sameList(goals, section.goals)) {
        checkGoals(goals);
        changes.goals = { from: section.goals, to: goals };
      }
      if (notes !== undefined && notes !== section.notes) {
        if (notes.length > PLAN_LIMITS.notes)
          throw invalidStructure(
            'PLAN.INVALID_SECTION',
            `Keep the notes under ${PLAN_LIMITS.notes} characters.`,
            'notes',
          );
        changes.notes = { from: section.notes, to: notes };
      }
      if (targetMinutes !== undefined && targetMinutes !== section.targetMinutes) {
        if (
          targetMinutes !== null &&
          (!Number.isInteger(targetMinutes) || targetMinutes < 1 || targetMinutes > PLAN_LIMITS.targetMinutes)
        ) {
          throw invalidStructure(
            'PLAN.INVALID_SECTION',
            `A section's planned minutes are 1–${PLAN_LIMITS.targetMinutes}.`,
            'targetMinutes',
          );
        }
        changes.targetMinutes = { from: section.targetMinutes, to: targetMinutes };
      }
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'PlanSectionDetailsChanged', data: { planId, sectionId: section.id, changes } }];
    }
    case 'ReorderSection': {
      const found = findSection(sections, command.data.sectionId);
      if (!found) throw sectionNotFound(command.data.sectionId);
      const toIndex = clampIndex(command.data.toIndex, sections.length - 1);
      if (toIndex === found.index) return [];
      return [
        { type: 'PlanSectionMoved', data: { planId, sectionId: found.section.id, fromIndex: found.index, toIndex } },
      ];
    }
    case 'RemoveSection': {
      const found = findSection(sections, command.data.sectionId);
      if (!found) throw sectionNotFound(command.data.sectionId);
      return [{ type: 'PlanSectionRemoved', data: { planId, section: found.section, index: found.index } }];
    }
    default:
      return assertNever(command, 'section command');
  }
}
