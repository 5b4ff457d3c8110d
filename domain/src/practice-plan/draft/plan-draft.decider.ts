import { conflict, forbidden, notFound, validationError } from '../../shared/errors';
import { assertNever, type Decider, type DomainCommand, type DomainEvent } from '../../shared/events';
import { firstIncompleteStep, stepProblems } from './plan-draft.guards';
import {
  DRAFT_STEPS,
  DRAFT_STEP_FIELDS,
  DRAFT_STEP_SCHEMAS,
  emptyDraftData,
  type DraftStep,
  type PlanDraftData,
} from './plan-draft.schemas';

/** A wizard draft: one stream per draft, only its owner sees or changes it; completing it names the plan it became. */
export type PlanDraftStarted = DomainEvent<'PlanDraftStarted', { draftId: string; ownerId: string }>;
export type PlanDraftStepSaved = DomainEvent<'PlanDraftStepSaved', { draftId: string; step: DraftStep; data: unknown }>;
export type PlanDraftDiscarded = DomainEvent<'PlanDraftDiscarded', { draftId: string }>;
export type PlanDraftCompleted = DomainEvent<'PlanDraftCompleted', { draftId: string; planId: string }>;
export type PlanDraftEvent = PlanDraftStarted | PlanDraftStepSaved | PlanDraftDiscarded | PlanDraftCompleted;

export const PLAN_DRAFT_EVENT_TYPES = [
  'PlanDraftStarted',
  'PlanDraftStepSaved',
  'PlanDraftDiscarded',
  'PlanDraftCompleted',
] as const satisfies readonly PlanDraftEvent['type'][];
export const PLAN_DRAFT_STREAM_TYPE = 'plan-draft';
export const planDraftStreamId = (draftId: string) => `plan-draft-${draftId}`;

export type StartDraft = DomainCommand<'StartDraft', { draftId: string; ownerId: string }>;
/** `data` is validated here with the step's schema, whoever sends it. */
export type SaveDraftStep = DomainCommand<'SaveDraftStep', { actorId: string; step: DraftStep; data: unknown }>;
export type DiscardDraft = DomainCommand<'DiscardDraft', { actorId: string }>;
/** The plan is created first (by the API, from `draftToPlan`), then the draft records which one it became. */
export type CompleteDraft = DomainCommand<'CompleteDraft', { actorId: string; planId: string }>;
export type PlanDraftCommand = StartDraft | SaveDraftStep | DiscardDraft | CompleteDraft;

export type PlanDraftState =
  | { status: 'none' }
  | {
      status: 'open' | 'discarded' | 'completed';
      draftId: string;
      ownerId: string;
      data: PlanDraftData;
      planId: string | null;
    };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A step's data as its schema parses it (trimmed, sanitised, defaults filled); a 400 with per-field details otherwise.
 */
export function parseDraftStep(step: DraftStep, data: unknown): PlanDraftData[(typeof DRAFT_STEP_FIELDS)[DraftStep]] {
  if (!DRAFT_STEPS.includes(step))
    throw validationError('DRAFT.UNKNOWN_STEP', `A wizard step is one of ${DRAFT_STEPS.join(', ')}.`, {
      step: ['Unknown step.'],
    });
  const result = DRAFT_STEP_SCHEMAS[step].safeParse(data);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (fields[issue.path.length ? issue.path.map(String).join('.') : '_form'] ??= []).push(issue.message);
  throw validationError('DRAFT.INVALID_STEP', 'This step needs attention.', fields);
}

export const planDraftDecider: Decider<PlanDraftCommand, PlanDraftEvent, PlanDraftState> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    if (command.type === 'StartDraft') {
      if (state.status !== 'none') throw conflict('DRAFT.ALREADY_EXISTS', 'This draft already exists.');
      return [{ type: 'PlanDraftStarted', data: { draftId: command.data.draftId, ownerId: command.data.ownerId } }];
    }
    if (state.status === 'none') throw notFound('DRAFT.NOT_FOUND', 'There is no such draft.');
    if (command.data.actorId !== state.ownerId)
      throw forbidden('DRAFT.NOT_OWNER', 'Only the coach who started this draft can change it.');
    if (state.status === 'discarded') throw conflict('DRAFT.CLOSED', 'This draft was discarded.');
    if (state.status === 'completed') {
      // Completing twice with the same plan is a retry, not a mistake.
      if (command.type === 'CompleteDraft' && command.data.planId === state.planId) return [];
      throw conflict('DRAFT.CLOSED', 'This draft already became a practice plan.', { planId: state.planId });
    }
    switch (command.type) {
      case 'SaveDraftStep': {
        const data = parseDraftStep(command.data.step, command.data.data);
        if (same(state.data[DRAFT_STEP_FIELDS[command.data.step]], data)) return [];
        return [{ type: 'PlanDraftStepSaved', data: { draftId: state.draftId, step: command.data.step, data } }];
      }
      case 'DiscardDraft':
        return [{ type: 'PlanDraftDiscarded', data: { draftId: state.draftId } }];
      case 'CompleteDraft': {
        const missing = firstIncompleteStep(state.data);
        if (missing !== 'overview') {
          const problems = stepProblems(state.data, missing);
          throw validationError('DRAFT.INCOMPLETE', problems[0] ?? 'Finish every step first.', { [missing]: problems });
        }
        return [{ type: 'PlanDraftCompleted', data: { draftId: state.draftId, planId: command.data.planId } }];
      }
      default:
        return assertNever(command, 'draft command');
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'PlanDraftStarted':
        return {
          status: 'open',
          draftId: event.data.draftId,
          ownerId: event.data.ownerId,
          data: emptyDraftData(),
          planId: null,
        };
      case 'PlanDraftStepSaved':
        return state.status === 'none'
          ? state
          : { ...state, data: { ...state.data, [DRAFT_STEP_FIELDS[event.data.step]]: event.data.data } };
      case 'PlanDraftDiscarded':
        return state.status === 'none' ? state : { ...state, status: 'discarded' };
      case 'PlanDraftCompleted':
        return state.status === 'none' ? state : { ...state, status: 'completed', planId: event.data.planId };
      default:
        return assertNever(event, 'draft event');
    }
  },
};
