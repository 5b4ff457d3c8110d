import type { DomainEvent } from '../shared/events';
import type { Visibility } from '../content/content.schemas';
import type { DrillFields } from './drill.schemas';

/** The drill's content: everything the form edits except visibility, editability and the variation link. */
export type DrillContent = Omit<DrillFields, 'visibility' | 'teamId' | 'editableByOthers' | 'variationOf'>;
export type DrillContentField = keyof DrillContent;
export type FieldChange<K extends DrillContentField = DrillContentField> = {
  from: DrillContent[K];
  to: DrillContent[K];
};
export type DrillChanges = { [K in DrillContentField]?: FieldChange<K> };

export type DrillCreated = DomainEvent<
  'DrillCreated',
  {
    drillId: string;
    ownerId: string;
    content: DrillContent;
    visibility: Visibility;
    /** absent in drills created before teams */
    teamId?: string | null;
    editableByOthers: boolean;
    variationOf: string | null;
    /** set when the drill came from a bulk upload, so the batch can be undone as a whole */
    importBatchId: string | null;
  }
>;
/** Field-level: one event per save, naming each changed field with its old and new value. */
export type DrillEdited = DomainEvent<'DrillEdited', { drillId: string; changes: DrillChanges }>;
export type DrillVisibilityChanged = DomainEvent<
  'DrillVisibilityChanged',
  { drillId: string; from: Visibility; to: Visibility }
>;
/** The drill moved to a team, to another team, or back to its owner alone (`to: null`). */
export type DrillTeamChanged = DomainEvent<
  'DrillTeamChanged',
  { drillId: string; from: string | null; to: string | null }
>;
export type DrillEditabilityChanged = DomainEvent<
  'DrillEditabilityChanged',
  { drillId: string; editableByOthers: boolean }
>;
export type DrillVariationSet = DomainEvent<'DrillVariationSet', { drillId: string; parentId: string }>;
export type DrillVariationCleared = DomainEvent<'DrillVariationCleared', { drillId: string; previousParentId: string }>;
export type DrillDeleted = DomainEvent<'DrillDeleted', { drillId: string; reason: 'deleted' | 'import-undone' }>;
export type DrillRestored = DomainEvent<'DrillRestored', { drillId: string }>;

export type DrillEvent =
  | DrillCreated
  | DrillEdited
  | DrillVisibilityChanged
  | DrillTeamChanged
  | DrillEditabilityChanged
  | DrillVariationSet
  | DrillVariationCleared
  | DrillDeleted
  | DrillRestored;

export const DRILL_EVENT_TYPES = [
  'DrillCreated',
  'DrillEdited',
  'DrillVisibilityChanged',
  'DrillTeamChanged',
  'DrillEditabilityChanged',
  'DrillVariationSet',
  'DrillVariationCleared',
  'DrillDeleted',
  'DrillRestored',
] as const satisfies readonly DrillEvent['type'][];

export const DRILL_STREAM_TYPE = 'drill';
export const drillStreamId = (drillId: string) => `drill-${drillId}`;
