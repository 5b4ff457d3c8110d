import { Inject, Injectable } from '@nestjs/common';
import {
  authorize,
  can,
  diffViews,
  HISTORY_PAGE_SIZE,
  notFound,
  summariseDiff,
  validationError,
  type Actor,
  type Attribution,
  type EntityAtVersion,
  type EntityHistory,
  type EntityVersion,
  type HistoryDiff,
  type HistoryRestore,
  type ReadableView,
  type ViewNames,
} from '@sideline/domain';
import { decidedAtOf, type EventMetadata, type RecordedEvent } from '@sideline/eventstore';
import { displayNamesOf, drillRefsByIds } from '@sideline/projections';
import type { CommandContext } from '../commands/command-context';
import type { AnyHistoryKind } from './history-kind';
import { HISTORY_KINDS } from './history-kinds';
import { HistoryServices } from './history-services';

const noHistory = () => notFound('HISTORY.NOT_FOUND', 'There is no such entity, or it has no history.');
/** "PlanItemDurationSet" → "Plan item duration set": a version whose event changed nothing visible still reads. */
const wordsOf = (type: string) =>
  type
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());
const RESTORE_CAUSE = /^restore:[^:]+:[^@]+@(\d+)$/;

interface Loaded {
  kind: AnyHistoryKind;
  entityId: string;
  events: RecordedEvent[];
  current: unknown;
  names: ViewNames & { userOrSystem: (id: string | null) => string };
}

/**
 * One history for every entity type: versions, the diff between two, the entity at a version, and restore, all read
 * from the entity's own stream and folded with its domain's `evolve` (the audit index is for searching across
 * entities). Who may see it is the policy's `history.read` on the entity as it is now; restore is `history.restore`
 * and then the entity's own use cases, which check their own rights again.
 */
@Injectable()
export class EntityHistoryReads {
  constructor(@Inject(HistoryServices) private readonly services: HistoryServices) {}

  private async load(actor: Actor, entityType: string, entityId: string): Promise<Loaded> {
    const kind = HISTORY_KINDS.get(entityType);
    if (!kind) throw notFound('HISTORY.UNKNOWN_TYPE', `There is no history for “${entityType}”.`);
    const { events } = await this.services.store.readStream(kind.streamId(entityId));
    if (events.length === 0) throw noHistory();
    const current = events.reduce(
      (state, e) => kind.evolve(state, { type: e.type, data: e.data }),
      kind.initialState(),
    );
    const subject = kind.subject(current);
    if (!subject) throw noHistory();
    authorize(actor, { action: 'history.read', subject });
    const refs = kind.referencedIds?.(events) ?? {};
    const userIds = new Set([
      ...(refs.users ?? []),
      ...events.map((e) => e.metadata.actorId).filter((id): id is string => Boolean(id)),
    ]);
    const [users, drills] = await Promise.all([
      displayNamesOf(this.services.db, [...userIds]),
      drillRefsByIds(this.services.db, refs.drills ?? []),
    ]);
    const names = {
      user: (id: string) => users.get(id) ?? 'a former member',
      userOrSystem: (id: string | null) => (id ? (users.get(id) ?? 'a former member') : 'Sideline'),
      // A drill's name only when the viewer may open it: a history must not leak private drills.
      drill: (id: string) => {
        const ref = drills.find((d) => d.id === id);
        return ref && can(actor, { action: 'content.read', content: ref.access }) ? ref.name : null;
      },
    };
    return { kind, entityId, events, current, names };
  }

  private foldTo(loaded: Loaded, version: number): unknown {
    if (!Number.isInteger(version) || version < 0 || version > loaded.events.length)
      throw validationError('HISTORY.NO_SUCH_VERSION', `There is no version ${version}.`, {
        version: [`Choose a version from 1 to ${loaded.events.length}.`],
      });
    return loaded.events
      .slice(0, version)
      .reduce((state, e) => loaded.kind.evolve(state, { type: e.type, data: e.data }), loaded.kind.initialState());
  }

