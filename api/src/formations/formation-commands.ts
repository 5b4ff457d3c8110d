import {
  DomainError,
  FORMATION_DOCUMENT_EVENT_TYPES,
  FORMATION_STREAM_TYPE,
  VOTE_STREAM_TYPE,
  authorize,
  formationDecider,
  formationStreamId,
  isDocumentVersion,
  voteDecider,
  voteStreamId,
  type Actor,
  type EventMetadata,
  type FormationCommand,
  type FormationFields,
  type FormationPatch,
} from '@sideline/domain';
import { randomUUID } from 'node:crypto';
import type { ApiDeps } from '../api-deps';
import { restoreUpdate, toBase64 } from '../boards/board-document-history';
import { diagramEvents, storedDiagram } from './formation-diagram';
import { readableFormationFacts, requireNotDeleted, visibleFormationFacts } from './formation-detail';

const formationTarget = (formationId: string) => ({ streamId: formationStreamId(formationId), streamType: FORMATION_STREAM_TYPE, decider: formationDecider });
const RETRIES = 5;
const isVersionClash = (error: unknown) => error instanceof DomainError && (error.code === 'COMMAND.CONCURRENT_EDIT' || error.code === 'COMMAND.STALE_VERSION');

/**
 * Formation use cases: find the formation in the read model, ask the one policy, then send the command through the
 * bus. The formation's stream also receives the collab server's diagram stores, so appends here meet theirs: the bus
 * re-reads and re-decides (If-Match is checked by the decider against the details version, which stores do not move).
 */
export class FormationCommands {
  constructor(private readonly deps: Pick<ApiDeps, 'db' | 'commands' | 'store'>) {}

  private send(formationId: string, command: FormationCommand, metadata: EventMetadata) {
    return this.deps.commands.handle(formationTarget(formationId), command, metadata);
  }

  /** Creates a formation owned by the signed-in actor; its diagram starts empty (the web client draws the court). */
  async create(actor: Actor, fields: FormationFields, metadata: EventMetadata): Promise<string> {
    authorize(actor, { action: 'content.create' });
    const formationId = randomUUID();
    await this.send(formationId, { type: 'CreateFormation', data: { formationId, ownerId: actor!.userId, fields, diagram: null, at: metadata.at } }, metadata);
    return formationId;
  }

  /**
   * Changing details takes edit rights; changing who can see or edit it takes the right to share it (owner, team
   * admins, site admins), so an editor invited by "editable by others" cannot lock the owner's audience out.
   */
  async edit(actor: Actor, formationId: string, patch: FormationPatch, metadata: EventMetadata, expectedVersion?: number): Promise<void> {
    const formation = await visibleFormationFacts(this.deps.db, actor, formationId);
    requireNotDeleted(formation);
    authorize(actor, { action: 'content.edit', content: formation.access });
    const sharing = (patch.visibility !== undefined && patch.visibility !== formation.access.visibility)
      || (patch.editableByOthers !== undefined && patch.editableByOthers !== formation.access.editableByOthers);
    if (sharing) authorize(actor, { action: 'content.share', content: formation.access });
    await this.send(formationId, { type: 'EditFormation', data: { patch, ...(expectedVersion === undefined ? {} : { expectedVersion }) } }, metadata);
  }

  async delete(actor: Actor, formationId: string, metadata: EventMetadata): Promise<void> {
    const formation = await visibleFormationFacts(this.deps.db, actor, formationId);
    authorize(actor, { action: 'content.delete', content: formation.access });
    await this.send(formationId, { type: 'DeleteFormation', data: {} }, metadata);
  }

  async restore(actor: Actor, formationId: string, metadata: EventMetadata): Promise<void> {
    const formation = await visibleFormationFacts(this.deps.db, actor, formationId);
    authorize(actor, { action: 'content.restore', content: formation.access });
    await this.send(formationId, { type: 'RestoreFormation', data: {} }, metadata);
  }

  /** A private copy owned by the actor: the details and the diagram as the log holds it now. Returns the copy's id. */
  async duplicate(actor: Actor, formationId: string, metadata: EventMetadata): Promise<string> {
    authorize(actor, { action: 'content.create' });
    const original = await readableFormationFacts(this.deps.db, actor, formationId);
    requireNotDeleted(original);
    const diagram = await storedDiagram(this.deps, formationId);
    const copyId = randomUUID();
    await this.send(copyId, { type: 'DuplicateFormation', data: { formationId: copyId, ownerId: actor!.userId, source: { id: original.id, content: original.content }, diagram, at: metadata.at } }, metadata);
    return copyId;
  }

  /**
   * Brings the diagram back to `toVersion` with a new event. The update is computed from the log as read; if someone
   * stored in between, it is computed again from the fresher log (bounded). Returns the new version, or null when the
   * diagram already is at that version.
   */
  async restoreDiagramVersion(actor: Actor, formationId: string, toVersion: number, metadata: EventMetadata): Promise<number | null> {
    const formation = await visibleFormationFacts(this.deps.db, actor, formationId);
    requireNotDeleted(formation);
    authorize(actor, { action: 'content.edit', content: formation.access });
    for (let attempt = 0; ; attempt++) {
      const { events, streamVersion } = await diagramEvents(this.deps, formationId, { atVersion: toVersion });
      const target = events.find((e) => e.version === toVersion);
      const versionExists = target !== undefined && isDocumentVersion(target.type, FORMATION_DOCUMENT_EVENT_TYPES);
      const update = versionExists ? toBase64(restoreUpdate(events, FORMATION_DOCUMENT_EVENT_TYPES, toVersion)) : '';
      try {
        const result = await this.deps.commands.handle(
          formationTarget(formationId),
          { type: 'RestoreFormationDocument', data: { toVersion, update, at: metadata.at, versionExists } },
          metadata,
          { expectedVersion: streamVersion },
        );
        return result.events.length > 0 ? result.version : null;
      } catch (error) {
        if (isVersionClash(error) && attempt < RETRIES) continue;
        throw error;
      }
    }
  }

  /** One vote per user and formation: 1 up, -1 down, 0 takes it back. */
  async vote(actor: Actor, formationId: string, value: 1 | -1 | 0, metadata: EventMetadata): Promise<void> {
    const formation = await visibleFormationFacts(this.deps.db, actor, formationId);
    authorize(actor, { action: 'content.engage', content: formation.access });
    requireNotDeleted(formation);
    const target = { type: 'formation' as const, id: formationId };
    await this.deps.commands.handle(
      { streamId: voteStreamId(target, actor!.userId), streamType: VOTE_STREAM_TYPE, decider: voteDecider },
      { type: 'CastVote', data: { target, userId: actor!.userId, value } },
      metadata,
    );
  }
}
