import { emptyDraftData, type DraftStep, type PlanDraftData, type WizardStep } from '@sideline/domain';
import { apiFetch } from '../../../api/api-fetch';

/** A wizard draft as the API answers it (docs/practice-plans.md, "Wizard"). */
export interface Draft {
  id: string;
  status: 'open' | 'completed' | 'discarded';
  /** everything saved so far; a step never saved is null */
  data: PlanDraftData;
  /** the plan it became, once completed */
  planId: string | null;
  /** the plan name from basic info, null before */
  name: string | null;
  /** where to resume: the first step that still needs the coach, or 'overview' */
  nextStep: WizardStep;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * The wizard before anything is saved: no draft exists on the server yet (id ''). Opening the wizard creates nothing;
 * the first save of step one creates the draft (and the address gains `?draft=`).
 */
export function unsavedDraft(): Draft {
  return {
    id: '',
    status: 'open',
    data: emptyDraftData(),
    planId: null,
    name: null,
    nextStep: 'basic-info',
    version: 0,
    createdAt: '',
    updatedAt: '',
  };
}

export const isUnsaved = (draft: Pick<Draft, 'id'>) => draft.id === '';

/** The plan the draft became (the full PlanDetail has more; the wizard needs its id). */
export interface CreatedPlan {
  id: string;
}

const DRAFTS = '/api/practice-plans/drafts';
const draftPath = (id: string) => `${DRAFTS}/${encodeURIComponent(id)}`;

export async function listOpenDrafts(signal?: AbortSignal): Promise<Draft[]> {
  return (await apiFetch<{ items: Draft[] }>(`${DRAFTS}?status=open`, { signal })).items;
}

/**
 * Creates the draft of one start of the wizard. `startKey` is that start's Idempotency-Key: an autosave and Next, a
 * double click or a retry all send it, and the server answers each with the same draft instead of making another.
 */
export async function startDraft(startKey: string): Promise<Draft> {
  return (
    await apiFetch<{ draft: Draft }>(DRAFTS, { method: 'POST', json: {}, headers: { 'idempotency-key': startKey } })
  ).draft;
}

export async function fetchDraft(id: string, signal?: AbortSignal): Promise<Draft> {
  return (await apiFetch<{ draft: Draft }>(draftPath(id), { signal })).draft;
}

/** Saves one step; the body is the step's data as its schema (DRAFT_STEP_SCHEMAS[step]) describes it. */
export async function saveDraftStep(id: string, step: DraftStep, data: unknown): Promise<Draft> {
  return (await apiFetch<{ draft: Draft }>(`${draftPath(id)}/steps/${step}`, { method: 'PUT', json: data })).draft;
}

/** Creates the plan from every step (the plan takes the draft's id); safe to retry. */
export async function completeDraft(id: string): Promise<CreatedPlan> {
  return (await apiFetch<{ plan: CreatedPlan }>(`${draftPath(id)}/complete`, { method: 'POST', json: {} })).plan;
}

export const discardDraft = (id: string) => apiFetch<void>(draftPath(id), { method: 'DELETE' });
