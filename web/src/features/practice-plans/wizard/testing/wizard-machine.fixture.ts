/** The wizard machine with its server replaced, and the plan steps the specs fill in. */
import {
  DRAFT_STEP_FIELDS,
  DRAFT_STEP_SCHEMAS,
  emptyDraftData,
  firstIncompleteStep,
  type DraftStep,
  type PlanDraftData,
  type WizardStep,
} from '@sideline/domain';
import { vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import type { CreatedPlan, Draft } from '../draft-api';
import { wizardMachine, type SaveStepInput } from '../wizard.machine';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const [warmup, scrimmage, drillA] = [uuid(1), uuid(2), uuid(11)];

export const basicInfo = {
  name: 'Tuesday practice',
  sport: 'quadball' as const,
  goals: ['conditioning' as const],
  totalMinutes: 60,
};
export const sections = [
  { id: warmup, key: 'Warm-up', name: 'Warm-up' },
  { id: scrimmage, name: 'Scrimmage' },
];
export const timeline = {
  sectionMinutes: [
    { sectionId: warmup, minutes: 20 },
    { sectionId: scrimmage, minutes: 40 },
  ],
};
export const drills = { sections: [{ sectionId: warmup, items: [{ drillId: drillA, durationMinutes: 15 }] }] };

/** What the server would store for these steps (each parsed by its schema, as the API does). */
export function dataWith(steps: Partial<Record<DraftStep, unknown>>): PlanDraftData {
  const data = emptyDraftData();
  for (const [step, value] of Object.entries(steps) as [DraftStep, unknown][]) {
    Object.assign(data, { [DRAFT_STEP_FIELDS[step]]: DRAFT_STEP_SCHEMAS[step].parse(value) });
  }
  return data;
}

export const draftOf = (data: PlanDraftData, overrides: Partial<Draft> = {}): Draft => ({
  id: 'draft-1',
  status: 'open',
  data,
  planId: null,
  name: data.basicInfo?.name ?? null,
  nextStep: firstIncompleteStep(data),
  version: 1,
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-01T10:00:00Z',
  ...overrides,
});

export const COMPLETE = { 'basic-info': basicInfo, sections, timeline, drills };

/**
 * The machine with its server replaced: saves store the step like the API (or fail as told), creating answers a plan.
 * `saves` records what each PUT carried.
 */
export function startWizard(
  options: {
    data?: PlanDraftData;
    requestedStep?: WizardStep | null;
    saveFails?: Error;
    createFails?: Error;
    draft?: Partial<Draft>;
    autosaveAfter?: number;
    saveTakes?: number;
  } = {},
) {
  let stored = options.data ?? emptyDraftData();
  let version = 1;
  const saves: SaveStepInput[] = [];
  const creates = vi.fn();
  /** the Idempotency-Key of each draft creation; `inFlight` the most saves under way at once */
  const starts: string[] = [];
  const inFlight = { now: 0, most: 0 };
  const machine = wizardMachine.provide({
    // Autosave is off (an hour) unless a test asks for it.
    delays: { AUTOSAVE_DELAY: options.autosaveAfter ?? 3_600_000 },
    actors: {
      saveStep: fromPromise<Draft, SaveStepInput>(async ({ input }) => {
        saves.push(input);
        inFlight.most = Math.max(inFlight.most, ++inFlight.now);
        await new Promise((resolve) => setTimeout(resolve, options.saveTakes ?? 0));
        inFlight.now -= 1;
        if (options.saveFails) throw options.saveFails;
        stored = { ...stored, [DRAFT_STEP_FIELDS[input.step]]: DRAFT_STEP_SCHEMAS[input.step].parse(input.data) };
        return draftOf(stored, { id: input.draftId, version: ++version });
      }),
      startDraft: fromPromise<Draft, { startKey: string }>(async ({ input }) => {
        starts.push(input.startKey);
        return draftOf(stored, { id: 'draft-new', version: 1 });
      }),
      completeDraft: fromPromise<CreatedPlan, { draftId: string }>(async ({ input }) => {
        creates(input.draftId);
        if (options.createFails) throw options.createFails;
        return { id: input.draftId };
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      draft: draftOf(stored, options.draft),
      requestedStep: options.requestedStep ?? null,
      startKey: 'start-key-1',
    },
  });
  actor.start();
  return { actor, saves, creates, starts, inFlight };
}

export type WizardActor = ReturnType<typeof startWizard>['actor'];
export type Snapshot = SnapshotFrom<typeof wizardMachine>;

export const stepOf = (snapshot: Snapshot) =>
  (['basic-info', 'sections', 'timeline', 'drills', 'overview', 'created', 'closed'] as const).find((s) =>
    snapshot.matches(s),
  );
/** Waits until no save or create is under way. */
export const settled = (actor: WizardActor) => waitFor(actor, (s) => !s.hasTag('busy'));

export async function next(actor: WizardActor) {
  actor.send({ type: 'NEXT' });
  return settled(actor);
}
