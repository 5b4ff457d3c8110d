import type { ContentAccess, Visibility } from '../content/content.schemas';
import { DomainError, conflict, notFound, validationError } from '../shared/errors';
import { assertNever, type Decider } from '../shared/events';
import type { FormationCommand } from './formation.commands';
import type { FormationChanges, FormationContent, FormationContentField, FormationEvent } from './formation.events';
import {
  courtTemplateBelongsTo,
  courtTemplateMessage,
  defaultCourtTemplateId,
  formationCopyName,
  type FormationFields,
  type FormationPatch,
} from './formation.schemas';

interface FormationFacts {
  formationId: string;
  ownerId: string;
  content: FormationContent;
  visibility: Visibility;
  teamId: string | null;
  editableByOthers: boolean;
  /**
   * Stream version of the latest event that changed the details (anything but the diagram): the ETag. Diagram stores
   * land in the same stream every few seconds while someone draws; they must not make a form save stale.
   */
  detailsVersion: number;
  /** stream version of the latest event that changed the diagram (an update or a restore); 0 before the first */
  lastDocumentVersion: number;
  /** the formation it was copied from */
  duplicatedFrom: string | null;
}

/** `version` counts every event folded so far: it is the stream version, which names diagram versions. */
export type FormationState = ({ status: 'none' } | ({ status: 'active' | 'deleted' } & FormationFacts)) & {
  version: number;
};

export const initialState = (): FormationState => ({ status: 'none', version: 0 });

const deletedFormation = () =>
  conflict('FORMATION.DELETED', 'This formation was deleted. Restore it before changing it.');
const stale = (expected: number, actual: number) =>
  new DomainError(
    'precondition_failed',
    'COMMAND.STALE_VERSION',
    'This formation was changed since you loaded it. Reload to see the latest version.',
    {
      expectedVersion: expected,
      actualVersion: actual,
    },
  );

const splitFields = ({ visibility, teamId, editableByOthers, ...content }: FormationFields) => ({
  visibility,
  teamId,
  editableByOthers,
  content,
});
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The content after a patch. Changing the sport without naming a court moves the court to the new sport's default
 * (the old one would not belong to it); a named court must be one of the sport's.
 */
function patchedContent(current: FormationContent, patch: FormationPatch): FormationContent {
  const next: FormationContent = { ...current };
  for (const field of Object.keys(current) as FormationContentField[]) {
    if (patch[field] !== undefined) (next as Record<string, unknown>)[field] = patch[field];
  }
  if (
    patch.sport !== undefined &&
    patch.courtTemplateId === undefined &&
    !courtTemplateBelongsTo(next.sport, next.courtTemplateId)
  ) {
    next.courtTemplateId = defaultCourtTemplateId(next.sport);
  }
  if (!courtTemplateBelongsTo(next.sport, next.courtTemplateId)) {
    throw validationError('FORMATION.INVALID_COURT', 'That court is not one of the sport’s.', {
      courtTemplateId: [courtTemplateMessage(next.sport)],
    });
  }
  return next;
}

function contentChanges(from: FormationContent, to: FormationContent): FormationChanges {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of Object.keys(to) as FormationContentField[]) {
    if (!same(from[field], to[field])) changes[field] = { from: from[field], to: to[field] };
  }
  return changes;
}

/** The first diagram version of a new formation, when it starts with a drawing (a copy, the demo seed). */
const firstDiagram = (formationId: string, ownerId: string, diagram: string | null, at: string): FormationEvent[] =>
  diagram
    ? [
        {
          type: 'FormationDocumentUpdated',
          data: { formationId, update: diagram, editors: [ownerId], guestLinkIds: [], at },
        },
      ]
    : [];

