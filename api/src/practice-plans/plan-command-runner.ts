import { PLAN_STREAM_TYPE, initialPlanState, planDecider, planStreamId, type EventMetadata, type PlanCommand, type PlanEvent, type PlanState } from '@sideline/domain';
import type { CommandBus, CommandResult } from '../commands/command-bus';

/**
 * Plans take many small concurrent commands (several coaches, one plan): on a version conflict the bus re-reads and
 * re-decides, so a generous bound lets a burst of edits to different items all land instead of failing.
 */
export const PLAN_COMMAND_RETRIES = 40;

export interface PlanCommandOutcome {
  result: CommandResult<PlanEvent, PlanState>;
  /** the state the stored events were decided on: what undo needs to build their inverse */
  before: PlanState;
}

/** Sends a plan command through the bus and remembers the state the winning attempt decided on. */
export async function runPlanCommand(commands: CommandBus, planId: string, command: PlanCommand, metadata: EventMetadata, expectedVersion?: number): Promise<PlanCommandOutcome> {
  const seen: { state: PlanState } = { state: initialPlanState() };
  const decider = {
    ...planDecider,
    decide(c: PlanCommand, state: PlanState) {
      seen.state = state;
      return planDecider.decide(c, state);
    },
  };
  const result = await commands.handle({ streamId: planStreamId(planId), streamType: PLAN_STREAM_TYPE, decider }, command, metadata, {
    maxRetries: PLAN_COMMAND_RETRIES,
    ...(expectedVersion === undefined ? {} : { expectedVersion }),
  });
  return { result, before: seen.state };
}

const LABELS: Record<PlanCommand['type'], string> = {
  CreatePlan: 'Created the plan',
  SetPlanMetadata: 'Changed the plan details',
  AddSection: 'Added a section',
  SetSectionDetails: 'Changed a section',
  ReorderSection: 'Moved a section',
  RemoveSection: 'Removed a section',
  AddItem: 'Added an item',
  MoveItem: 'Moved an item',
  SetItemDuration: 'Changed a duration',
  SetItemDetails: 'Changed an item',
  RemoveItem: 'Removed an item',
  GroupIntoParallelBlock: 'Made a parallel block',
  AddLane: 'Added a lane',
  RenameLane: 'Renamed a lane',
  RecolourLane: 'Recoloured a lane',
  RemoveLane: 'Removed a lane',
  Ungroup: 'Ungrouped a block',
  PublishPlan: 'Published the plan',
  UnpublishPlan: 'Unpublished the plan',
  DeletePlan: 'Deleted the plan',
  RestorePlan: 'Restored the plan',
  ApplyPlanCommands: 'Changed the plan',
};

/** What the undo button says it will take back. */
export const undoLabelOf = (command: PlanCommand): string => LABELS[command.type];
