import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  PLAN_LIMITS,
  authorize,
  conflict,
  copySections,
  defaultSectionsFor,
  drillIdsOf,
  inverseOfEvents,
  planCommandFrom,
  planDeleted,
  planAccessOf,
  planNotFound,
  sectionFrom,
  type Actor,
  type CreatePlanFields,
  type PlanCommand,
  type PlanCommandFields,
  type PlanDetail,
  type PlanEvent,
  type PlanFacts,
  type PlanItem,
  type PlanMetadata,
  type PlanState,
  type PlanUndoState,
  type Section,
  type VoteResponse,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { findDrillFacts, findPlanAccess, planVoteTally, readPlanPage, readPlanPageExtras } from '@sideline/projections';
import { randomUUID } from 'node:crypto';
import { DATABASE } from '../app/tokens';
import { CartStore } from '../cart/cart-store';
import type { CommandContext } from '../commands/command-context';
import { CommandHandler, type Decided } from '../commands/command-handler';
import { castVote, tallyWithVote } from '../votes/vote-casting';
import { authorizePlan, hiddenWhenDeleted } from './plan-access';
import { planDetailView } from './plan-detail-view';
import { checkReferences, itemsBroughtIn } from './plan-references';
import { planTarget, undoLabelOf } from './plan-target';
import { PlanUndoStore, undoStateAfterChange, type UndoStack } from './plan-undo-store';

