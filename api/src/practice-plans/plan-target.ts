import {
  PLAN_STREAM_TYPE,
  planDecider,
  planStreamId,
  type PlanCommand,
  type PlanEvent,
  type PlanState,
} from '@sideline/domain';
import type { CommandTarget } from '../commands/command-handler';

/**
 * A plan's stream for the command handler. Plans grow long (every duration change is an event), so they are folded
 * from a snapshot: bump the tag when `evolvePlan` changes meaning.
 */
export const planTarget = (planId: string): CommandTarget<PlanCommand, PlanEvent, PlanState> => ({
  streamId: planStreamId(planId),
  streamType: PLAN_STREAM_TYPE,
  decider: planDecider,
  snapshotTag: 'plan@2',
});

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
  SchedulePlan: 'Put the practice on the calendar',
  UnschedulePlan: 'Took the practice off the calendar',
};

/** What the undo button says it will take back. */
export const undoLabelOf = (command: PlanCommand): string => LABELS[command.type];
