import type { ContentAccess, SportId, Visibility } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';

export interface BoardRow {
  id: string;
  name: string;
  sport: SportId;
  courtTemplateId: string;
  ownerId: string;
  teamId: string | null;
  visibility: Visibility;
  deleted: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** drawing versions: stored updates and restores */
  versionCount: number;
}

const SELECT = `SELECT board_id AS id, name, sport, court_template_id AS "courtTemplateId", owner_id AS "ownerId", team_id AS "teamId",
  visibility, deleted, created_at AS "createdAt", updated_at AS "updatedAt", version_count AS "versionCount" FROM boards_view`;

export async function findBoard(db: Queryable, boardId: string): Promise<BoardRow | null> {
  const rows = await db.query<BoardRow>(`${SELECT} WHERE board_id = $1`, [boardId]);
  return rows[0] ?? null;
}

/** What the policy needs to know about a board. Boards have no "editable by others": share an edit link instead. */
export const boardAccessOf = (board: Pick<BoardRow, 'ownerId' | 'visibility' | 'teamId' | 'deleted'>): ContentAccess => ({
  ownerId: board.ownerId,
  visibility: board.visibility,
  teamId: board.teamId,
  editableByOthers: false,
  deleted: board.deleted,
});

export interface BoardListQuery {
  /** from the policy's listScope: who is asking and their teams */
  scope: { userId: string | null; teamIds: string[] };
  q?: string;
  /** only boards I own (unlisted ones too) */
  mine?: boolean;
  teamId?: string;
  page: number;
  pageSize: number;
}

/**
 * Boards the actor may see in lists (the SQL form of the policy's `content.list`): public ones, and private or team
 * ones of their own or their teams; "mine" adds their unlisted boards. Most recently changed first.
 */
export async function listBoards(db: Queryable, query: BoardListQuery): Promise<{ items: BoardRow[]; total: number }> {
  const params: unknown[] = [query.scope.userId ?? ''];
  const where = ['NOT deleted'];
  if (query.mine) where.push('owner_id = $1');
  else {
    params.push(query.scope.teamIds);
    where.push(`(visibility = 'public' OR (visibility IN ('private', 'team') AND (owner_id = $1 OR team_id = ANY($2::text[]))))`);
  }
  if (query.teamId) {
    params.push(query.teamId);
    where.push(`team_id = $${params.length}`);
  }
  if (query.q) {
    params.push(`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`name ILIKE $${params.length}`);
  }
  const filter = `WHERE ${where.join(' AND ')}`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM boards_view ${filter}`, params);
  const items = await db.query<BoardRow>(
    `${SELECT} ${filter} ORDER BY updated_at DESC, board_id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return { items, total: count?.n ?? 0 };
}

export interface BoardVersionRow {
  version: number;
  kind: 'update' | 'restore';
  at: Date;
  editors: string[];
  guestLinkIds: string[];
  /** for restores: the version brought back */
  restoredFrom: number | null;
}

/** Every drawing version of a board, oldest first. */
export async function listBoardVersions(db: Queryable, boardId: string): Promise<BoardVersionRow[]> {
  return db.query<BoardVersionRow>(
    `SELECT version, kind, at, editors, guest_link_ids AS "guestLinkIds", restored_from AS "restoredFrom"
       FROM board_versions WHERE board_id = $1 ORDER BY version`,
    [boardId],
  );
}

/**
 * The latest snapshot that stands for versions ≤ `atVersion` (default: any). A hint for where to start reading the
 * stream: when the read model lags, an older snapshot (or none) still gives the same document, only slower.
 */
export async function latestBoardSnapshot(db: Queryable, boardId: string, atVersion?: number): Promise<{ version: number; upToVersion: number } | null> {
  const rows = await db.query<{ version: number; upToVersion: number }>(
    `SELECT version, up_to_version AS "upToVersion" FROM board_snapshots
      WHERE board_id = $1 AND up_to_version <= $2 ORDER BY up_to_version DESC, version DESC LIMIT 1`,
    [boardId, atVersion ?? 2_147_483_647],
  );
  return rows[0] ?? null;
}
