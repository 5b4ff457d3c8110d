import { BOARD_EVENT_TYPES, assertNever, type BoardEvent } from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { defineProjection } from '../../runner';

/**
 * Boards: the list and detail rows (never the drawing itself), every drawing version with its editors (the history
 * slider), and where snapshots are (so loading a drawing starts from the latest one instead of the first edit).
 * Rows carry the stream version they reflect, so replaying an older event never moves them back.
 */
export const perEventBoardsProjection = defineProjection({
  name: 'boards',
  version: 1,
  handles: BOARD_EVENT_TYPES,
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
  async apply(tx: Queryable, recorded: RecordedEvent, ctx) {
    const event = { type: recorded.type, data: recorded.data } as BoardEvent;
    const { boardId } = event.data;
    const version = recorded.streamVersion;
    const at = recorded.metadata.at;
    switch (event.type) {
      case 'BoardCreated': {
        const d = event.data;
        await tx.query(
          `INSERT INTO boards_view (board_id, name, sport, court_template_id, owner_id, team_id, visibility, created_at, updated_at, stream_version)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)
           ON CONFLICT (board_id) DO NOTHING`,
          [boardId, d.name, d.sport, d.courtTemplateId, d.ownerId, d.teamId, d.visibility, at, version],
        );
        break;
      }
      case 'BoardRenamed':
        await touch(tx, boardId, version, at, 'name = $4', [event.data.to]);
        break;
      case 'BoardVisibilityChanged':
        await touch(tx, boardId, version, at, 'visibility = $4', [event.data.to]);
        break;
      case 'BoardDeleted':
        await touch(tx, boardId, version, at, 'deleted = true');
        break;
      case 'BoardUndeleted':
        await touch(tx, boardId, version, at, 'deleted = false');
        break;
      case 'BoardShareLinkCreated':
      case 'BoardShareLinkRevoked':
        await touch(tx, boardId, version, at);
        break;
      case 'BoardDocumentUpdated':
      case 'BoardRestored': {
        const restore = event.type === 'BoardRestored';
        await tx.query(
          `INSERT INTO board_versions (board_id, version, kind, at, editors, guest_link_ids, restored_from)
           VALUES ($1, $2, $3, $4, $5::text[], $6::text[], $7) ON CONFLICT (board_id, version) DO NOTHING`,
          [
            boardId,
            version,
            restore ? 'restore' : 'update',
            at,
            restore ? [recorded.metadata.actorId].filter(Boolean) : event.data.editors,
            restore ? [] : event.data.guestLinkIds,
            restore ? event.data.toVersion : null,
          ],
        );
        await touch(
          tx,
          boardId,
          version,
          at,
          'version_count = (SELECT count(*)::int FROM board_versions v WHERE v.board_id = $1)',
        );
        break;
      }
      case 'BoardDocumentSnapshotted':
        // Not a change anyone made: the row keeps its updated_at.
        await tx.query(
          'INSERT INTO board_snapshots (board_id, version, up_to_version) VALUES ($1, $2, $3) ON CONFLICT (board_id, version) DO NOTHING',
          [boardId, version, event.data.upToVersion],
        );
        return;
      default:
        assertNever(event, 'board event');
    }
    ctx.changed(`board:${boardId}`);
    ctx.changed('boards');
  },
});

/** Moves a row forward to `version`; an event the row already reflects changes nothing. */
async function touch(
  tx: Queryable,
  boardId: string,
  version: number,
  at: string,
  set?: string,
  params: unknown[] = [],
) {
  await tx.query(
    `UPDATE boards_view SET ${set ? `${set}, ` : ''}updated_at = $3, stream_version = $2 WHERE board_id = $1 AND stream_version < $2`,
    [boardId, version, at, ...params],
  );
}
