import { BOARD_EVENT_TYPES, assertNever, type BoardEvent } from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { defineProjection, type ProjectionContext } from '../runner';
import { recordsetParam, upsertSql, type RecordsetColumn } from '../batch/recordset-sql';
import { BOARD_HISTORY, DocumentHistoryBatch } from '../documents/document-history';

/**
 * Boards: the list and detail rows (never the drawing itself), every drawing version with its editors (the history
 * slider), and where snapshots are (so loading a drawing starts from the latest one instead of the first edit).
 * Rows carry the stream version they reflect, so replaying an older event never moves them back. A batch loads the
 * touched rows in one query, applies the events in memory and writes each changed row once (one multi-row upsert),
 * with the new versions and snapshots in one statement each.
 */
export const boardsProjection = defineProjection({
  name: 'boards',
  version: 1,
  handles: BOARD_EVENT_TYPES,
  // lists and history only
  rebuildWithoutIndexes: ['boards_view_owner', 'boards_view_team', 'boards_view_visibility', 'board_snapshots_up_to'],
  migrations: [
    {
      id: '001-boards-view-versions-snapshots',
      sql: `
        CREATE TABLE IF NOT EXISTS boards_view (
          board_id text PRIMARY KEY,
          name text NOT NULL,
          sport text NOT NULL,
          court_template_id text NOT NULL,
          owner_id text NOT NULL,
          team_id text,
          visibility text NOT NULL,
          deleted boolean NOT NULL DEFAULT false,
          created_at timestamptz NOT NULL,
          updated_at timestamptz NOT NULL,
          version_count integer NOT NULL DEFAULT 0,
          stream_version integer NOT NULL
        );
        CREATE INDEX IF NOT EXISTS boards_view_owner ON boards_view (owner_id, updated_at DESC);
        CREATE INDEX IF NOT EXISTS boards_view_team ON boards_view (team_id, updated_at DESC);
        CREATE INDEX IF NOT EXISTS boards_view_visibility ON boards_view (visibility, deleted, updated_at DESC);
        CREATE TABLE IF NOT EXISTS board_versions (
          board_id text NOT NULL,
          version integer NOT NULL,
          kind text NOT NULL,
          at timestamptz NOT NULL,
          editors text[] NOT NULL,
          guest_link_ids text[] NOT NULL,
          restored_from integer,
          PRIMARY KEY (board_id, version)
        );
        CREATE TABLE IF NOT EXISTS board_snapshots (
          board_id text NOT NULL,
          version integer NOT NULL,
          up_to_version integer NOT NULL,
          PRIMARY KEY (board_id, version)
        );
        CREATE INDEX IF NOT EXISTS board_snapshots_up_to ON board_snapshots (board_id, up_to_version);`,
    },
  ],
  async reset(tx: Queryable) {
    await tx.exec('DELETE FROM boards_view; DELETE FROM board_versions; DELETE FROM board_snapshots;');
  },
  apply: (tx, event, ctx) => applyBoardEvents(tx, [event], ctx),
  applyBatch: applyBoardEvents,
});

const COLUMNS: readonly RecordsetColumn[] = [
  ['board_id', 'text'],
  ['name', 'text'],
  ['sport', 'text'],
  ['court_template_id', 'text'],
  ['owner_id', 'text'],
  ['team_id', 'text'],
  ['visibility', 'text'],
  ['deleted', 'boolean'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['version_count', 'integer'],
  ['stream_version', 'integer'],
];

interface BoardRow {
  board_id: string;
  name: string;
  sport: string;
  court_template_id: string;
  owner_id: string;
  team_id: string | null;
  visibility: string;
  deleted: boolean;
  created_at: string;
  updated_at: string;
  version_count: number;
  stream_version: number;
}

const SAVE_ROWS = upsertSql({
  table: 'boards_view',
  columns: COLUMNS,
  key: ['board_id'],
  keep: ['created_at'],
  guard: 't.stream_version < excluded.stream_version',
});

async function applyBoardEvents(
  tx: Queryable,
  events: readonly RecordedEvent[],
  ctx: ProjectionContext,
): Promise<void> {
  const boardId = (e: RecordedEvent) => (e.data as BoardEvent['data']).boardId;
  const stored = await tx.query<BoardRow>(
    `SELECT ${COLUMNS.map(([name]) => name).join(', ')} FROM boards_view WHERE board_id = ANY($1::text[])`,
    [[...new Set(events.map(boardId))]],
  );
  const rows = new Map(stored.map((row) => [row.board_id, row]));
  const dirty = new Set<string>();
  const drawings = events.filter((e) => e.type === 'BoardDocumentUpdated' || e.type === 'BoardRestored');
  const history = await DocumentHistoryBatch.load(
    tx,
    BOARD_HISTORY,
    drawings.map((e) => ({ id: boardId(e), version: e.streamVersion })),
  );
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as BoardEvent;
    const id = event.data.boardId;
    const version = recorded.streamVersion;
    const at = recorded.metadata.at;
    /** Moves a row forward to `version`; an event the row already reflects changes nothing. */
    const touch = (change: Partial<BoardRow> = {}) => {
      const row = rows.get(id);
      if (!row || row.stream_version >= version) return;
      rows.set(id, { ...row, ...change, updated_at: at, stream_version: version });
      dirty.add(id);
    };
    switch (event.type) {
      case 'BoardCreated': {
        const d = event.data;
        if (!rows.has(id)) {
          rows.set(id, {
            board_id: id,
            name: d.name,
            sport: d.sport,
            court_template_id: d.courtTemplateId,
            owner_id: d.ownerId,
            team_id: d.teamId,
            visibility: d.visibility,
            deleted: false,
            created_at: at,
            updated_at: at,
            version_count: 0,
            stream_version: version,
          });
          dirty.add(id);
        }
        break;
      }
      case 'BoardRenamed':
        touch({ name: event.data.to });
        break;
      case 'BoardVisibilityChanged':
        touch({ visibility: event.data.to });
        break;
      case 'BoardDeleted':
        touch({ deleted: true });
        break;
      case 'BoardUndeleted':
        touch({ deleted: false });
        break;
      case 'BoardShareLinkCreated':
      case 'BoardShareLinkRevoked':
        touch();
        break;
      case 'BoardDocumentUpdated':
      case 'BoardRestored': {
        const restore = event.type === 'BoardRestored';
        const count = history.add({
          id,
          version,
          kind: restore ? 'restore' : 'update',
          at,
          editors: restore ? [recorded.metadata.actorId].filter((x): x is string => Boolean(x)) : event.data.editors,
          guestLinkIds: restore ? [] : event.data.guestLinkIds,
          restoredFrom: restore ? event.data.toVersion : null,
        });
        touch({ version_count: count });
        break;
      }
      case 'BoardDocumentSnapshotted':
        // Not a change anyone made: the row keeps its updated_at.
        history.snapshot(id, version, event.data.upToVersion);
        continue;
      default:
        assertNever(event, 'board event');
    }
    ctx.changed(`board:${id}`);
    ctx.changed('boards');
  }
  await history.write(tx);
  if (dirty.size > 0) await tx.query(SAVE_ROWS, [recordsetParam([...dirty].map((id) => rows.get(id)!))]);
}
