import type { Visibility } from '../content/content.schemas';
import { conflict, notFound, validationError } from '../shared/errors';
import { assertNever, type Decider } from '../shared/events';
import type { DrillCommand, ParentFacts } from './drill.commands';
import type { DrillChanges, DrillContent, DrillContentField, DrillEvent } from './drill.events';
import { canonicalDrill, drillRuleProblems, type DrillFields, type DrillPatch } from './drill.schemas';

export type DrillState =
  | { status: 'none' }
  | {
      status: 'active' | 'deleted';
      drillId: string;
      ownerId: string;
      content: DrillContent;
      visibility: Visibility;
      teamId: string | null;
      editableByOthers: boolean;
      variationOf: string | null;
    };

export const initialState = (): DrillState => ({ status: 'none' });

const splitFields = ({ visibility, teamId, editableByOthers, variationOf, ...content }: DrillFields) => ({
  visibility,
  teamId,
  editableByOthers,
  variationOf,
  content,
});

/**
 * One level deep: a variation's parent is not itself a variation, a drill with variations cannot become one, and never
 * itself.
 */
function checkParent(drillId: string, parent: ParentFacts | null, hasVariations: boolean) {
  if (!parent) return;
  const fail = (message: string) => validationError('DRILL.INVALID_PARENT', message, { variationOf: [message] });
  if (parent.id === drillId) throw fail('A drill cannot be a variation of itself.');
  if (!parent.exists || parent.deleted) throw fail('That drill does not exist (or was deleted).');
  if (parent.isVariation) throw fail('That drill is itself a variation: choose its parent instead.');
  if (hasVariations) throw fail('This drill has variations of its own, so it cannot become a variation.');
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function contentChanges(from: DrillContent, to: DrillContent): DrillChanges {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of Object.keys(to) as DrillContentField[]) {
    if (!same(from[field], to[field])) changes[field] = { from: from[field], to: to[field] };
  }
  return changes;
}

function variationEvents(drillId: string, current: string | null, next: string | null): DrillEvent[] {
  if (current === next) return [];
  if (next === null) return [{ type: 'DrillVariationCleared', data: { drillId, previousParentId: current! } }];
  return [{ type: 'DrillVariationSet', data: { drillId, parentId: next } }];
}

type ExistingDrill = Extract<DrillState, { status: 'active' | 'deleted' }>;

/** The events that take the drill to `fields` and the parent `nextParent`: only what differs is recorded. */
function updateEvents(
  state: ExistingDrill,
  fields: DrillFields,
  nextParent: string | null,
  parent: ParentFacts | null,
  hasVariations: boolean,
): DrillEvent[] {
  const { drillId } = state;
  const { visibility, teamId, editableByOthers, content } = splitFields(fields);
  if (nextParent !== state.variationOf) checkParent(drillId, parent, hasVariations);
  const changes = contentChanges(state.content, content);
  const events: DrillEvent[] = [];
  if (Object.keys(changes).length > 0) events.push({ type: 'DrillEdited', data: { drillId, changes } });
  if (teamId !== state.teamId)
    events.push({ type: 'DrillTeamChanged', data: { drillId, from: state.teamId, to: teamId } });
  if (visibility !== state.visibility)
    events.push({ type: 'DrillVisibilityChanged', data: { drillId, from: state.visibility, to: visibility } });
  if (editableByOthers !== state.editableByOthers)
    events.push({ type: 'DrillEditabilityChanged', data: { drillId, editableByOthers } });
  return [...events, ...variationEvents(drillId, state.variationOf, nextParent)];
}

/** The drill as it is with the patch's fields over it, checked against the rules that span fields. */
function patchedFields(state: ExistingDrill, patch: DrillPatch): DrillFields {
  const { content, visibility, teamId, editableByOthers, variationOf } = state;
  // a parsed patch holds only the fields sent; a patch built in code may still carry an undefined one
  const given = Object.fromEntries(
    Object.entries(patch as Record<string, unknown>).filter(([, value]) => value !== undefined),
  );
  const merged: DrillFields = { ...content, visibility, teamId, editableByOthers, variationOf, ...given };
  const problems = drillRuleProblems(merged);
  if (problems.length > 0) {
    const fields: Record<string, string[]> = {};
    for (const { path, message } of problems) (fields[path.join('.')] ??= []).push(message);
    throw validationError('DRILL.INVALID_FIELDS', problems[0]!.message, fields);
  }
  return canonicalDrill(merged);
}

