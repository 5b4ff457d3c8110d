import {
  DRAFT_STEPS,
  DRAFT_STEP_FIELDS,
  WIZARD_STEPS,
  drillsFit,
  firstIncompleteStep,
  isBasicInfoComplete,
  sectionsStepValid,
  stepNeighbours,
  stepProblems,
  timelineFits,
  type DraftStep,
  type FieldErrors,
  type WizardStep,
} from '@sideline/domain';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { completeDraft, isUnsaved, saveDraftStep, startDraft, type CreatedPlan, type Draft } from './draft-api';
import {
  NO_FEEDBACK,
  type LeavingSaved,
  type SaveStepInput,
  type WizardContext,
  type WizardEvent,
  type WizardInput,
} from './wizard-context';
import { rememberCreatedDraft } from './wizard-loader';
import { describeFailure } from './wizard-errors';
import { draftStepState, goToTransitions } from './wizard-step-state';
import { currentStepValue, parseStepValue, savableStepValue } from './wizard-step-values';
import { landingStep } from './wizard-url';

/**
 * The practice-plan wizard: one state per step, each step `editing → saving → checking`. Next parses the step with its
 * shared schema, saves it (PUT …/steps/:step), then asks the domain's guard for that step whether the saved draft may
 * go on. While editing, every change is saved as the coach makes it: `AUTOSAVE_DELAY` after the last edit (or at once
 * on FLUSH) the step is stored as far as its schema allows, the draft being created first on the first step (once the
 * name is valid; one Idempotency-Key per start, so never two drafts). Leaving a step with changes not yet sent saves
 * them on the way out. The overview creates the plan. The layout keeps the address and this machine in agreement
 * (use-wizard-url-sync.ts) and saves before the coach leaves the wizard.
 */

/** How long after the coach's last change a step is saved. */
export const AUTOSAVE_DELAY_MS = 700;
const isEmpty = (errors: FieldErrors) => Object.keys(errors).length === 0;

const wizardSetup = setup({
  delays: { AUTOSAVE_DELAY: AUTOSAVE_DELAY_MS },
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
  },
  actors: {
    saveStep: fromPromise<Draft, SaveStepInput>(({ input }) => saveDraftStep(input.draftId, input.step, input.data)),
    completeDraft: fromPromise<CreatedPlan, { draftId: string }>(({ input }) => completeDraft(input.draftId)),
    /** the first save of an unsaved wizard: the draft is created now, never by opening a page */
    startDraft: fromPromise<Draft, { startKey: string }>(async ({ input }) => {
      const draft = await startDraft(input.startKey);
      rememberCreatedDraft(draft.id);
      return draft;
    }),
  },
  guards: {
    isClosed: ({ context }) => context.draft.status !== 'open',
    isUnsaved: ({ context }) => isUnsaved(context.draft),
    /** on opening: the step asked for in the address, unless a step before it still needs the coach */
    landsOn: ({ context }, params: { step: WizardStep }) =>
      landingStep(context.draft.data, context.requestedStep) === params.step,
    /** the address asks for a step: it, or the first step that still needs the coach */
    goesTo: ({ context, event }, params: { step: WizardStep }) =>
      event.type === 'GO_TO' && landingStep(context.draft.data, event.step) === params.step,
    /** the step's edits can be stored and would change what the server holds */
    hasSavableEdits: ({ context }, params: { step: DraftStep }) =>
      savableStepValue(context.edits, context.draft.data, params.step) !== null,
    nextQueued: ({ context }) => context.nextQueued,
    stepValueInvalid: ({ context }, params: { step: DraftStep }) =>
      !parseStepValue(params.step, currentStepValue(context.edits, context.draft.data, params.step)).ok,
    isBasicInfoComplete: ({ context }) => isBasicInfoComplete(context.draft.data),
    sectionsStepValid: ({ context }) => sectionsStepValid(context.draft.data),
    timelineFits: ({ context }) => timelineFits(context.draft.data),
    drillsFit: ({ context }) => drillsFit(context.draft.data),
    readyToCreate: ({ context }) => firstIncompleteStep(context.draft.data) === 'overview',
  },
  actions: {
    clearFeedback: assign(NO_FEEDBACK),
    clearError: assign({ error: null }),
    queueNext: assign({ nextQueued: true }),
    releaseQueuedNext: enqueueActions(({ enqueue }) => {
      enqueue.assign({ nextQueued: false });
      enqueue.raise({ type: 'NEXT' });
    }),
    /**
     * Keeps what was typed. After a refused Next the messages follow the typing, so a fixed field loses its error at
     * once (the guard's problems are re-asked of the draft as it would be saved).
     */
    storeEdit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const edits = { ...context.edits, [event.step]: event.value };
      if (isEmpty(context.fieldErrors) && context.problems.length === 0) return { edits };
      const parsed = parseStepValue(event.step, event.value);
      const candidate = parsed.ok ? { ...context.draft.data, [DRAFT_STEP_FIELDS[event.step]]: parsed.data } : null;
      return {
        edits,
        fieldErrors: isEmpty(context.fieldErrors) || parsed.ok ? {} : parsed.fieldErrors,
        problems: context.problems.length === 0 || !candidate ? context.problems : stepProblems(candidate, event.step),
      };
    }),
    showSchemaErrors: assign(({ context }, params: { step: DraftStep }) => {
      const parsed = parseStepValue(params.step, currentStepValue(context.edits, context.draft.data, params.step));
      return { ...NO_FEEDBACK, fieldErrors: parsed.ok ? {} : parsed.fieldErrors };
    }),
    showProblems: assign(({ context }, params: { step: DraftStep }) => ({
      ...NO_FEEDBACK,
      problems: stepProblems(context.draft.data, params.step),
    })),
    // Saves may answer out of order (a step saved on the way out, the next one's autosave): the newest draft stays.
    storeDraft: assign(({ context }, params: { draft: Draft }) =>
      params.draft.id !== context.draft.id || params.draft.version >= context.draft.version
        ? { draft: params.draft }
        : {},
    ),
    /** Leaving a step with changes not yet sent: they are saved on the way out (the draft exists by then). */
    saveOnLeaving: enqueueActions(({ context, enqueue, self }, params: { step: DraftStep }) => {
      const savable = savableStepValue(context.edits, context.draft.data, params.step);
      const id = `leaving-${params.step}`;
      if (!savable || context.draft.id === '' || self.getSnapshot().children[id]) return;
      enqueue.spawnChild('saveStep', {
        id,
        input: { draftId: context.draft.id, step: params.step, data: savable.data },
      });
    }),
    showFailure: assign((_, params: { error: unknown; doing: 'save' | 'create' }) => {
      const failure = describeFailure(params.error, params.doing);
      return { ...NO_FEEDBACK, error: failure.message, fieldErrors: failure.fieldErrors };
    }),
    showCreateProblems: assign(({ context }) => {
      const step = firstIncompleteStep(context.draft.data);
      return { ...NO_FEEDBACK, problems: step === 'overview' ? [] : stepProblems(context.draft.data, step) };
    }),
  },
});

