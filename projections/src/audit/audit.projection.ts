import { AUDIT_LIVE_KEY } from '@sideline/domain';
import { decidedAtOf, type LogPosition, type Queryable, type RecordedEvent } from '@sideline/eventstore';
import { defineProjection } from '../runner';
import { recordsetParam, upsertSql, type RecordsetColumn } from '../batch/recordset-sql';

/**
 * The audit index: one row per event of the log (who, when, which entity, which event, which command) and one row
 * per actor with their last activity. It reads every event and is rebuilt from the log like any read model
 * (`npm run projections:rebuild audit`). The admin audit page, a user's activity and the dashboard's event rate read
 * it; the log itself is read only for one entity's history.
 *
 * Order everywhere: `(at DESC, position DESC)`, the keyset of every page. Each filter has an index that starts with
 * its column and ends with that order, so a page — the first or one a million rows deep — is a short index range scan.
 */
export const auditProjection = defineProjection({
  name: 'audit',
  version: 1,
  handles: 'all',
  readsData: false,
  // the page's filters and the actors' order: queries only (a batch writes by position and actor)
  rebuildWithoutIndexes: [
    'audit_log_at',
    'audit_log_actor',
    'audit_log_entity_type',
    'audit_log_entity',
    'audit_log_event_type',
    'audit_actors_last_at',
  ],
  migrations: [
    {
      id: '001-audit-log',
      sql: `
        CREATE TABLE IF NOT EXISTS audit_log (
          position bigint PRIMARY KEY,
          at timestamptz NOT NULL,
          actor_id text,
          entity_type text NOT NULL,
          entity_id text NOT NULL,
          stream_version integer NOT NULL,
          event_type text NOT NULL,
          command_id text
        );
        CREATE INDEX IF NOT EXISTS audit_log_at ON audit_log (at DESC, position DESC);
        CREATE INDEX IF NOT EXISTS audit_log_actor ON audit_log (actor_id, at DESC, position DESC);
        CREATE INDEX IF NOT EXISTS audit_log_entity_type ON audit_log (entity_type, at DESC, position DESC);
        CREATE INDEX IF NOT EXISTS audit_log_entity ON audit_log (entity_id, at DESC, position DESC);
        CREATE INDEX IF NOT EXISTS audit_log_event_type ON audit_log (event_type, at DESC, position DESC);
        CREATE TABLE IF NOT EXISTS audit_actors (
          actor_id text PRIMARY KEY,
          last_at timestamptz NOT NULL,
          events bigint NOT NULL
        );
        CREATE INDEX IF NOT EXISTS audit_actors_last_at ON audit_actors (last_at DESC);`,
    },
    {
      // The trash (deleted content, by owner, latest first) reads the content read models; their partial indexes live
      // here, with the other admin reads, and are created after those tables (the catalog migrates this one last).
      id: '002-trash-indexes',
      sql: `
        CREATE INDEX IF NOT EXISTS drills_trash ON drills (owner_id, updated_at DESC) WHERE deleted;
        CREATE INDEX IF NOT EXISTS formations_trash ON formations (owner_id, updated_at DESC) WHERE deleted;
        CREATE INDEX IF NOT EXISTS plans_view_trash ON plans_view (owner_id, updated_at DESC) WHERE deleted;
        CREATE INDEX IF NOT EXISTS boards_view_trash ON boards_view (owner_id, updated_at DESC) WHERE deleted;`,
    },
  ],
  async reset(tx: Queryable) {
    await tx.query('DELETE FROM audit_log');
    await tx.query('DELETE FROM audit_actors');
  },
  // One key for every batch, no ids: the admins' open audit pages fetch the new rows (api/src/live/live-audience.ts).
  apply: (tx, event, ctx) => (ctx.changed(AUDIT_LIVE_KEY), applyAuditEvents(tx, [event])),
  applyBatch: (tx, events, ctx) => (ctx.changed(AUDIT_LIVE_KEY), applyAuditEvents(tx, events)),
  // A rebuild announces nothing: it inserts from the log inside the database (no page is waiting on a rebuild).
  async rebuildRange(tx: Queryable, head: LogPosition, after: bigint, upTo: bigint) {
    const [row] = await tx.query<{ n: number }>(REBUILD_RANGE, [
      String(head.transactionId),
      String(head.globalPosition),
      String(after),
      String(upTo),
    ]);
    return row?.n ?? 0;
  },
});

