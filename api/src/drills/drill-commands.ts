import {
  DRILL_LIMITS,
  DRILL_STREAM_TYPE,
  VOTE_STREAM_TYPE,
  authorize,
  can,
  drillDecider,
  drillStreamId,
  voteDecider,
  voteStreamId,
  type Actor,
  type DrillCommand,
  type DrillFields,
  type EventMetadata,
  type ParentFacts,
} from '@sideline/domain';
import { findDrillFacts, hasVariations } from '@sideline/projections';
import { randomUUID } from 'node:crypto';
import type { ApiDeps } from '../api-deps';
import { requireNotDeleted, visibleDrillFacts } from './drill-detail';

const drillTarget = (drillId: string) => ({ streamId: drillStreamId(drillId), streamType: DRILL_STREAM_TYPE, decider: drillDecider });

/** "<name> (copy)", shortened so it still fits the name limit. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, DRILL_LIMITS.name - suffix.length).trimEnd()}${suffix}`;
}

/**
 * Drill use cases: look up what the decider needs (who may do it, the proposed parent), ask the policy, then send the
 * command through the bus, which appends with the version it read and waits for the read models.
 */
export class DrillCommands {
  constructor(private readonly deps: Pick<ApiDeps, 'db' | 'commands'>) {}

  /** The proposed parent as the decider sees it. A parent the actor may not open does not exist for them. */
  private async parentFacts(actor: Actor, parentId: string | null): Promise<ParentFacts | null> {
    if (!parentId) return null;
    const parent = await findDrillFacts(this.deps.db, parentId);
    if (!parent || !can(actor, { action: 'content.read', content: parent.access })) return { id: parentId, exists: false, deleted: false, isVariation: false };
    return { id: parentId, exists: true, deleted: parent.access.deleted, isVariation: parent.variationOf !== null };
  }

  private send(drillId: string, command: DrillCommand, metadata: EventMetadata, expectedVersion?: number) {
    return this.deps.commands.handle(drillTarget(drillId), command, metadata, expectedVersion === undefined ? {} : { expectedVersion });
  }

  /** Creates a drill owned by the signed-in actor (never ownerless); returns its id. */
  async create(actor: Actor, fields: DrillFields, metadata: EventMetadata): Promise<string> {
    authorize(actor, { action: 'content.create' });
    const drillId = randomUUID();
    const parent = await this.parentFacts(actor, fields.variationOf);
    await this.send(drillId, { type: 'CreateDrill', data: { drillId, ownerId: actor!.userId, fields, parent } }, metadata);
    return drillId;
  }

  async update(actor: Actor, drillId: string, fields: DrillFields, metadata: EventMetadata, expectedVersion?: number): Promise<void> {
    const drill = await visibleDrillFacts(this.deps.db, actor, drillId);
    requireNotDeleted(drill);
    authorize(actor, { action: 'content.edit', content: drill.access });
    const parent = await this.parentFacts(actor, fields.variationOf);
    const command: DrillCommand = { type: 'UpdateDrill', data: { fields, parent, hasVariations: await hasVariations(this.deps.db, drillId) } };
    await this.send(drillId, command, metadata, expectedVersion);
  }

  async setVariation(actor: Actor, drillId: string, parentId: string | null, metadata: EventMetadata): Promise<void> {
    const drill = await visibleDrillFacts(this.deps.db, actor, drillId);
    requireNotDeleted(drill);
    authorize(actor, { action: 'content.edit', content: drill.access });
    const parent = await this.parentFacts(actor, parentId);
    await this.send(drillId, { type: 'SetDrillVariation', data: { parent, hasVariations: await hasVariations(this.deps.db, drillId) } }, metadata);
  }

  async delete(actor: Actor, drillId: string, metadata: EventMetadata): Promise<void> {
    const drill = await visibleDrillFacts(this.deps.db, actor, drillId);
    authorize(actor, { action: 'content.delete', content: drill.access });
    await this.send(drillId, { type: 'DeleteDrill', data: { reason: 'deleted' } }, metadata);
  }

  async restore(actor: Actor, drillId: string, metadata: EventMetadata): Promise<void> {
    const drill = await visibleDrillFacts(this.deps.db, actor, drillId);
    authorize(actor, { action: 'content.restore', content: drill.access });
    await this.send(drillId, { type: 'RestoreDrill', data: {} }, metadata);
  }

  /**
   * A private copy owned by the actor, in the same variation family: a variation of the original's parent, or of
   * the original itself when it has none (or when its parent is gone). Returns the copy's id.
   */
  async duplicate(actor: Actor, drillId: string, metadata: EventMetadata): Promise<string> {
    authorize(actor, { action: 'content.create' });
    const original = await visibleDrillFacts(this.deps.db, actor, drillId);
    authorize(actor, { action: 'content.read', content: original.access });
    requireNotDeleted(original);
    const proposed = await this.parentFacts(actor, original.variationOf ?? original.id);
    const parent = proposed && proposed.exists && !proposed.deleted && !proposed.isVariation ? proposed : null;
    const fields: DrillFields = {
      ...original.content,
      name: copyName(original.content.name),
      visibility: 'private',
      editableByOthers: false,
      variationOf: parent?.id ?? null,
    };
    const copyId = randomUUID();
    await this.send(copyId, { type: 'CreateDrill', data: { drillId: copyId, ownerId: actor!.userId, fields, parent } }, metadata);
    return copyId;
  }

  /** One vote per user and drill: 1 up, -1 down, 0 takes it back. */
  async vote(actor: Actor, drillId: string, value: 1 | -1 | 0, metadata: EventMetadata): Promise<void> {
    const drill = await visibleDrillFacts(this.deps.db, actor, drillId);
    authorize(actor, { action: 'content.engage', content: drill.access });
    requireNotDeleted(drill);
    const target = { type: 'drill' as const, id: drillId };
    await this.deps.commands.handle(
      { streamId: voteStreamId(target, actor!.userId), streamType: VOTE_STREAM_TYPE, decider: voteDecider },
      { type: 'CastVote', data: { target, userId: actor!.userId, value } },
      metadata,
    );
  }
}
