import type { DomainEvent } from '../shared/events';
import type { PlanSchedule } from './plan.state';
import type {
  ItemLocation,
  Lane,
  LaneSpec,
  ParallelBlock,
  PlanItem,
  PlanMetadata,
  PlanMetadataField,
  Section,
} from './plan.model';

export type PlanFieldChange<T> = { from: T; to: T };
export type PlanMetadataChanges = { [K in PlanMetadataField]?: PlanFieldChange<PlanMetadata[K]> };
export type SectionDetailChanges = {
  name?: PlanFieldChange<string>;
  goals?: PlanFieldChange<string[]>;
  notes?: PlanFieldChange<string>;
  targetMinutes?: PlanFieldChange<number | null>;
};
export type ItemDetailChanges = { title?: PlanFieldChange<string>; notes?: PlanFieldChange<string> };

/**
 * Plan events are fine-grained (one item moved, one duration set) and say what changed from what, so two coaches
 * editing different items never contend, the history reads like a story, and each event can be undone on its own.
 */
export type PlanCreated = DomainEvent<
  'PlanCreated',
  {
    planId: string;
    ownerId: string;
    metadata: PlanMetadata;
    sections: Section[];
    /** the plan this one is a copy of */
    copiedFrom: string | null;
    /** the wizard draft it was made from */
    draftId: string | null;
  }
>;
export type PlanMetadataChanged = DomainEvent<'PlanMetadataChanged', { planId: string; changes: PlanMetadataChanges }>;
export type PlanSectionAdded = DomainEvent<'PlanSectionAdded', { planId: string; section: Section; index: number }>;
export type PlanSectionDetailsChanged = DomainEvent<
  'PlanSectionDetailsChanged',
  { planId: string; sectionId: string; changes: SectionDetailChanges }
>;
export type PlanSectionMoved = DomainEvent<
  'PlanSectionMoved',
  { planId: string; sectionId: string; fromIndex: number; toIndex: number }
>;
/** carries the whole section as it was, so undo and history can bring it back */
export type PlanSectionRemoved = DomainEvent<'PlanSectionRemoved', { planId: string; section: Section; index: number }>;
export type PlanItemAdded = DomainEvent<'PlanItemAdded', { planId: string; item: PlanItem; to: ItemLocation }>;
export type PlanItemMoved = DomainEvent<
  'PlanItemMoved',
  { planId: string; itemId: string; from: ItemLocation; to: ItemLocation }
>;
export type PlanItemDurationSet = DomainEvent<
  'PlanItemDurationSet',
  { planId: string; itemId: string; from: number; to: number }
>;
export type PlanItemDetailsChanged = DomainEvent<
  'PlanItemDetailsChanged',
  { planId: string; itemId: string; changes: ItemDetailChanges }
>;
export type PlanItemRemoved = DomainEvent<'PlanItemRemoved', { planId: string; item: PlanItem; from: ItemLocation }>;
/** Items of one section go into the lanes of a new block, which takes `index` in the section (counted without them). */
export type PlanParallelBlockCreated = DomainEvent<
  'PlanParallelBlockCreated',
  { planId: string; sectionId: string; blockId: string; index: number; lanes: LaneSpec[] }
>;
/** The block's items take its place in sequence (lane after lane); `block` is the block as it was. */
export type PlanParallelBlockUngrouped = DomainEvent<
  'PlanParallelBlockUngrouped',
  { planId: string; sectionId: string; index: number; block: ParallelBlock }
>;
export type PlanLaneAdded = DomainEvent<
  'PlanLaneAdded',
  { planId: string; blockId: string; lane: Omit<Lane, 'items'>; index: number }
>;
export type PlanLaneRenamed = DomainEvent<
  'PlanLaneRenamed',
  { planId: string; laneId: string; from: string; to: string }
>;
export type PlanLaneRecoloured = DomainEvent<
  'PlanLaneRecoloured',
  { planId: string; laneId: string; from: string; to: string }
>;
/** Only empty lanes are removed: their items were moved or removed by events just before. */
export type PlanLaneRemoved = DomainEvent<
  'PlanLaneRemoved',
  { planId: string; blockId: string; lane: Omit<Lane, 'items'>; index: number }
>;
export type PlanPublished = DomainEvent<'PlanPublished', { planId: string; at: string }>;
export type PlanUnpublished = DomainEvent<'PlanUnpublished', { planId: string }>;
/** The practice's place on a season's calendar (a team plan). Scheduling again moves it; `previous` is where it was. */
export type PlanScheduled = DomainEvent<
  'PlanScheduled',
  {
    planId: string;
    seasonId: string;
    date: string;
    startTime: string;
    durationMinutes: number;
    previous: PlanSchedule | null;
  }
>;
export type PlanUnscheduled = DomainEvent<'PlanUnscheduled', { planId: string; schedule: PlanSchedule }>;
export type PlanDeleted = DomainEvent<'PlanDeleted', { planId: string }>;
export type PlanRestored = DomainEvent<'PlanRestored', { planId: string }>;

export type PlanEvent =
  | PlanCreated
  | PlanMetadataChanged
  | PlanSectionAdded
  | PlanSectionDetailsChanged
  | PlanSectionMoved
  | PlanSectionRemoved
  | PlanItemAdded
  | PlanItemMoved
  | PlanItemDurationSet
  | PlanItemDetailsChanged
  | PlanItemRemoved
  | PlanParallelBlockCreated
  | PlanParallelBlockUngrouped
  | PlanLaneAdded
  | PlanLaneRenamed
  | PlanLaneRecoloured
  | PlanLaneRemoved
  | PlanPublished
  | PlanUnpublished
  | PlanDeleted
  | PlanRestored
  | PlanScheduled
  | PlanUnscheduled;

export const PLAN_EVENT_TYPES = [
  'PlanCreated',
  'PlanMetadataChanged',
  'PlanSectionAdded',
  'PlanSectionDetailsChanged',
  'PlanSectionMoved',
  'PlanSectionRemoved',
  'PlanItemAdded',
  'PlanItemMoved',
  'PlanItemDurationSet',
  'PlanItemDetailsChanged',
  'PlanItemRemoved',
  'PlanParallelBlockCreated',
  'PlanParallelBlockUngrouped',
  'PlanLaneAdded',
  'PlanLaneRenamed',
  'PlanLaneRecoloured',
  'PlanLaneRemoved',
  'PlanPublished',
  'PlanUnpublished',
  'PlanDeleted',
  'PlanRestored',
  'PlanScheduled',
  'PlanUnscheduled',
] as const satisfies readonly PlanEvent['type'][];

export const PLAN_STREAM_TYPE = 'plan';
export const planStreamId = (planId: string) => `plan-${planId}`;