const COLUMNS: readonly RecordsetColumn[] = [
  ['position', 'bigint'],
  ['at', 'timestamptz'],
  ['actor_id', 'text'],
  ['entity_type', 'text'],
  ['entity_id', 'text'],
  ['stream_version', 'integer'],
  ['event_type', 'text'],
  ['command_id', 'text'],
];
const INSERT_ROWS = upsertSql({ table: 'audit_log', columns: COLUMNS, key: ['position'], insertOnly: true });

/** `plan-42` of stream type `plan` → `42`; a stream named otherwise keeps its whole id. */
export function entityIdOf(streamId: string, streamType: string): string {
  return streamId.startsWith(`${streamType}-`) ? streamId.slice(streamType.length + 1) : streamId;
}

export interface AuditRowInput {
  position: string;
  at: string;
  actor_id: string | null;
  entity_type: string;
  entity_id: string;
  stream_version: number;
  event_type: string;
  command_id: string | null;
}

export const auditRowOf = (event: RecordedEvent): AuditRowInput => {
  // Read as REBUILD_RANGE reads the stored JSON: a field it lacks falls back the same way.
  const metadata: Partial<RecordedEvent['metadata']> = event.metadata;
  return {
    position: event.globalPosition.toString(),
    at: decidedAtOf(event),
    actor_id: metadata.actorId ?? null,
    entity_type: event.streamType,
    entity_id: entityIdOf(event.streamId, event.streamType),
    stream_version: event.streamVersion,
    event_type: event.type,
    command_id: metadata.commandId ?? null,
  };
};

/**
 * The log rows and the per-actor tally in one statement: only rows inserted now count (an event delivered again
 * inserts nothing), so the tally stays exact.
 */
const APPLY = `WITH inserted AS (${INSERT_ROWS} RETURNING actor_id, at)
  INSERT INTO audit_actors AS t (actor_id, last_at, events)
  SELECT actor_id, max(at), count(*) FROM inserted WHERE actor_id IS NOT NULL GROUP BY actor_id
  ON CONFLICT (actor_id) DO UPDATE SET last_at = GREATEST(t.last_at, excluded.last_at), events = t.events + excluded.events`;

async function applyAuditEvents(tx: Queryable, events: readonly RecordedEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.query(APPLY, [recordsetParam(events.map(auditRowOf))]);
}

/**
 * A rebuild in the database: the rows `auditRowOf` makes, straight from the log (the events never leave it). The same
 * tally as APPLY; `audit.rebuild.int.spec.ts` checks both give the same tables.
 */
const REBUILD_RANGE = `WITH inserted AS (
    INSERT INTO audit_log AS t (position, at, actor_id, entity_type, entity_id, stream_version, event_type, command_id)
    SELECT e.global_position, coalesce((e.metadata->>'at')::timestamptz, e.recorded_at), e.metadata->>'actorId', s.stream_type,
           CASE WHEN starts_with(e.stream_id, s.stream_type || '-') THEN substr(e.stream_id, length(s.stream_type) + 2) ELSE e.stream_id END,
           e.stream_version, e.type, e.metadata->>'commandId'
      FROM events e JOIN streams s ON s.stream_id = e.stream_id
     WHERE e.global_position > $3::bigint AND e.global_position <= $4::bigint AND (e.transaction_id, e.global_position) <= ($1::xid8, $2::bigint)
    ON CONFLICT (position) DO NOTHING
    RETURNING actor_id, at),
  actors AS (
    INSERT INTO audit_actors AS t (actor_id, last_at, events)
    SELECT actor_id, max(at), count(*) FROM inserted WHERE actor_id IS NOT NULL GROUP BY actor_id
    ON CONFLICT (actor_id) DO UPDATE SET last_at = GREATEST(t.last_at, excluded.last_at), events = t.events + excluded.events)
  SELECT count(*)::int AS n FROM inserted`;
