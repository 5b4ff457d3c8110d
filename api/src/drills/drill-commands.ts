import { Inject, Injectable } from '@nestjs/common';
import {
  DRILL_LIMITS,
  DRILL_STREAM_TYPE,
  authorize,
  can,
  drillAccessOf,
  drillDecider,
  drillStreamId,
  type Actor,
  type DrillCommand,
  type DrillDetail,
  type DrillEvent,
  type DrillFields,
  type DrillPatch,
  type DrillState,
  type ParentFacts,
  type VoteResponse,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { drillRecordOf, drillVoteTally, findDrillFacts, hasVariations, readDrillExtras } from '@sideline/projections';
import { DATABASE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { CommandHandler, type CommandTarget, type Decided } from '../commands/command-handler';
import { castVote, tallyWithVote } from '../votes/vote-casting';
import { authorizeDrill, drillDetailOf, drillNotFound, requireNotDeleted, visibleDrillFacts } from './drill-detail';

export const drillTarget = (drillId: string): CommandTarget<DrillCommand, DrillEvent, DrillState> => ({
  streamId: drillStreamId(drillId),
  streamType: DRILL_STREAM_TYPE,
  decider: drillDecider,
});

/** "<name> (copy)", shortened so it still fits the name limit. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, DRILL_LIMITS.name - suffix.length).trimEnd()}${suffix}`;
}

/**
 * Drill use cases: each command is authorised against the drill as its own stream has it (what it refers to, such
 * as a proposed parent, comes from the read models), decided, and answered with the drill it decided.
 */
@Injectable()
export class DrillCommands {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CommandHandler) private readonly handler: CommandHandler,
  ) {}

  /** The proposed parent as the decider sees it. A parent the actor may not open does not exist for them. */
  private async parentFacts(actor: Actor, parentId: string | null): Promise<ParentFacts | null> {
    if (!parentId) return null;
    const parent = await findDrillFacts(this.db, parentId);
    if (!parent || !can(actor, { action: 'content.read', content: parent.access }))
      return { id: parentId, exists: false, deleted: false, isVariation: false };
    return { id: parentId, exists: true, deleted: parent.access.deleted, isVariation: parent.variationOf !== null };
  }

  /** Creates a drill owned by the signed-in actor (never ownerless). */
  async create(actor: Actor, fields: DrillFields, ctx: CommandContext): Promise<DrillDetail> {
    authorize(actor, { action: 'content.create', teamId: fields.teamId });
    const drillId = ctx.newId('drill');
    const parent = await this.parentFacts(actor, fields.variationOf);
    return this.answer(
      actor,
      await this.handler.handle(
        drillTarget(drillId),
        { type: 'CreateDrill', data: { drillId, ownerId: actor!.userId, fields, parent } },
        ctx,
      ),
      ctx,
    );
  }

  async update(
    actor: Actor,
    drillId: string,
    fields: DrillFields,
    ctx: CommandContext,
    expectedVersion?: number,
  ): Promise<DrillDetail> {
    const parent = await this.parentFacts(actor, fields.variationOf);
    const command: DrillCommand = {
      type: 'UpdateDrill',
      data: { fields, parent, hasVariations: await hasVariations(this.db, drillId) },
    };
    const decided = await this.handler.handle(drillTarget(drillId), command, ctx, {
      ...(expectedVersion === undefined ? {} : { expectedVersion }),
      authorize: (state) => {
        authorizeDrill(actor, state, 'content.edit');
        // Who sees it and whose it is are not an editor's to change (a team's drill leaves the team only by its
        // managers).
        const access = drillAccessOf(state)!;
        authorize(actor, {
          action: 'content.move',
          content: access,
          to: { visibility: fields.visibility, teamId: fields.teamId },
        });
        if (fields.editableByOthers !== access.editableByOthers)
          authorize(actor, { action: 'content.share', content: access });
      },
    });
    return this.answer(actor, decided, ctx);
  }

  /** Some fields (a live form sends only what its user changed); the others stay as they are now. */
  async edit(
    actor: Actor,
    drillId: string,
    patch: DrillPatch,
    ctx: CommandContext,
    expectedVersion?: number,
  ): Promise<DrillDetail> {
    const parent = patch.variationOf === undefined ? null : await this.parentFacts(actor, patch.variationOf);
    const command: DrillCommand = {
      type: 'EditDrill',
      data: { patch, parent, hasVariations: await hasVariations(this.db, drillId) },
    };
    const decided = await this.handler.handle(drillTarget(drillId), command, ctx, {
      ...(expectedVersion === undefined ? {} : { expectedVersion }),
      authorize: (state) => {
        authorizeDrill(actor, state, 'content.edit');
        const access = drillAccessOf(state)!;
        if (patch.visibility !== undefined || patch.teamId !== undefined) {
          authorize(actor, {
            action: 'content.move',
            content: access,
            to: {
              visibility: patch.visibility ?? access.visibility,
              teamId: patch.teamId === undefined ? access.teamId : patch.teamId,
            },
          });
        }
        if (patch.editableByOthers !== undefined && patch.editableByOthers !== access.editableByOthers)
          authorize(actor, { action: 'content.share', content: access });
      },
    });
    return this.answer(actor, decided, ctx);
  }

  async setVariation(
    actor: Actor,
    drillId: string,
    parentId: string | null,
    ctx: CommandContext,
  ): Promise<DrillDetail> {
    const parent = await this.parentFacts(actor, parentId);
    const decided = await this.handler.handle(
      drillTarget(drillId),
      { type: 'SetDrillVariation', data: { parent, hasVariations: await hasVariations(this.db, drillId) } },
      ctx,
      {
        authorize: (state) => authorizeDrill(actor, state, 'content.edit'),
      },
    );
    return this.answer(actor, decided, ctx);
  }

  async delete(actor: Actor, drillId: string, ctx: CommandContext): Promise<void> {
    await this.handler.handle(drillTarget(drillId), { type: 'DeleteDrill', data: { reason: 'deleted' } }, ctx, {
      authorize: (state) => authorizeDrill(actor, state, 'content.delete', { evenDeleted: true }),
    });
  }

  async restore(actor: Actor, drillId: string, ctx: CommandContext): Promise<DrillDetail> {
    const decided = await this.handler.handle(drillTarget(drillId), { type: 'RestoreDrill', data: {} }, ctx, {
      authorize: (state) => authorizeDrill(actor, state, 'content.restore', { evenDeleted: true }),
    });
    return this.answer(actor, decided, ctx);
  }

  /**
   * A private copy owned by the actor, in the same variation family: a variation of the original's parent, or of
   * the original itself when it has none (or when its parent is gone).
   */
  async duplicate(actor: Actor, drillId: string, ctx: CommandContext): Promise<DrillDetail> {
    authorize(actor, { action: 'content.create' });
    const original = authorizeDrill(actor, (await this.handler.read(drillTarget(drillId))).state, 'content.read');
    const proposed = await this.parentFacts(actor, original.variationOf ?? original.drillId);
    const parent = proposed && proposed.exists && !proposed.deleted && !proposed.isVariation ? proposed : null;
    const fields: DrillFields = {
      ...original.content,
      name: copyName(original.content.name),
      visibility: 'private',
      teamId: null,
      editableByOthers: false,
      variationOf: parent?.id ?? null,
    };
    const copyId = ctx.newId('drill-copy');
    return this.answer(
      actor,
      await this.handler.handle(
        drillTarget(copyId),
        { type: 'CreateDrill', data: { drillId: copyId, ownerId: actor!.userId, fields, parent } },
        ctx,
      ),
      ctx,
    );
  }

  /** One vote per user and drill: 1 up, -1 down, 0 takes it back. The drill's access comes from its read model. */
  async vote(actor: Actor, drillId: string, value: 1 | -1 | 0, ctx: CommandContext): Promise<VoteResponse> {
    const drill = await visibleDrillFacts(this.db, actor, drillId);
    authorize(actor, { action: 'content.engage', content: drill.access });
    requireNotDeleted(drill);
    const myVote = await castVote(this.handler, ctx, actor!, { type: 'drill', id: drillId }, value);
    const counted = await drillVoteTally(this.db, drillId, actor!.userId);
    if (!counted) throw drillNotFound();
    return tallyWithVote(counted, myVote);
  }

  /** The drill as the command left it, with what its page shows beside it. */
  private async answer(
    actor: Actor,
    decided: Decided<DrillEvent, DrillState>,
    ctx: CommandContext,
  ): Promise<DrillDetail> {
    const state = decided.state;
    const access = drillAccessOf(state);
    if (!access || state.status === 'none') throw drillNotFound();
    const extras = await readDrillExtras(
      this.db,
      { drillId: state.drillId, ownerId: state.ownerId },
      actor?.userId ?? null,
      ctx.metadata.at,
    );
    const updatedAt = decided.events.length > 0 ? ctx.metadata.at : extras.updatedAt;
    const record = drillRecordOf(
      {
        drillId: state.drillId,
        ownerId: state.ownerId,
        content: state.content,
        variationOf: state.variationOf,
        version: decided.version,
        access,
      },
      { ...extras, updatedAt },
    );
    return drillDetailOf(this.db, actor, record);
  }
}
