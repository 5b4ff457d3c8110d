import { WIZARD_STEPS, stepNeighbours, type DraftStep, type WizardStep } from '@sideline/domain';
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { Draft } from './draft-api';
import type { SaveStepInput, WizardContext } from './wizard-context';
import { currentStepValue, parseStepValue, savableStepValue } from './wizard-step-values';

/** The states of one saved step of the wizard (wizard.machine.ts builds one per step of DRAFT_STEPS). */

/** The domain's guard for each step, by the name the machine knows it under. */
const STEP_GUARD = {
  'basic-info': 'isBasicInfoComplete',
  sections: 'sectionsStepValid',
  timeline: 'timelineFits',
  drills: 'drillsFit',
} as const satisfies Record<DraftStep, string>;

/** A save or a create answered: the draft it returned is kept. */
const storeAnswer = {
  type: 'storeDraft' as const,
  params: ({ event }: { event: DoneActorEvent<Draft> }) => ({ draft: event.output }),
};

/** A save or a create failed: say why next to the step. */
const showSaveFailure = {
  type: 'showFailure' as const,
  params: ({ event }: { event: ErrorActorEvent }) => ({ error: event.error, doing: 'save' as const }),
};

/** GO_TO from a step: staying put (the address is then put back by the layout) or moving where the draft allows. */
export function goToTransitions(current: WizardStep) {
  return [
    { guard: { type: 'goesTo' as const, params: { step: current } } },
    ...WIZARD_STEPS.filter((step) => step !== current).map((step) => ({
      guard: { type: 'goesTo' as const, params: { step } },
      target: `#wizard.${step}`,
    })),
  ];
}

/** One saved step: edit, Next (parse → save → the domain's guard), Back, or a jump from the address. */
export function draftStepState(step: DraftStep) {
  const { previous, next } = stepNeighbours(step);
  if (!next) throw new Error(`The saved step ${step} must come before the overview.`);
  return {
    entry: 'clearFeedback' as const,
    exit: { type: 'saveOnLeaving' as const, params: { step } },
    initial: 'editing' as const,
    on: { GO_TO: goToTransitions(step) },
    states: {
      editing: {
        initial: 'idle' as const,
        on: {
          EDIT: { target: '.waiting', reenter: true, actions: 'storeEdit' as const },
          // Also after a failed autosave: leaving the wizard tries once more.
          FLUSH: { guard: { type: 'hasSavableEdits' as const, params: { step } }, target: '.autosaving' },
          NEXT: [
            {
              guard: { type: 'stepValueInvalid' as const, params: { step } },
              actions: { type: 'showSchemaErrors' as const, params: { step } },
            },
            { guard: 'isUnsaved' as const, target: 'creating', actions: 'clearFeedback' as const },
            { target: 'saving', actions: 'clearFeedback' as const },
          ],
          ...(previous ? { BACK: { target: `#wizard.${previous}` } } : {}),
        },
        states: {
          idle: {},
          /** changes not sent yet: saved once the coach pauses, or at once when asked to */
          waiting: {
            after: {
              AUTOSAVE_DELAY: [
                { guard: { type: 'hasSavableEdits' as const, params: { step } }, target: 'autosaving' },
                { target: 'idle' },
              ],
            },
          },
          autosaving: {
            tags: ['autosaving'],
            initial: 'starting' as const,
            on: {
              // Typing goes on meanwhile (saved next round); Next waits for this save, so two saves never cross.
              EDIT: { actions: 'storeEdit' as const },
              NEXT: { actions: 'queueNext' as const },
              FLUSH: {},
            },
            states: {
              starting: { always: [{ guard: 'isUnsaved' as const, target: 'creating' }, { target: 'saving' }] },
              creating: {
                invoke: {
                  src: 'startDraft' as const,
                  input: ({ context }: { context: WizardContext }) => ({ startKey: context.startKey }),
                  onDone: {
                    target: 'saving',
                    actions: storeAnswer,
                  },
                  onError: {
                    target: `#wizard.${step}.editing.idle`,
                    actions: showSaveFailure,
                  },
                },
              },
              saving: {
                invoke: {
                  src: 'saveStep' as const,
                  input: ({ context }: { context: WizardContext }): SaveStepInput => ({
                    draftId: context.draft.id,
                    step,
                    data: savableStepValue(context.edits, context.draft.data, step)?.data ?? null,
                  }),
                  onDone: {
                    target: `#wizard.${step}.editing.settled`,
                    actions: [storeAnswer, 'clearError' as const],
                  },
                  onError: {
                    target: `#wizard.${step}.editing.idle`,
                    actions: showSaveFailure,
                  },
                },
              },
            },
          },
          settled: {
            always: [
              { guard: 'nextQueued' as const, target: 'idle', actions: 'releaseQueuedNext' as const },
              { guard: { type: 'hasSavableEdits' as const, params: { step } }, target: 'waiting' },
              { target: 'idle' },
            ],
          },
        },
      },
      /** nothing saved yet: create the draft (the address then names it), then save the step into it */
      creating: {
        tags: ['busy'],
        invoke: {
          src: 'startDraft' as const,
          input: ({ context }: { context: WizardContext }) => ({ startKey: context.startKey }),
          onDone: {
            target: 'saving',
            actions: storeAnswer,
          },
          onError: {
            target: 'editing',
            actions: showSaveFailure,
          },
        },
      },
      saving: {
        tags: ['busy'],
        invoke: {
          src: 'saveStep' as const,
          input: ({ context }: { context: WizardContext }): SaveStepInput => {
            const parsed = parseStepValue(step, currentStepValue(context.edits, context.draft.data, step));
            return { draftId: context.draft.id, step, data: parsed.ok ? parsed.data : null };
          },
          onDone: {
            target: 'checking',
            actions: storeAnswer,
          },
          onError: {
            target: 'editing',
            actions: showSaveFailure,
          },
        },
      },
      checking: {
        tags: ['busy'],
        always: [
          { guard: STEP_GUARD[step], target: `#wizard.${next}` },
          { target: 'editing', actions: { type: 'showProblems' as const, params: { step } } },
        ],
      },
    },
  };
}
