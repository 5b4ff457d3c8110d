import type { Visibility } from '../content/content.schemas';
import type {
  DocumentEventTypes,
  DocumentRestoredData,
  DocumentSnapshottedData,
  DocumentUpdatedData,
} from '../collab/document-events';
import type { DomainEvent } from '../shared/events';
import type { FormationFields } from './formation.schemas';

/**
 * Everything the form edits except visibility and "editable by others", which have events of their own. The diagram is
 * not here: it is the collab document.
 */
export type FormationContent = Omit<FormationFields, 'visibility' | 'teamId' | 'editableByOthers'>;
export type FormationContentField = keyof FormationContent;
export type FormationFieldChange<K extends FormationContentField = FormationContentField> = {
  from: FormationContent[K];
  to: FormationContent[K];
};
export type FormationChanges = { [K in FormationContentField]?: FormationFieldChange<K> };

export type FormationCreated = DomainEvent<
  'FormationCreated',
  {
    formationId: string;
    ownerId: string;
    content: FormationContent;
    visibility: Visibility;
    /** absent in formations created before teams */
    teamId?: string | null;
    editableByOthers: boolean;
    /** the formation it was copied from (its diagram comes with it as the first FormationDocumentUpdated) */
    duplicatedFrom: string | null;
  }
>;
/** Field-level: one event per save, naming each changed field with its old and new value. */
export type FormationEdited = DomainEvent<'FormationEdited', { formationId: string; changes: FormationChanges }>;
export type FormationVisibilityChanged = DomainEvent<
  'FormationVisibilityChanged',
  { formationId: string; from: Visibility; to: Visibility }
>;
/** The formation moved to a team, to another, or back to its owner alone (`to: null`). */
export type FormationTeamChanged = DomainEvent<
  'FormationTeamChanged',
  { formationId: string; from: string | null; to: string | null }
>;
export type FormationEditabilityChanged = DomainEvent<
  'FormationEditabilityChanged',
  { formationId: string; editableByOthers: boolean }
>;
export type FormationDeleted = DomainEvent<'FormationDeleted', { formationId: string }>;
/** A deleted formation brought back (the diagram's restore to a version is FormationDocumentRestored). */
export type FormationRestored = DomainEvent<'FormationRestored', { formationId: string }>;
export type FormationDocumentUpdated = DomainEvent<
  'FormationDocumentUpdated',
  DocumentUpdatedData & { formationId: string }
>;
export type FormationDocumentSnapshotted = DomainEvent<
  'FormationDocumentSnapshotted',
  DocumentSnapshottedData & { formationId: string }
>;
export type FormationDocumentRestored = DomainEvent<
  'FormationDocumentRestored',
  DocumentRestoredData & { formationId: string }
>;

export type FormationEvent =
  | FormationCreated
  | FormationEdited
  | FormationVisibilityChanged
  | FormationTeamChanged
  | FormationEditabilityChanged
  | FormationDeleted
  | FormationRestored
  | FormationDocumentUpdated
  | FormationDocumentSnapshotted
  | FormationDocumentRestored;

export const FORMATION_EVENT_TYPES = [
  'FormationCreated',
  'FormationEdited',
  'FormationVisibilityChanged',
  'FormationTeamChanged',
  'FormationEditabilityChanged',
  'FormationDeleted',
  'FormationRestored',
  'FormationDocumentUpdated',
  'FormationDocumentSnapshotted',
  'FormationDocumentRestored',
] as const satisfies readonly FormationEvent['type'][];

export const FORMATION_DOCUMENT_EVENT_TYPES = {
  updated: 'FormationDocumentUpdated',
  snapshotted: 'FormationDocumentSnapshotted',
  restored: 'FormationDocumentRestored',
} as const satisfies DocumentEventTypes;

/** Events that change who may open the diagram (or how): open collab connections re-authenticate after them. */
export const FORMATION_ACCESS_EVENT_TYPES = [
  'FormationDeleted',
  'FormationVisibilityChanged',
  'FormationEditabilityChanged',
] as const satisfies readonly FormationEvent['type'][];

export const FORMATION_STREAM_TYPE = 'formation';
export const formationStreamId = (formationId: string) => `formation-${formationId}`;
