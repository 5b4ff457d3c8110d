import {
  PLAN_DRAFT_STREAM_TYPE,
  authorize,
  draftToPlan,
  firstIncompleteStep,
  notFound,
  planDraftDecider,
  planDraftStreamId,
  stepProblems,
  validationError,
  type Actor,
  type DraftStep,
  type EventMetadata,
  type PlanDraftCommand,
  type PlanDraftEvent,
  type PlanDraftState,
} from '@sideline/domain';
import { findPlanDraft, findPlanFacts, type PlanDraftRecord } from '@sideline/projections';
import { randomUUID } from 'node:crypto';
import type { ApiDeps } from '../api-deps';
import { runPlanCommand } from './plan-command-runner';
import { checkReferences, itemsBroughtIn } from './plan-references';

const draftNotFound = () => notFound('DRAFT.NOT_FOUND', 'There is no such draft.');
const draftTarget = (draftId: string) => ({ streamId: planDraftStreamId(draftId), streamType: PLAN_DRAFT_STREAM_TYPE, decider: planDraftDecider });

/**
 * Wizard drafts: the owner's alone (anyone else gets 404, as if it did not exist). Completing one creates the plan
 * from everything chosen in every step, with the draft's id as the plan's id, so a retried completion finds the plan
 * it already made instead of making a second one.
 */
export class PlanDrafts {
  constructor(private readonly deps: Pick<ApiDeps, 'db' | 'commands' | 'store'>) {}

  private send(draftId: string, command: PlanDraftCommand, metadata: EventMetadata) {
    return this.deps.commands.handle(draftTarget(draftId), command, metadata);
  }

  /** The owner's draft from the read model, or 404. */
  async mine(actor: Actor, draftId: string): Promise<PlanDraftRecord> {
    authorize(actor, { action: 'account.signedIn' });
    const draft = await findPlanDraft(this.deps.db, draftId);
    if (!draft || draft.ownerId !== actor!.userId) throw draftNotFound();
    return draft;
  }

  async start(actor: Actor, metadata: EventMetadata): Promise<string> {
    authorize(actor, { action: 'content.create' });
    const draftId = randomUUID();
    await this.send(draftId, { type: 'StartDraft', data: { draftId, ownerId: actor!.userId } }, metadata);
    return draftId;
  }

  async saveStep(actor: Actor, draftId: string, step: DraftStep, data: unknown, metadata: EventMetadata): Promise<void> {
    await this.mine(actor, draftId);
    await this.send(draftId, { type: 'SaveDraftStep', data: { actorId: actor!.userId, step, data } }, metadata);
  }

  async discard(actor: Actor, draftId: string, metadata: EventMetadata): Promise<void> {
    await this.mine(actor, draftId);
    await this.send(draftId, { type: 'DiscardDraft', data: { actorId: actor!.userId } }, metadata);
  }

  /** Creates the plan the draft describes and marks the draft completed; returns the plan's id. */
  async complete(actor: Actor, draftId: string, metadata: EventMetadata): Promise<string> {
    await this.mine(actor, draftId);
    // The stream, not the read model: the last saved step must be in the plan.
    const stream = await this.deps.store.readStream(planDraftStreamId(draftId));
    const state = stream.events.reduce<PlanDraftState>((s, e) => planDraftDecider.evolve(s, { type: e.type, data: e.data } as PlanDraftEvent), planDraftDecider.initialState());
    if (state.status === 'none') throw draftNotFound();
    const planId = draftId;
    if (state.status === 'open') {
      const missing = firstIncompleteStep(state.data);
      if (missing !== 'overview') {
        const problems = stepProblems(state.data, missing);
        throw validationError('DRAFT.INCOMPLETE', problems[0] ?? 'Finish every step first.', { [missing]: problems });
      }
      const plan = draftToPlan(state.data, randomUUID)!;
      const existing = await findPlanFacts(this.deps.db, planId);
      if (!existing) {
        authorize(actor, { action: 'content.create', teamId: plan.metadata.teamId });
        const command = { type: 'CreatePlan' as const, data: { planId, ownerId: actor!.userId, metadata: plan.metadata, sections: plan.sections, copiedFrom: null, draftId } };
        await checkReferences(this.deps.db, actor, itemsBroughtIn(command));
        try {
          await runPlanCommand(this.deps.commands, planId, command, metadata);
        } catch (error) {
          // A completion retried after the plan was made (but before the draft said so) carries on.
          if (!(error instanceof Error && 'code' in error && error.code === 'PLAN.ALREADY_EXISTS')) throw error;
        }
      }
    }
    await this.send(draftId, { type: 'CompleteDraft', data: { actorId: actor!.userId, planId } }, metadata);
    return planId;
  }
}