/** "<name> (copy)", shortened so it still fits the name limit. */
export function planCopyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, PLAN_LIMITS.name - suffix.length).trimEnd()}${suffix}`;
}

/** A cart drill's length in a plan: its longest suggested length (what the coach most likely meant), at least 1. */
const cartMinutes = (lengthMin: number, lengthMax: number) =>
  Math.min(PLAN_LIMITS.itemMinutes, Math.max(1, lengthMax || lengthMin || 1));

const isPlanProblem = (error: unknown): error is DomainError =>
  error instanceof DomainError &&
  (error.code.startsWith('PLAN.') || error.kind === 'validation' || error.kind === 'not_found');

type PlanDecided = Decided<PlanEvent, PlanState>;

/**
 * Practice plan use cases. Each command is authorised against the plan as its own stream has it, checks what it
 * brings in (drills and formations the actor may open), and answers with the plan it just decided, shown through the
 * same view as GET. Every content change goes on its author's undo stack in the append's transaction.
 */
@Injectable()
export class PlanCommands {
  private readonly undoStore: PlanUndoStore;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CommandHandler) private readonly handler: CommandHandler,
    @Inject(CartStore) private readonly cart: CartStore,
  ) {
    this.undoStore = new PlanUndoStore(db);
  }

  /** Creates a plan owned by the actor. */
  async create(actor: Actor, input: CreatePlanFields, ctx: CommandContext): Promise<PlanDetail> {
    authorize(actor, { action: 'content.create', teamId: input.teamId });
    const { sections: givenSections, fromCart, cartSectionName, ...fields } = input;
    const planMetadata: PlanMetadata = fields;
    const sections: Section[] = givenSections
      ? givenSections.map((s) => sectionFrom(s, randomUUID))
      : fromCart
        ? []
        : defaultSectionsFor(planMetadata.sport, randomUUID);
    if (fromCart) {
      const items = await this.cartItems(actor!);
      if (items.length === 0) throw conflict('PLAN.CART_EMPTY', 'Your plan cart is empty: add drills to it first.');
      sections.push({
        id: randomUUID(),
        name: cartSectionName,
        goals: [],
        notes: '',
        targetMinutes: null,
        entries: items,
      });
    }
    const planId = ctx.newId('plan');
    const command: PlanCommand = {
      type: 'CreatePlan',
      data: { planId, ownerId: actor!.userId, metadata: planMetadata, sections, copiedFrom: null, draftId: null },
    };
    await checkReferences(this.db, actor, itemsBroughtIn(command));
    const decided = await this.handler.handle(planTarget(planId), command, ctx);
    if (fromCart) await this.cart.clear(actor!.userId);
    return this.answer(actor, decided, ctx);
  }

  /**
   * The plan a wizard draft describes, with the draft's id as its id: a retried completion finds the plan it made
   * already (PLAN.ALREADY_EXISTS) and answers with it.
   */
  async createFromDraft(
    actor: Actor,
    planId: string,
    draftId: string,
    plan: { metadata: PlanMetadata; sections: Section[] },
    ctx: CommandContext,
  ): Promise<PlanDetail> {
    authorize(actor, { action: 'content.create', teamId: plan.metadata.teamId });
    const command: PlanCommand = {
      type: 'CreatePlan',
      data: {
        planId,
        ownerId: actor!.userId,
        metadata: plan.metadata,
        sections: plan.sections,
        copiedFrom: null,
        draftId,
      },
    };
    await checkReferences(this.db, actor, itemsBroughtIn(command));
    const decided = await this.handler.handle(
      planTarget(planId),
      (state): PlanCommand =>
        state.status === 'none' ? command : { type: 'ApplyPlanCommands', data: { commands: [] } },
      ctx,
      {
        authorize: (state) => void (state.status === 'none' || authorizePlan(actor, state, 'content.read')),
      },
    );
    return this.answer(actor, decided, ctx);
  }

  private async cartItems(actor: NonNullable<Actor>): Promise<PlanItem[]> {
    const items: PlanItem[] = [];
    for (const ref of await this.cart.items(actor)) {
      const facts = await findDrillFacts(this.db, ref.id);
      if (!facts) continue;
      items.push({
        id: randomUUID(),
        kind: 'drill',
        drillId: ref.id,
        formationId: null,
        title: '',
        durationMinutes: cartMinutes(facts.content.lengthMin, facts.content.lengthMax),
        notes: '',
      });
    }
    return items;
  }

  /**
   * One editor command. Editing needs edit rights; changing who can see or edit the plan (visibility, editable by
   * others, its team) takes the owner's rights (`content.share`: owner, team admins, site admins), so an invited
   * editor cannot lock the owner's audience out.
   */
  async edit(
    actor: Actor,
    planId: string,
    input: PlanCommandFields,
    ctx: CommandContext,
    expectedVersion?: number,
  ): Promise<{ changed: boolean; plan: PlanDetail }> {
    let label = '';
    let extras: ReturnType<PlanCommands['readExtras']> | undefined;
    const decided = await this.handler.handle(
      planTarget(planId),
      // Built once from the plan it edits (its sport gives the position lanes); what it brings in is checked before
      // deciding.
      async (state) => {
        const command = planCommandFrom(input, { sport: (state as PlanFacts).metadata.sport, newId: randomUUID });
        await checkReferences(this.db, actor, itemsBroughtIn(command));
        label = undoLabelOf(command);
        return command;
      },
      ctx,
      {
        ...(expectedVersion === undefined ? {} : { expectedVersion }),
        authorize: (state) => this.authorizeEdit(actor, state, input),
        alongside: (d) =>
          this.undoStore.changeWrites(planId, actor!.userId, label, inverseOfEvents(d.events, d.before)),
        beforeAppend: (d) => {
          extras = this.readExtras(actor, d);
        },
      },
    );
    const changed = decided.events.length > 0;
    const undo =
      changed && inverseOfEvents(decided.events, decided.before).length > 0 ? undoStateAfterChange(label) : undefined;
    return { changed, plan: await this.answer(actor, decided, ctx, undo, changed ? extras : undefined) };
  }

  private authorizeEdit(actor: Actor, state: PlanState, input: PlanCommandFields): void {
    const plan = authorizePlan(actor, state, 'content.edit');
    if (input.type !== 'SetPlanMetadata') return;
    const { visibility, editableByOthers, teamId } = input.changes;
    const m = plan.metadata;
    const access = planAccessOf(state)!;
    authorize(actor, {
      action: 'content.move',
      content: access,
      to: { visibility: visibility ?? m.visibility, teamId: teamId === undefined ? m.teamId : teamId },
    });
    if (editableByOthers !== undefined && editableByOthers !== m.editableByOthers)
      authorize(actor, { action: 'content.share', content: access });
  }

  /** Takes back the actor's own last change (undo) or the last change they took back (redo). */
  async undoOrRedo(
    actor: Actor,
    planId: string,
    stack: UndoStack,
    ctx: CommandContext,
  ): Promise<{ label: string; plan: PlanDetail }> {
    authorize(actor, { action: 'account.signedIn' });
    authorizePlan(actor, (await this.handler.read(planTarget(planId))).state, 'content.edit');
    const userId = actor!.userId;
    const step = await this.undoStore.pop(stack, planId, userId);
    if (!step)
      throw conflict(
        stack === 'undo' ? 'PLAN.NOTHING_TO_UNDO' : 'PLAN.NOTHING_TO_REDO',
        stack === 'undo' ? 'There is nothing of yours to undo.' : 'There is nothing to redo.',
      );
    let decided: PlanDecided;
    try {
      decided = await this.handler.handle(
        planTarget(planId),
        { type: 'ApplyPlanCommands', data: { commands: step.commands } },
        ctx,
        {
          authorize: (state) => authorizePlan(actor, state, 'content.edit'),
          alongside: (d) =>
            this.undoStore.pushWrites(
              stack === 'undo' ? 'redo' : 'undo',
              planId,
              userId,
              step.label,
              inverseOfEvents(d.events, d.before),
            ),
        },
      );
    } catch (error) {
      // What the step would take back is gone (a co-editor removed it): the step is dropped, the user told why.
      if (isPlanProblem(error)) {
        throw conflict(
          stack === 'undo' ? 'PLAN.UNDO_NOT_POSSIBLE' : 'PLAN.REDO_NOT_POSSIBLE',
          `Could not ${stack} “${step.label}”: ${error.message}`,
          { reason: error.code },
        );
      }
      await this.undoStore.push(this.db, stack, planId, userId, step.label, step.commands);
      throw error;
    }
    // A retried request that was applied before popped a second step: put it back.
    if (decided.replayed) await this.undoStore.push(this.db, stack, planId, userId, step.label, step.commands);
    return {
      label: step.label,
      plan: await this.answer(actor, decided, ctx, await this.undoStore.state(planId, userId)),
    };
  }

  async setPublished(actor: Actor, planId: string, published: boolean, ctx: CommandContext): Promise<PlanDetail> {
    const decided = await this.handler.handle(
      planTarget(planId),
      published ? { type: 'PublishPlan', data: { at: ctx.metadata.at } } : { type: 'UnpublishPlan', data: {} },
      ctx,
      {
        authorize: (state) => authorizePlan(actor, state, 'content.publish'),
      },
    );
    return this.answer(actor, decided, ctx);
  }

  async delete(actor: Actor, planId: string, ctx: CommandContext): Promise<void> {
    await this.handler.handle(planTarget(planId), { type: 'DeletePlan', data: {} }, ctx, {
      authorize: (state) => authorizePlan(actor, state, 'content.delete', { evenDeleted: true }),
    });
  }

  async restore(actor: Actor, planId: string, ctx: CommandContext): Promise<PlanDetail> {
    const decided = await this.handler.handle(planTarget(planId), { type: 'RestorePlan', data: {} }, ctx, {
      authorize: (state) => authorizePlan(actor, state, 'content.restore', { evenDeleted: true }),
    });
    return this.answer(actor, decided, ctx);
  }

  /** A private copy owned by the actor, with fresh ids, outside any team and calendar. */
  async duplicate(actor: Actor, planId: string, ctx: CommandContext): Promise<PlanDetail> {
    authorize(actor, { action: 'content.create' });
    const original = await readPlanPage(this.db, planId, actor!.userId);
    if (!original) throw planNotFound();
    authorizePlan(actor, original.facts, 'content.read');
    const copyId = ctx.newId('plan-copy');
    const m = original.facts.metadata;
    const copy: PlanMetadata = {
      ...m,
      name: planCopyName(m.name),
      visibility: 'private',
      editableByOthers: false,
      teamId: null,
      scheduledDate: null,
    };
    const decided = await this.handler.handle(
      planTarget(copyId),
      {
        type: 'CreatePlan',
        data: {
          planId: copyId,
          ownerId: actor!.userId,
          metadata: copy,
          sections: copySections(original.facts.sections, randomUUID),
          copiedFrom: planId,
          draftId: null,
        },
      },
      ctx,
    );
    return this.answer(actor, decided, ctx);
  }

  /** One vote per user and plan: 1 up, -1 down, 0 takes it back. The plan's access comes from its read model. */
  async vote(actor: Actor, planId: string, value: 1 | -1 | 0, ctx: CommandContext): Promise<VoteResponse> {
    const access = await findPlanAccess(this.db, planId);
    if (!access) throw planNotFound();
    hiddenWhenDeleted(actor, access);
    authorize(actor, { action: 'content.engage', content: access });
    if (access.deleted) throw planDeleted();
    const myVote = await castVote(this.handler, ctx, actor!, { type: 'plan', id: planId }, value);
    const counted = await planVoteTally(this.db, planId, actor!.userId);
    return tallyWithVote(counted ?? { votes: { up: 0, down: 0, score: 0 }, myVote: 0 }, myVote);
  }

  /** The plan as the command left it, with what its page shows beside it (owner, votes, drill names). */
  /**
   * What the answer shows beside the plan (owner, votes, drills: other streams), for the state decided. Started by
   * `beforeAppend` it runs during the append's round trip; the plan's own dates in it are replaced by the command's.
   */
  private readExtras(actor: Actor, decided: PlanDecided) {
    const facts = decided.state as PlanFacts;
    const read = readPlanPageExtras(
      this.db,
      { planId: facts.planId, ownerId: facts.ownerId, drillIds: drillIdsOf(facts.sections) },
      actor?.userId ?? null,
    );
    read.catch(() => undefined); // awaited by the answer; a retry or a failed append leaves it unread
    return read;
  }

  private async answer(
    actor: Actor,
    decided: PlanDecided,
    ctx: CommandContext,
    undo?: PlanUndoState,
    started?: ReturnType<PlanCommands['readExtras']>,
  ): Promise<PlanDetail> {
    const facts = decided.state as PlanFacts;
    const extras = await (started ?? this.readExtras(actor, decided));
    const at = ctx.metadata.at;
    const page = {
      ...extras,
      facts,
      version: decided.version,
      createdAt: extras.createdAt ?? at,
      updatedAt: decided.events.length > 0 ? at : (extras.updatedAt ?? at),
    };
    return planDetailView(actor, page, undo ?? (await this.undoStore.state(facts.planId, actor?.userId ?? null)));
  }
}