export function decide(command: FormationCommand, state: FormationState): FormationEvent[] {
  if (command.type === 'CreateFormation' || command.type === 'DuplicateFormation') {
    if (state.status !== 'none') throw conflict('FORMATION.ALREADY_EXISTS', 'A formation with this id already exists.');
    const { formationId, ownerId, diagram, at } = command.data;
    const created: FormationEvent =
      command.type === 'CreateFormation'
        ? {
            type: 'FormationCreated',
            data: { formationId, ownerId, ...splitFields(command.data.fields), duplicatedFrom: null },
          }
        : {
            type: 'FormationCreated',
            data: {
              formationId,
              ownerId,
              content: { ...command.data.source.content, name: formationCopyName(command.data.source.content.name) },
              visibility: 'private',
              teamId: null,
              editableByOthers: false,
              duplicatedFrom: command.data.source.id,
            },
          };
    return [created, ...firstDiagram(formationId, ownerId, diagram, at)];
  }
  if (state.status === 'none') throw notFound('FORMATION.NOT_FOUND', 'There is no such formation.');
  const { formationId } = state;
  switch (command.type) {
    case 'EditFormation': {
      if (state.status === 'deleted') throw deletedFormation();
      const { patch, expectedVersion } = command.data;
      if (expectedVersion !== undefined && expectedVersion !== state.detailsVersion)
        throw stale(expectedVersion, state.detailsVersion);
      const changes = contentChanges(state.content, patchedContent(state.content, patch));
      const events: FormationEvent[] = [];
      if (Object.keys(changes).length > 0) events.push({ type: 'FormationEdited', data: { formationId, changes } });
      const teamId = patch.teamId === undefined ? state.teamId : patch.teamId;
      const visibility = patch.visibility ?? state.visibility;
      if (visibility === 'team' && !teamId)
        throw validationError(
          'FORMATION.TEAM_REQUIRED',
          'Choose a team first: team visibility shares the formation with a team.',
          { teamId: ['Choose a team first: team visibility shares the formation with a team.'] },
        );
      if (teamId !== state.teamId)
        events.push({ type: 'FormationTeamChanged', data: { formationId, from: state.teamId, to: teamId } });
      if (patch.visibility !== undefined && patch.visibility !== state.visibility) {
        events.push({
          type: 'FormationVisibilityChanged',
          data: { formationId, from: state.visibility, to: patch.visibility },
        });
      }
      if (patch.editableByOthers !== undefined && patch.editableByOthers !== state.editableByOthers) {
        events.push({
          type: 'FormationEditabilityChanged',
          data: { formationId, editableByOthers: patch.editableByOthers },
        });
      }
      return events;
    }
    case 'DeleteFormation':
      return state.status === 'deleted' ? [] : [{ type: 'FormationDeleted', data: { formationId } }];
    case 'RestoreFormation':
      return state.status === 'active' ? [] : [{ type: 'FormationRestored', data: { formationId } }];
    case 'RestoreFormationDocument': {
      if (state.status === 'deleted') throw deletedFormation();
      const { toVersion, update, at, versionExists } = command.data;
      if (!versionExists || toVersion > state.lastDocumentVersion) {
        throw notFound(
          'FORMATION.VERSION_NOT_FOUND',
          `Version ${toVersion} is not a saved version of this formation’s diagram.`,
        );
      }
      // Already the latest version: the diagram is in that state, there is nothing to bring back.
      if (toVersion === state.lastDocumentVersion) return [];
      return [{ type: 'FormationDocumentRestored', data: { formationId, toVersion, update, at } }];
    }
    default:
      return assertNever(command, 'formation command');
  }
}

export function evolve(state: FormationState, event: FormationEvent): FormationState {
  const version = state.version + 1;
  if (event.type === 'FormationCreated') {
    const { formationId, ownerId, content, visibility, editableByOthers, duplicatedFrom } = event.data;
    return {
      status: 'active',
      version,
      formationId,
      ownerId,
      content,
      visibility,
      teamId: event.data.teamId ?? null,
      editableByOthers,
      detailsVersion: version,
      lastDocumentVersion: 0,
      duplicatedFrom,
    };
  }
  if (state.status === 'none') return { ...state, version };
  const details = { version, detailsVersion: version };
  switch (event.type) {
    case 'FormationEdited': {
      const content = { ...state.content } as Record<string, unknown>;
      for (const [field, change] of Object.entries(event.data.changes)) content[field] = change.to;
      return { ...state, ...details, content: content as FormationContent };
    }
    case 'FormationVisibilityChanged':
      return { ...state, ...details, visibility: event.data.to };
    case 'FormationTeamChanged':
      return { ...state, ...details, teamId: event.data.to };
    case 'FormationEditabilityChanged':
      return { ...state, ...details, editableByOthers: event.data.editableByOthers };
    case 'FormationDeleted':
      return { ...state, ...details, status: 'deleted' };
    case 'FormationRestored':
      return { ...state, ...details, status: 'active' };
    case 'FormationDocumentUpdated':
    case 'FormationDocumentRestored':
      return { ...state, version, lastDocumentVersion: version };
    case 'FormationDocumentSnapshotted':
      return { ...state, version };
    default:
      return assertNever(event, 'formation event');
  }
}

export const formationDecider: Decider<FormationCommand, FormationEvent, FormationState> = {
  decide,
  evolve,
  initialState,
};

/** What the policy needs to know about a formation, from its state; null when there is no such formation. */
export function formationAccessOf(state: FormationState): ContentAccess | null {
  if (state.status === 'none') return null;
  return {
    ownerId: state.ownerId,
    visibility: state.visibility,
    teamId: state.teamId,
    editableByOthers: state.editableByOthers,
    deleted: state.status === 'deleted',
  };
}
