import { allItems, can, validationError, type Actor, type PlanCommand, type PlanItem } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { drillRefsByIds, findFormationAccess } from '@sideline/projections';

/** The items a command brings into the plan (those it only moves or edits are already there). */
export function itemsBroughtIn(command: PlanCommand): PlanItem[] {
  switch (command.type) {
    case 'CreatePlan':
      return allItems(command.data.sections);
    case 'AddSection':
      return allItems([command.data.section]);
    case 'AddItem':
      return [command.data.item];
    case 'ApplyPlanCommands':
      return command.data.commands.flatMap(itemsBroughtIn);
    // these move, edit or remove what is there
    case 'SetPlanMetadata':
    case 'SetSectionDetails':
    case 'ReorderSection':
    case 'RemoveSection':
    case 'MoveItem':
    case 'SetItemDuration':
    case 'SetItemDetails':
    case 'RemoveItem':
    case 'GroupIntoParallelBlock':
    case 'AddLane':
    case 'RenameLane':
    case 'RecolourLane':
    case 'RemoveLane':
    case 'Ungroup':
    case 'PublishPlan':
    case 'UnpublishPlan':
    case 'DeletePlan':
    case 'RestorePlan':
    case 'SchedulePlan':
    case 'UnschedulePlan':
      return [];
  }
}

/**
 * A plan may only bring in drills and formations the actor can open: a private drill of someone else must not leak
 * into a plan (the reference wizard listed every drill, private ones too). Unknown, deleted and hidden references
 * are one 400, so nothing tells a stranger whether a private drill exists; nothing is stored.
 */
export async function checkReferences(db: Queryable, actor: Actor, items: readonly PlanItem[]): Promise<void> {
  const drillIds = [...new Set(items.flatMap((i) => (i.kind === 'drill' && i.drillId ? [i.drillId] : [])))];
  if (drillIds.length > 0) {
    const refs = await drillRefsByIds(db, drillIds);
    const missing = drillIds.filter((id) => {
      const ref = refs.find((r) => r.id === id);
      return !ref || ref.access.deleted || !can(actor, { action: 'content.read', content: ref.access });
    });
    if (missing.length > 0) {
      const message =
        missing.length === 1
          ? 'That drill does not exist or you cannot open it.'
          : `${missing.length} of these drills do not exist or you cannot open them.`;
      throw validationError('PLAN.DRILL_NOT_AVAILABLE', message, {
        drillId: missing.map((id) => `Drill ${id} is not available.`),
      });
    }
  }
  const formationIds = [
    ...new Set(items.flatMap((i) => (i.kind === 'formation' && i.formationId ? [i.formationId] : []))),
  ];
  for (const formationId of formationIds) {
    const access = await findFormationAccess(db, formationId);
    if (!access || access.deleted || !can(actor, { action: 'content.read', content: access })) {
      throw validationError('PLAN.FORMATION_NOT_AVAILABLE', 'That formation does not exist or you cannot open it.', {
        formationId: [`Formation ${formationId} is not available.`],
      });
    }
  }
}