export function decide(command: DrillCommand, state: DrillState): DrillEvent[] {
  if (command.type === 'CreateDrill') {
    if (state.status !== 'none') throw conflict('DRILL.ALREADY_EXISTS', 'A drill with this id already exists.');
    const { drillId, ownerId, fields, parent, importBatchId } = command.data;
    checkParent(drillId, parent, false);
    const { visibility, teamId, editableByOthers, content } = splitFields(fields);
    return [
      {
        type: 'DrillCreated',
        data: {
          drillId,
          ownerId,
          content,
          visibility,
          teamId,
          editableByOthers,
          variationOf: parent?.id ?? null,
          importBatchId: importBatchId ?? null,
        },
      },
    ];
  }
  if (state.status === 'none') throw notFound('DRILL.NOT_FOUND', 'There is no such drill.');
  const { drillId } = state;
  switch (command.type) {
    case 'UpdateDrill': {
      if (state.status === 'deleted')
        throw conflict('DRILL.DELETED', 'This drill was deleted. Restore it before editing.');
      const { fields, parent, hasVariations } = command.data;
      return updateEvents(state, fields, parent?.id ?? null, parent, hasVariations);
    }
    case 'EditDrill': {
      if (state.status === 'deleted')
        throw conflict('DRILL.DELETED', 'This drill was deleted. Restore it before editing.');
      const { patch, parent, hasVariations } = command.data;
      // Without `variationOf` in the patch the link stays as it is.
      const nextParent = patch.variationOf === undefined ? state.variationOf : (parent?.id ?? null);
      return updateEvents(state, patchedFields(state, patch), nextParent, parent, hasVariations);
    }
    case 'SetDrillVariation': {
      if (state.status === 'deleted') throw conflict('DRILL.DELETED', 'This drill was deleted. Restore it first.');
      const next = command.data.parent?.id ?? null;
      if (next !== state.variationOf) checkParent(drillId, command.data.parent, command.data.hasVariations);
      return variationEvents(drillId, state.variationOf, next);
    }
    case 'DeleteDrill':
      return state.status === 'deleted'
        ? []
        : [{ type: 'DrillDeleted', data: { drillId, reason: command.data.reason } }];
    case 'RestoreDrill':
      return state.status === 'active' ? [] : [{ type: 'DrillRestored', data: { drillId } }];
    default:
      return assertNever(command, 'drill command');
  }
}

export function evolve(state: DrillState, event: DrillEvent): DrillState {
  if (event.type === 'DrillCreated') {
    const { drillId, ownerId, content, visibility, editableByOthers, variationOf } = event.data;
    return {
      status: 'active',
      drillId,
      ownerId,
      content,
      visibility,
      teamId: event.data.teamId ?? null,
      editableByOthers,
      variationOf,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'DrillEdited': {
      const content = { ...state.content } as Record<string, unknown>;
      for (const [field, change] of Object.entries(event.data.changes)) content[field] = change.to;
      return { ...state, content: content as DrillContent };
    }
    case 'DrillVisibilityChanged':
      return { ...state, visibility: event.data.to };
    case 'DrillTeamChanged':
      return { ...state, teamId: event.data.to };
    case 'DrillEditabilityChanged':
      return { ...state, editableByOthers: event.data.editableByOthers };
    case 'DrillVariationSet':
      return { ...state, variationOf: event.data.parentId };
    case 'DrillVariationCleared':
      return { ...state, variationOf: null };
    case 'DrillDeleted':
      return { ...state, status: 'deleted' };
    case 'DrillRestored':
      return { ...state, status: 'active' };
    default:
      return assertNever(event, 'drill event');
  }
}

export const drillDecider: Decider<DrillCommand, DrillEvent, DrillState> = { decide, evolve, initialState };