export const wizardMachine = wizardSetup.createMachine({
  id: 'wizard',
  context: ({ input }) => ({
    draft: input.draft,
    edits: {},
    ...NO_FEEDBACK,
    planId: input.draft.planId,
    requestedStep: input.requestedStep,
    startKey: input.startKey ?? crypto.randomUUID(),
    nextQueued: false,
  }),
  initial: 'opening',
  on: {
    EDIT: { actions: 'storeEdit' },
    // A step saved on the way out answers here.
    ...(Object.fromEntries(
      DRAFT_STEPS.map((step) => [
        `xstate.done.actor.leaving-${step}`,
        { actions: { type: 'storeDraft', params: ({ event }: { event: LeavingSaved }) => ({ draft: event.output }) } },
      ]),
    ) as Record<
      LeavingSaved['type'],
      { actions: { type: 'storeDraft'; params: ({ event }: { event: LeavingSaved }) => { draft: Draft } } }
    >),
  },
  states: {
    opening: {
      // The first step the draft lands on, in the wizard's order (landingStep always names one of them).
      always: [
        { guard: 'isClosed', target: 'closed' },
        ...WIZARD_STEPS.map((step) => ({ guard: { type: 'landsOn' as const, params: { step } }, target: step })),
      ],
    },
    ...(Object.fromEntries(DRAFT_STEPS.map((step) => [step, draftStepState(step)])) as Record<
      DraftStep,
      ReturnType<typeof draftStepState>
    >),
    overview: {
      entry: 'clearFeedback',
      initial: 'reviewing',
      on: { GO_TO: goToTransitions('overview') },
      states: {
        reviewing: {
          on: {
            CREATE: [
              { guard: 'readyToCreate', target: 'creating', actions: 'clearFeedback' },
              { actions: 'showCreateProblems' },
            ],
            BACK: { target: `#wizard.${stepNeighbours('overview').previous}` },
          },
        },
        creating: {
          tags: ['busy'],
          // The plan is being made: the address may not take the coach elsewhere meanwhile (the layout puts it back).
          on: { GO_TO: {} },
          invoke: {
            src: 'completeDraft',
            input: ({ context }) => ({ draftId: context.draft.id }),
            onDone: { target: '#wizard.created', actions: assign({ planId: ({ event }) => event.output.id }) },
            onError: {
              target: 'reviewing',
              actions: {
                type: 'showFailure',
                params: ({ event }) => ({ error: event.error, doing: 'create' as const }),
              },
            },
          },
        },
      },
    },
    /** the plan exists: the layout opens it */
    created: { type: 'final' },
    /** opened a draft that was completed or discarded before: nothing to edit */
    closed: { type: 'final' },
  },
});

export type WizardMachine = typeof wizardMachine;
export type { SaveStepInput, WizardContext, WizardEvent, WizardInput } from './wizard-context';
