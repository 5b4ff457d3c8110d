import type { DraftStep, FieldErrors, WizardStep } from '@sideline/domain';
import type { Draft } from './draft-api';
import type { StepEdits, StepInput } from './wizard-step-values';

/** What the practice-plan wizard's machine holds and hears (wizard.machine.ts). */

export interface WizardInput {
  draft: Draft;
  /** the step in the address when the wizard opened; null: resume where the draft left off */
  requestedStep: WizardStep | null;
  /** the Idempotency-Key of this start's draft creation (made here when not given) */
  startKey?: string;
}

export interface WizardContext {
  /** the draft as the server last answered it */
  draft: Draft;
  /** typed on each step, not saved yet */
  edits: StepEdits;
  /** next to the fields of the current step (`name`, `sectionMinutes.0.minutes`, `_form`) */
  fieldErrors: FieldErrors;
  /** why the current step's guard refused Next (from the domain's `…Problems`) */
  problems: string[];
  /** a failed save or create (network, server) */
  error: string | null;
  /** the plan the draft became */
  planId: string | null;
  requestedStep: WizardStep | null;
  startKey: string;
  /** Next was pressed while an autosave was under way: it follows once that save is done */
  nextQueued: boolean;
}

type EditEvent = { [S in DraftStep]: { type: 'EDIT'; step: S; value: StepInput<S> } }[DraftStep];

export type WizardEvent =
  | EditEvent
  | { type: 'NEXT' }
  | { type: 'BACK' }
  /** the address changed (browser back/forward, a stepper link, a deep link) */
  | { type: 'GO_TO'; step: WizardStep }
  /** save the current step's changes now (the coach is leaving the wizard) */
  | { type: 'FLUSH' }
  | { type: 'CREATE' }
  | LeavingSaved;

/** The answer to a step saved on the way out (a child actor's done event, never sent by a page). */
export type LeavingSaved = { type: `xstate.done.actor.leaving-${DraftStep}`; output: Draft };

export interface SaveStepInput {
  draftId: string;
  step: DraftStep;
  data: unknown;
}

/** No message on the step: what entering a step and each new attempt start from. */
export const NO_FEEDBACK = { fieldErrors: {}, problems: [], error: null } satisfies Partial<WizardContext>;
