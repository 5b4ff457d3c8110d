import { validationError } from '../shared/errors';
import {
  isBlock,
  type PlanMetadata,
  type PlanMetadataField,
  type Section,
  type SectionEntry,
} from '../practice-plan/plan.model';
import type { PlanCommand, PlanEditCommand } from '../practice-plan/plan.commands';
import type { PlanFacts, PlanState } from '../practice-plan/plan.state';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Ids of a section's entries, lanes and items in order: equal shapes can be brought back item by item. */
const shapeOf = (entries: readonly SectionEntry[]) =>
  entries.map((e) =>
    isBlock(e) ? { block: e.id, lanes: e.lanes.map((l) => ({ lane: l.id, items: l.items.map((i) => i.id) })) } : e.id,
  );

/** Item and lane changes inside a section whose shape did not change (durations, titles, notes, lane names). */
function sameShapeCommands(current: Section, target: Section): PlanEditCommand[] {
  const commands: PlanEditCommand[] = [];
  const details = (now: { title: string; notes: string; durationMinutes: number; id: string }, then: typeof now) => {
    if (now.durationMinutes !== then.durationMinutes)
      commands.push({ type: 'SetItemDuration', data: { itemId: then.id, durationMinutes: then.durationMinutes } });
    if (now.title !== then.title || now.notes !== then.notes)
      commands.push({ type: 'SetItemDetails', data: { itemId: then.id, title: then.title, notes: then.notes } });
  };
  target.entries.forEach((then, index) => {
    const now = current.entries[index]!;
    if (!isBlock(then) && !isBlock(now)) return details(now, then);
    if (!isBlock(then) || !isBlock(now)) return;
    then.lanes.forEach((lane, laneIndex) => {
      const nowLane = now.lanes[laneIndex]!;
      if (nowLane.name !== lane.name) commands.push({ type: 'RenameLane', data: { laneId: lane.id, name: lane.name } });
      if (nowLane.colour !== lane.colour)
        commands.push({ type: 'RecolourLane', data: { laneId: lane.id, colour: lane.colour } });
      lane.items.forEach((item, i) => details(nowLane.items[i]!, item));
    });
  });
  const { name, goals, notes, targetMinutes } = target;
  if (
    name !== current.name ||
    !same(goals, current.goals) ||
    notes !== current.notes ||
    targetMinutes !== current.targetMinutes
  ) {
    commands.push({ type: 'SetSectionDetails', data: { sectionId: target.id, name, goals, notes, targetMinutes } });
  }
  return commands;
}

/**
 * The commands that take a plan as it is now back to how it was (`target`, folded from the log at an earlier
 * version). They go through the decider like any edit, as one `ApplyPlanCommands`, so the restore is new events
 * attributed to whoever restores, and replaying the log gives the earlier content again (property-tested).
 *
 * Granularity: metadata field by field; a section whose shape (entries, lanes, item ids) is unchanged is brought back
 * item by item (durations, titles, notes, lane names, section details); a section whose shape changed, or that is
 * gone, is removed and added back whole; then sections are put back in order.
 */
export function planRestoreCommands(current: PlanState, target: PlanState, at: string): PlanCommand[] {
  if (current.status === 'none' || target.status === 'none')
    throw validationError('HISTORY.NOTHING_TO_RESTORE', 'The plan did not exist at that version.', {
      version: ['Choose a version after the plan was created.'],
    });
  if (target.status === 'deleted')
    throw validationError(
      'HISTORY.DELETED_VERSION',
      'The plan was deleted at that version: choose an earlier one, or restore it from the trash.',
      { version: ['Choose a version where the plan was not deleted.'] },
    );
  const commands: PlanCommand[] = [];
  if (current.status === 'deleted') commands.push({ type: 'RestorePlan', data: {} });
  const edits: PlanEditCommand[] = [];
  const changes: Partial<PlanMetadata> = {};
  for (const field of Object.keys(target.metadata) as PlanMetadataField[]) {
    if (!same(current.metadata[field], target.metadata[field]))
      (changes as Record<string, unknown>)[field] = target.metadata[field];
  }
  if (Object.keys(changes).length > 0) edits.push({ type: 'SetPlanMetadata', data: { changes } });

  const wanted = new Map(target.sections.map((s) => [s.id, s]));
  const kept = current.sections.filter(
    (s) => wanted.has(s.id) && same(shapeOf(s.entries), shapeOf(wanted.get(s.id)!.entries)),
  );
  const keptIds = new Set(kept.map((s) => s.id));
  for (const section of current.sections)
    if (!keptIds.has(section.id)) edits.push({ type: 'RemoveSection', data: { sectionId: section.id } });
  for (const section of kept) edits.push(...sameShapeCommands(section, wanted.get(section.id)!));
  for (const section of target.sections)
    if (!keptIds.has(section.id)) edits.push({ type: 'AddSection', data: { section, index: null } });
  target.sections.forEach((section, index) =>
    edits.push({ type: 'ReorderSection', data: { sectionId: section.id, toIndex: index } }),
  );
  commands.push(...edits);

  if (target.published !== current.published)
    commands.push(
      target.published
        ? { type: 'PublishPlan', data: { at: target.publishedAt ?? at } }
        : { type: 'UnpublishPlan', data: {} },
    );
  return commands;
}

/** The plan's content a restore brings back, for comparing. */
export const planContentOf = (state: PlanState) =>
  state.status === 'none'
    ? null
    : { status: state.status, metadata: state.metadata, sections: state.sections, published: state.published };
export type { PlanFacts };