  /**
   * The versions newest first, a page of HISTORY_PAGE_SIZE at a time (`before`: older than that version). Only the
   * page's versions are described (a view and a diff each); the ones before it are only folded.
   */
  async versions(actor: Actor, entityType: string, entityId: string, before?: number): Promise<EntityHistory> {
    const loaded = await this.load(actor, entityType, entityId);
    const { kind, events, names } = loaded;
    const hidden = new Set(kind.hiddenTypes ?? []);
    const listed = events.filter(
      (event) => !hidden.has(event.type) && (before === undefined || event.streamVersion < before),
    );
    const page = listed.slice(-HISTORY_PAGE_SIZE);
    const first = page[0]?.streamVersion ?? Number.POSITIVE_INFINITY;
    let state = kind.initialState();
    for (const event of events) {
      if (event.streamVersion >= first) break;
      state = kind.evolve(state, { type: event.type, data: event.data });
    }
    const versions: EntityVersion[] = [];
    let previous: ReadableView = kind.view(state, names);
    const last = page.at(-1)?.streamVersion ?? 0;
    for (const event of events) {
      if (event.streamVersion < first) continue;
      if (event.streamVersion > last) break;
      state = kind.evolve(state, { type: event.type, data: event.data });
      if (hidden.has(event.type)) continue;
      const after = kind.view(state, names);
      const diffs = diffViews(previous, after);
      previous = after;
      const restoredFrom = RESTORE_CAUSE.exec(event.metadata.causationId ?? '')?.[1];
      const described =
        kind.summaryOf?.(event) ??
        (event.streamVersion === 1 ? 'Created' : diffs.length > 0 ? summariseDiff(diffs) : wordsOf(event.type));
      versions.push({
        version: event.streamVersion,
        type: event.type,
        at: decidedAtOf(event),
        actorId: event.metadata.actorId,
        actorName: names.userOrSystem(event.metadata.actorId),
        commandId: (event.metadata as Partial<EventMetadata>).commandId ?? null, // stored JSON: may lack it
        summary: restoredFrom
          ? `Restored version ${restoredFrom}: ${described.charAt(0).toLowerCase()}${described.slice(1)}`
          : described,
        changed: diffs.map((d) => d.label),
      });
    }
    const subject = kind.subject(loaded.current)!;
    return {
      entityType,
      entityId,
      name: kind.nameOf(loaded.current),
      currentVersion: events.length,
      versions: versions.reverse(),
      olderBefore: listed.length > page.length ? first : null,
      can: { restore: can(actor, { action: 'history.restore', subject }) },
    };
  }

  async diff(actor: Actor, entityType: string, entityId: string, from: number, to: number): Promise<HistoryDiff> {
    const loaded = await this.load(actor, entityType, entityId);
    const view = (v: number) => loaded.kind.view(this.foldTo(loaded, v), loaded.names);
    return { from, to, changes: diffViews(view(from), view(to)) };
  }

  async at(actor: Actor, entityType: string, entityId: string, version: number): Promise<EntityAtVersion> {
    const loaded = await this.load(actor, entityType, entityId);
    const view = loaded.kind.view(this.foldTo(loaded, version), loaded.names);
    const event = loaded.events[version - 1];
    return {
      version,
      at: event ? decidedAtOf(event) : null,
      fields: Object.entries(view.fields).map(([key, field]) => ({ key, ...field })),
    };
  }

  /** New events that take the entity back to `version`, attributed to the actor; the log is never rewritten. */
  async restore(
    actor: Actor,
    entityType: string,
    entityId: string,
    version: number,
    ctx: CommandContext,
  ): Promise<HistoryRestore> {
    const loaded = await this.load(actor, entityType, entityId);
    authorize(actor, { action: 'history.restore', subject: loaded.kind.subject(loaded.current)! });
    if (version >= loaded.events.length)
      throw validationError('HISTORY.NO_SUCH_VERSION', 'That is the current version: choose an earlier one.', {
        version: [`Choose a version from 1 to ${loaded.events.length - 1}.`],
      });
    const target = this.foldTo(loaded, version);
    ctx.causedBy(`restore:${entityType}:${entityId}@${version}`);
    const outcome = await loaded.kind.restore(this.services, actor, entityId, target, loaded.current, ctx);
    const { events } = await this.services.store.readStream(loaded.kind.streamId(entityId), {
      fromVersion: loaded.events.length + 1,
    });
    const mine = events.filter((e) => e.metadata.commandId === ctx.metadata.commandId);
    return {
      restoredTo: version,
      version: events.at(-1)?.streamVersion ?? loaded.events.length,
      eventTypes: mine.map((e) => e.type),
      notes: outcome?.notes ?? [],
    };
  }

  /** Who added and who last changed each part (plan items and sections, drawing elements), from the stream. */
  async attribution(actor: Actor, entityType: string, entityId: string): Promise<Attribution> {
    const loaded = await this.load(actor, entityType, entityId);
    if (loaded.kind.attributionFromEvents)
      return { parts: loaded.kind.attributionFromEvents(loaded.events, loaded.names.userOrSystem) };
    if (!loaded.kind.partsOf) return { parts: {} };
    const parts: Attribution['parts'] = {};
    let state = loaded.kind.initialState();
    let before = new Map<string, { label: string; fingerprint: string }>();
    for (const event of loaded.events) {
      state = loaded.kind.evolve(state, { type: event.type, data: event.data });
      const after = loaded.kind.partsOf(state, loaded.names);
      const who = loaded.names.userOrSystem(event.metadata.actorId);
      const at = decidedAtOf(event);
      for (const [id, { label, fingerprint }] of after) {
        const was = before.get(id)?.fingerprint;
        if (was === undefined && !parts[id])
          parts[id] = { label, addedBy: who, addedAt: at, changedBy: who, changedAt: at };
        else if (was !== fingerprint && parts[id]) parts[id] = { ...parts[id], label, changedBy: who, changedAt: at };
      }
      before = after;
    }
    for (const id of Object.keys(parts)) if (!before.has(id)) delete parts[id];
    return { parts };
  }
}
