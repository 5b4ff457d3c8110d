import type { DomainCommand } from '../shared/events';
import type { ItemTarget, Lane, LaneSpec, PlanItem, PlanMetadata, Section } from './plan.model';

/**
 * Intent commands: each names what the coach meant ("move item X to lane Y at 2"), never the whole plan, so the
 * command bus can re-decide it on fresh state after someone else's change. Ids and times come in with the command.
 */
export type CreatePlan = DomainCommand<
  'CreatePlan',
  {
    planId: string;
    ownerId: string;
    metadata: PlanMetadata;
    sections: Section[];
    copiedFrom: string | null;
    draftId: string | null;
  }
>;
/** Field-level: only the fields named are changed. */
export type SetPlanMetadata = DomainCommand<'SetPlanMetadata', { changes: Partial<PlanMetadata> }>;
/** A section, usually empty; undo adds back a removed section with everything it held. */
export type AddSection = DomainCommand<'AddSection', { section: Section; index: number | null }>;
export type SetSectionDetails = DomainCommand<
  'SetSectionDetails',
  {
    sectionId: string;
    name?: string;
    goals?: string[];
    notes?: string;
    targetMinutes?: number | null;
  }
>;
export type ReorderSection = DomainCommand<'ReorderSection', { sectionId: string; toIndex: number }>;
export type RemoveSection = DomainCommand<'RemoveSection', { sectionId: string }>;
export type AddItem = DomainCommand<'AddItem', { item: PlanItem; to: ItemTarget }>;
export type MoveItem = DomainCommand<'MoveItem', { itemId: string; to: ItemTarget }>;
export type SetItemDuration = DomainCommand<'SetItemDuration', { itemId: string; durationMinutes: number }>;
export type SetItemDetails = DomainCommand<'SetItemDetails', { itemId: string; title?: string; notes?: string }>;
export type RemoveItem = DomainCommand<'RemoveItem', { itemId: string }>;
/**
 * Items of one section (single items, not in a block) become a parallel block; each goes into the lane that lists
 * it. `index`: where the block goes (null: where the first of the items was).
 */
export type GroupIntoParallelBlock = DomainCommand<
  'GroupIntoParallelBlock',
  {
    blockId: string;
    sectionId: string;
    itemIds: string[];
    lanes: LaneSpec[];
    index: number | null;
  }
>;
export type AddLane = DomainCommand<'AddLane', { blockId: string; lane: Omit<Lane, 'items'>; index: number | null }>;
export type RenameLane = DomainCommand<'RenameLane', { laneId: string; name: string }>;
export type RecolourLane = DomainCommand<'RecolourLane', { laneId: string; colour: string }>;
/** Its items move to another lane of the block (`moveItemsTo`), or are removed with it (null). */
export type RemoveLane = DomainCommand<'RemoveLane', { laneId: string; moveItemsTo: string | null }>;
export type Ungroup = DomainCommand<'Ungroup', { blockId: string }>;
export type PublishPlan = DomainCommand<'PublishPlan', { at: string }>;
export type UnpublishPlan = DomainCommand<'UnpublishPlan', Record<string, never>>;
export type DeletePlan = DomainCommand<'DeletePlan', Record<string, never>>;
export type RestorePlan = DomainCommand<'RestorePlan', Record<string, never>>;
/**
 * Put the practice on a season's calendar (or move it there). `season`: the season's team and dates, read from the
 * season's own stream by the caller, so the decider refuses a day outside the season or a plan of another team.
 */
export type SchedulePlan = DomainCommand<
  'SchedulePlan',
  {
    seasonId: string;
    date: string;
    startTime: string;
    durationMinutes: number;
    season: { teamId: string; startDate: string; endDate: string };
  }
>;
export type UnschedulePlan = DomainCommand<'UnschedulePlan', Record<string, never>>;
/** Several commands decided one after another on the evolving state and stored together (undo, redo): all or none. */
export type ApplyPlanCommands = DomainCommand<'ApplyPlanCommands', { commands: PlanCommand[] }>;

/** The commands that change a plan's content: what the editor sends, and what undo and redo replay. */
export type PlanEditCommand =
  | SetPlanMetadata
  | AddSection
  | SetSectionDetails
  | ReorderSection
  | RemoveSection
  | AddItem
  | MoveItem
  | SetItemDuration
  | SetItemDetails
  | RemoveItem
  | GroupIntoParallelBlock
  | AddLane
  | RenameLane
  | RecolourLane
  | RemoveLane
  | Ungroup;

export type PlanCommand =
  | CreatePlan
  | PlanEditCommand
  | PublishPlan
  | UnpublishPlan
  | DeletePlan
  | RestorePlan
  | ApplyPlanCommands
  | SchedulePlan
  | UnschedulePlan;
