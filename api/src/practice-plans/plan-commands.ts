import {
  DomainError,
  PLAN_LIMITS,
  VOTE_STREAM_TYPE,
  authorize,
  conflict,
  copySections,
  defaultSectionsFor,
  inverseOfEvents,
  planCommandFrom,
  sectionFrom,
  voteDecider,
  voteStreamId,
  type Actor,
  type CreatePlanFields,
  type EventMetadata,
  type PlanCommandFields,
  type PlanItem,
  type PlanMetadata,
  type Section,
} from '@sideline/domain';
import { findDrillFacts } from '@sideline/projections';
import { randomUUID } from 'node:crypto';
import type { ApiDeps } from '../api-deps';
import { CartStore } from '../cart/cart-store';
import { requirePlanNotDeleted, visiblePlanFacts } from './plan-access';
import { runPlanCommand, undoLabelOf } from './plan-command-runner';
import { checkReferences, itemsBroughtIn } from './plan-references';
import { PlanUndoStore, type UndoStack } from './plan-undo-store';

/** "<name> (copy)", shortened so it still fits the name limit. */
export function planCopyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, PLAN_LIMITS.name - suffix.length).trimEnd()}${suffix}`;
}

/** A cart drill's length in a plan: its longest suggested length (what the coach most likely meant), at least 1. */
const cartMinutes = (lengthMin: number, lengthMax: number) => Math.min(PLAN_LIMITS.itemMinutes, Math.max(1, lengthMax || lengthMin || 1));

const isPlanProblem = (error: unknown): error is DomainError =>
  error instanceof DomainError && (error.code.startsWith('PLAN.') || error.kind === 'validation' || error.kind === 'not_found');

/**
 * Practice plan use cases: find the plan in the read model, ask the one policy, check what the command brings in
 * (drills and formations the actor may open), then send the command through the bus (re-decided on conflicts).
 * Every content change is put on its author's undo stack.
 */
export class PlanCommands {
  private readonly undoStore: PlanUndoStore;

  constructor(private readonly deps: Pick<ApiDeps, 'db' | 'commands'>) {
    this.undoStore = new PlanUndoStore(deps.db);
  }

  /** Creates a plan owned by the actor; returns its id. */
  async create(actor: Actor, input: CreatePlanFields, metadata: EventMetadata): Promise<string> {
    authorize(actor, { action: 'content.create', teamId: input.teamId });
    const { sections: givenSections, fromCart, cartSectionName, ...fields } = input;
    const planMetadata: PlanMetadata = fields;
    const sections: Section[] = givenSections ? givenSections.map((s) => sectionFrom(s, randomUUID)) : fromCart ? [] : defaultSectionsFor(planMetadata.sport, randomUUID);
    const cart = new CartStore(this.deps.db);
    if (fromCart) {
      const items = await this.cartItems(actor!);
      if (items.length === 0) throw conflict('PLAN.CART_EMPTY', 'Your plan cart is empty: add drills to it first.');
      sections.push({ id: randomUUID(), name: cartSectionName, goals: [], notes: '', targetMinutes: null, entries: items });
    }
    const planId = randomUUID();
    const command = { type: 'CreatePlan' as const, data: { planId, ownerId: actor!.userId, metadata: planMetadata, sections, copiedFrom: null, draftId: null } };
    await checkReferences(this.deps.db, actor, itemsBroughtIn(command));
    await runPlanCommand(this.deps.commands, planId, command, metadata);
    if (fromCart) await cart.clear(actor!.userId);
    return planId;
  }

  private async cartItems(actor: NonNullable<Actor>): Promise<PlanItem[]> {
    const refs = await new CartStore(this.deps.db).items(actor);
    const items: PlanItem[] = [];
    for (const ref of refs) {
      const facts = await findDrillFacts(this.deps.db, ref.id);
      if (!facts) continue;
      items.push({ id: randomUUID(), kind: 'drill', drillId: ref.id, formationId: null, title: '', durationMinutes: cartMinutes(facts.content.lengthMin, facts.content.lengthMax), notes: '' });
    }
    return items;
  }

  /**
   * One editor command. Editing needs edit rights; changing who can see or edit the plan (visibility, editable by
   * others, its team) takes the owner's rights (owner, team admins, site admins), so an invited editor cannot lock the
   * owner's audience out. Returns whether anything changed and the new version.
   */
  async edit(actor: Actor, planId: string, input: PlanCommandFields, metadata: EventMetadata, expectedVersion?: number): Promise<{ changed: boolean; version: number }> {
    const facts = await visiblePlanFacts(this.deps.db, actor, planId);
    requirePlanNotDeleted(facts);
    authorize(actor, { action: 'content.edit', content: facts.access });
    if (input.type === 'SetPlanMetadata') {
      const { visibility, editableByOthers, teamId } = input.changes;
      const m = facts.plan.metadata;
      const sharing = (visibility !== undefined && visibility !== m.visibility) || (editableByOthers !== undefined && editableByOthers !== m.editableByOthers) || (teamId !== undefined && teamId !== m.teamId);
      if (sharing) authorize(actor, { action: 'content.share', content: facts.access });
      if (teamId) authorize(actor, { action: 'content.create', teamId });
    }
    const command = planCommandFrom(input, { sport: facts.plan.metadata.sport, newId: randomUUID });
    await checkReferences(this.deps.db, actor, itemsBroughtIn(command));
    const { result, before } = await runPlanCommand(this.deps.commands, planId, command, metadata, expectedVersion);
    if (result.events.length > 0) await this.undoStore.recordChange(planId, actor!.userId, undoLabelOf(command), inverseOfEvents(result.events, before));
    return { changed: result.events.length > 0, version: result.version };
  }

  /** Takes back the actor's own last change (undo) or the last change they took back (redo). */
  async undoOrRedo(actor: Actor, planId: string, stack: UndoStack, metadata: EventMetadata): Promise<{ label: string; version: number }> {
    const facts = await visiblePlanFacts(this.deps.db, actor, planId);
    requirePlanNotDeleted(facts);
    authorize(actor, { action: 'content.edit', content: facts.access });
    const userId = actor!.userId;
    const step = await this.undoStore.pop(stack, planId, userId);
    if (!step) throw conflict(stack === 'undo' ? 'PLAN.NOTHING_TO_UNDO' : 'PLAN.NOTHING_TO_REDO', stack === 'undo' ? 'There is nothing of yours to undo.' : 'There is nothing to redo.');
    let outcome;
    try {
      outcome = await runPlanCommand(this.deps.commands, planId, { type: 'ApplyPlanCommands', data: { commands: step.commands } }, metadata);
    } catch (error) {
      // What the step would take back is gone (a co-editor removed it): the step is dropped, the user told why.
      if (isPlanProblem(error)) {
        throw conflict(stack === 'undo' ? 'PLAN.UNDO_NOT_POSSIBLE' : 'PLAN.REDO_NOT_POSSIBLE', `Could not ${stack} “${step.label}”: ${error.message}`, { reason: error.code });
      }
      await this.undoStore.push(stack, planId, userId, step.label, step.commands);
      throw error;
    }
    const inverse = inverseOfEvents(outcome.result.events, outcome.before);
    await this.undoStore.push(stack === 'undo' ? 'redo' : 'undo', planId, userId, step.label, inverse);
    return { label: step.label, version: outcome.result.version };
  }

  async setPublished(actor: Actor, planId: string, published: boolean, metadata: EventMetadata): Promise<void> {
    const facts = await visiblePlanFacts(this.deps.db, actor, planId);
    requirePlanNotDeleted(facts);
    authorize(actor, { action: 'content.publish', content: facts.access });
    await runPlanCommand(this.deps.commands, planId, published ? { type: 'PublishPlan', data: { at: metadata.at } } : { type: 'UnpublishPlan', data: {} }, metadata);
  }

  async delete(actor: Actor, planId: string, metadata: EventMetadata): Promise<void> {
    const facts = await visiblePlanFacts(this.deps.db, actor, planId);
    authorize(actor, { action: 'content.delete', content: facts.access });
    await runPlanCommand(this.deps.commands, planId, { type: 'DeletePlan', data: {} }, metadata);
  }

  async restore(actor: Actor, planId: string, metadata: EventMetadata): Promise<void> {
    const facts = await visiblePlanFacts(this.deps.db, actor, planId);
    authorize(actor, { action: 'content.restore', content: facts.access });
    await runPlanCommand(this.deps.commands, planId, { type: 'RestorePlan', data: {} }, metadata);
  }

  /** A private copy owned by the actor, with fresh ids, outside any team and calendar. Returns the copy's id. */
  async duplicate(actor: Actor, planId: string, metadata: EventMetadata): Promise<string> {
    authorize(actor, { action: 'content.create' });
    const original = await visiblePlanFacts(this.deps.db, actor, planId);
    authorize(actor, { action: 'content.read', content: original.access });
    requirePlanNotDeleted(original);
    const copyId = randomUUID();
    const m = original.plan.metadata;
    const copy: PlanMetadata = { ...m, name: planCopyName(m.name), visibility: 'private', editableByOthers: false, teamId: null, scheduledDate: null };
    await runPlanCommand(this.deps.commands, copyId, {
      type: 'CreatePlan',
      data: { planId: copyId, ownerId: actor!.userId, metadata: copy, sections: copySections(original.plan.sections, randomUUID), copiedFrom: planId, draftId: null },
    }, metadata);
    return copyId;
  }

  /** One vote per user and plan: 1 up, -1 down, 0 takes it back. */
  async vote(actor: Actor, planId: string, value: 1 | -1 | 0, metadata: EventMetadata): Promise<void> {
    const facts = await visiblePlanFacts(this.deps.db, actor, planId);
    authorize(actor, { action: 'content.engage', content: facts.access });
    requirePlanNotDeleted(facts);
    const target = { type: 'plan' as const, id: planId };
    await this.deps.commands.handle(
      { streamId: voteStreamId(target, actor!.userId), streamType: VOTE_STREAM_TYPE, decider: voteDecider },
      { type: 'CastVote', data: { target, userId: actor!.userId, value } },
      metadata,
    );
  }
}
