import { Inject, Injectable } from '@nestjs/common';
import {
  FORMATION_STREAM_TYPE,
  authorize,
  formationAccessOf,
  formationDecider,
  formationStreamId,
  type Actor,
  type FormationCommand,
  type FormationDetail,
  type FormationEvent,
  type FormationFields,
  type FormationPatch,
  type FormationState,
  type VoteResponse,
} from '@sideline/domain';
import type { Database, EventStore } from '@sideline/eventstore';
import { formationRecordOf, formationVoteTally, readFormationExtras } from '@sideline/projections';
import { DATABASE, EVENT_STORE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { CommandHandler, type CommandTarget, type Decided } from '../commands/command-handler';
import { castVote, tallyWithVote } from '../votes/vote-casting';
import { storedDiagram } from './formation-diagram';
import { FORMATION_DIAGRAM, restoreFromLog } from '../documents/document-log';
import {
  authorizeFormation,
  formationDetailOf,
  formationNotFound,
  requireNotDeleted,
  visibleFormationFacts,
} from './formation-detail';

/**
 * A formation's stream: its details and, every few seconds while someone draws, the collab server's diagram stores.
 * Folded from a snapshot (bump the tag when formation `evolve` changes meaning).
 */
const formationTarget = (formationId: string): CommandTarget<FormationCommand, FormationEvent, FormationState> => ({
  streamId: formationStreamId(formationId),
  streamType: FORMATION_STREAM_TYPE,
  decider: formationDecider,
  snapshotTag: 'formation@3',
});

/**
 * Formation use cases: each command is authorised against the formation as its own stream has it and answered with
 * the formation it decided. Appends here meet the collab server's diagram stores: the handler re-reads and re-decides
 * (If-Match is checked by the decider against the details version, which stores do not move).
 */
@Injectable()
export class FormationCommands {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CommandHandler) private readonly handler: CommandHandler,
  ) {}

  /** Creates a formation owned by the signed-in actor; its diagram starts empty (the web client draws the court). */
  async create(actor: Actor, fields: FormationFields, ctx: CommandContext): Promise<FormationDetail> {
    authorize(actor, { action: 'content.create', teamId: fields.teamId });
    const formationId = ctx.newId('formation');
    const decided = await this.handler.handle(
      formationTarget(formationId),
      {
        type: 'CreateFormation',
        data: { formationId, ownerId: actor!.userId, fields, diagram: null, at: ctx.metadata.at },
      },
      ctx,
    );
    return this.answer(actor, decided, ctx);
  }

  /**
   * Changing details takes edit rights; changing who can see or edit it takes the right to share it (owner, team
   * admins, site admins), so an editor invited by "editable by others" cannot lock the owner's audience out.
   */
  async edit(
    actor: Actor,
    formationId: string,
    patch: FormationPatch,
    ctx: CommandContext,
    expectedVersion?: number,
  ): Promise<FormationDetail> {
    const decided = await this.handler.handle(
      formationTarget(formationId),
      { type: 'EditFormation', data: { patch, ...(expectedVersion === undefined ? {} : { expectedVersion }) } },
      ctx,
      {
        authorize: (state) => {
          const formation = authorizeFormation(actor, state, 'content.edit');
          const access = formationAccessOf(state)!;
          authorize(actor, {
            action: 'content.move',
            content: access,
            to: {
              visibility: patch.visibility ?? formation.visibility,
              teamId: patch.teamId === undefined ? formation.teamId : patch.teamId,
            },
          });
          if (patch.editableByOthers !== undefined && patch.editableByOthers !== formation.editableByOthers)
            authorize(actor, { action: 'content.share', content: access });
        },
      },
    );
    return this.answer(actor, decided, ctx);
  }

  async delete(actor: Actor, formationId: string, ctx: CommandContext): Promise<void> {
    await this.handler.handle(formationTarget(formationId), { type: 'DeleteFormation', data: {} }, ctx, {
      authorize: (state) => authorizeFormation(actor, state, 'content.delete', { evenDeleted: true }),
    });
  }

  async restore(actor: Actor, formationId: string, ctx: CommandContext): Promise<FormationDetail> {
    const decided = await this.handler.handle(
      formationTarget(formationId),
      { type: 'RestoreFormation', data: {} },
      ctx,
      { authorize: (state) => authorizeFormation(actor, state, 'content.restore', { evenDeleted: true }) },
    );
    return this.answer(actor, decided, ctx);
  }

  /** A private copy owned by the actor: the details and the diagram as the log holds it now. */
  async duplicate(actor: Actor, formationId: string, ctx: CommandContext): Promise<FormationDetail> {
    authorize(actor, { action: 'content.create' });
    const original = authorizeFormation(
      actor,
      (await this.handler.read(formationTarget(formationId))).state,
      'content.read',
    );
    const diagram = await storedDiagram({ db: this.db, store: this.store }, formationId);
    const copyId = ctx.newId('formation-copy');
    const decided = await this.handler.handle(
      formationTarget(copyId),
      {
        type: 'DuplicateFormation',
        data: {
          formationId: copyId,
          ownerId: actor!.userId,
          source: { id: original.formationId, content: original.content },
          diagram,
          at: ctx.metadata.at,
        },
      },
      ctx,
    );
    return this.answer(actor, decided, ctx);
  }

  /**
   * Brings the diagram back to `toVersion` with a new event. The update is computed from the log as read; if someone
   * stored in between, the handler's retry computes it again from the fresher log. Returns the new version, or null
   * when the diagram already is at that version.
   */
  async restoreDiagramVersion(
    actor: Actor,
    formationId: string,
    toVersion: number,
    ctx: CommandContext,
  ): Promise<number | null> {
    const decided = await this.handler.handle(
      formationTarget(formationId),
      async (): Promise<FormationCommand> => {
        const { versionExists, update } = await restoreFromLog(
          { db: this.db, store: this.store },
          FORMATION_DIAGRAM,
          formationId,
          toVersion,
        );
        return { type: 'RestoreFormationDocument', data: { toVersion, update, at: ctx.metadata.at, versionExists } };
      },
      ctx,
      { authorize: (state) => authorizeFormation(actor, state, 'content.edit') },
    );
    return decided.events.length > 0 ? decided.version : null;
  }

  /**
   * One vote per user and formation: 1 up, -1 down, 0 takes it back. The formation's access comes from its read model.
   */
  async vote(actor: Actor, formationId: string, value: 1 | -1 | 0, ctx: CommandContext): Promise<VoteResponse> {
    const formation = await visibleFormationFacts(this.db, actor, formationId);
    authorize(actor, { action: 'content.engage', content: formation.access });
    requireNotDeleted(formation);
    const myVote = await castVote(this.handler, ctx, actor!, { type: 'formation', id: formationId }, value);
    const counted = await formationVoteTally(this.db, formationId, actor!.userId);
    if (!counted) throw formationNotFound();
    return tallyWithVote(counted, myVote);
  }

  /** The formation as the command left it, with what its page shows beside it. */
  private async answer(
    actor: Actor,
    decided: Decided<FormationEvent, FormationState>,
    ctx: CommandContext,
  ): Promise<FormationDetail> {
    const state = decided.state;
    const access = formationAccessOf(state);
    if (!access || state.status === 'none') throw formationNotFound();
    const at = ctx.metadata.at;
    const extras = await readFormationExtras(
      this.db,
      { formationId: state.formationId, ownerId: state.ownerId },
      actor?.userId ?? null,
      at,
      state.lastDocumentVersion > 0 ? 1 : 0,
    );
    const record = formationRecordOf(
      {
        formationId: state.formationId,
        ownerId: state.ownerId,
        content: state.content,
        duplicatedFrom: state.duplicatedFrom,
        version: state.detailsVersion,
        access,
      },
      { ...extras, updatedAt: decided.events.length > 0 ? at : extras.updatedAt },
    );
    return formationDetailOf(this.db, actor, record);
  }
}
