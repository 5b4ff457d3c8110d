import { Inject, Injectable } from '@nestjs/common';
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
  type PlanDetail,
  type PlanDraft,
  type PlanDraftCommand,
  type PlanDraftEvent,
  type PlanDraftState,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { findPlanDraft } from '@sideline/projections';
import { randomUUID } from 'node:crypto';
import { DATABASE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { CommandHandler, type CommandTarget, type Decided } from '../commands/command-handler';
import { PlanCommands } from './plan-commands';

const draftNotFound = () => notFound('DRAFT.NOT_FOUND', 'There is no such draft.');
const draftTarget = (draftId: string): CommandTarget<PlanDraftCommand, PlanDraftEvent, PlanDraftState> => ({
  streamId: planDraftStreamId(draftId),
  streamType: PLAN_DRAFT_STREAM_TYPE,
  decider: planDraftDecider,
});

/** Only its owner knows a draft exists: anyone else gets 404. */
function ownDraft(actor: Actor, state: PlanDraftState): Exclude<PlanDraftState, { status: 'none' }> {
  if (state.status === 'none' || state.ownerId !== actor?.userId) throw draftNotFound();
  return state;
}

/**
 * Wizard drafts: the owner's alone. Completing one creates the plan from everything chosen in every step, with the
 * draft's id as the plan's id, so a retried completion finds the plan it already made instead of making a second one.
 */
@Injectable()
export class PlanDrafts {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CommandHandler) private readonly handler: CommandHandler,
    @Inject(PlanCommands) private readonly plans: PlanCommands,
  ) {}

  /** The owner's draft from the read model, or 404. */
  async mine(actor: Actor, draftId: string): Promise<PlanDraft> {
    authorize(actor, { action: 'account.signedIn' });
    const draft = await findPlanDraft(this.db, draftId);
    if (!draft || draft.ownerId !== actor!.userId) throw draftNotFound();
    const { ownerId: _owner, ...view } = draft;
    return view;
  }

  async start(actor: Actor, ctx: CommandContext): Promise<PlanDraft> {
    authorize(actor, { action: 'content.create' });
    const draftId = ctx.newId('draft');
    return this.view(
      await this.handler.handle(
        draftTarget(draftId),
        { type: 'StartDraft', data: { draftId, ownerId: actor!.userId } },
        ctx,
      ),
      ctx,
      true,
    );
  }

  async saveStep(
    actor: Actor,
    draftId: string,
    step: DraftStep,
    data: unknown,
    ctx: CommandContext,
  ): Promise<PlanDraft> {
    authorize(actor, { action: 'account.signedIn' });
    const decided = await this.handler.handle(
      draftTarget(draftId),
      { type: 'SaveDraftStep', data: { actorId: actor!.userId, step, data } },
      ctx,
      { authorize: (state) => ownDraft(actor, state) },
    );
    return this.view(decided, ctx);
  }

  async discard(actor: Actor, draftId: string, ctx: CommandContext): Promise<void> {
    authorize(actor, { action: 'account.signedIn' });
    await this.handler.handle(draftTarget(draftId), { type: 'DiscardDraft', data: { actorId: actor!.userId } }, ctx, {
      authorize: (state) => ownDraft(actor, state),
    });
  }

  /** Creates the plan the draft describes and marks the draft completed. */
  async complete(actor: Actor, draftId: string, ctx: CommandContext): Promise<PlanDetail> {
    authorize(actor, { action: 'account.signedIn' });
    const draft = ownDraft(actor, (await this.handler.read(draftTarget(draftId))).state);
    const complete = () =>
      this.handler.handle(
        draftTarget(draftId),
        { type: 'CompleteDraft', data: { actorId: actor!.userId, planId: draftId } },
        ctx,
        { authorize: (state) => ownDraft(actor, state) },
      );
    if (draft.status === 'discarded') await complete(); // refused: DRAFT.CLOSED
    if (draft.status === 'open') {
      const missing = firstIncompleteStep(draft.data);
      if (missing !== 'overview') {
        const problems = stepProblems(draft.data, missing);
        throw validationError('DRAFT.INCOMPLETE', problems[0] ?? 'Finish every step first.', { [missing]: problems });
      }
    }
    // The plan first (a retry finds it made), then the draft says which plan it became.
    const plan = await this.plans.createFromDraft(actor, draftId, draftId, draftToPlan(draft.data, randomUUID)!, ctx);
    if (draft.status === 'open') await complete();
    return plan;
  }

  /** A draft as its owner reads it, from the state the command decided. */
  private async view(
    decided: Decided<PlanDraftEvent, PlanDraftState>,
    ctx: CommandContext,
    created = false,
  ): Promise<PlanDraft> {
    const state = decided.state;
    if (state.status === 'none') throw draftNotFound();
    const stored = created ? null : await findPlanDraft(this.db, state.draftId);
    const at = ctx.metadata.at;
    return {
      id: state.draftId,
      status: state.status,
      data: state.data,
      planId: state.planId,
      name: state.data.basicInfo?.name ?? null,
      nextStep: firstIncompleteStep(state.data),
      version: decided.version,
      createdAt: stored?.createdAt ?? at,
      updatedAt: decided.events.length > 0 ? at : (stored?.updatedAt ?? at),
    };
  }
}
