import type { ContentAccess, SportId, Visibility } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { SqlParams, contentListScopeSql, ownContentScopeSql, teamFilterSql, type ContentListScope } from '../sql';

export interface BoardRow {
  id: string;
  name: string;
  sport: SportId;
  courtTemplateId: string;
  ownerId: string;
  teamId: string | null;
  visibility: Visibility;
  deleted: boolean;
  /** the board's team is archived (from the teams read model): read-only, share links included */
  teamArchived: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** drawing versions: stored updates and restores */
  versionCount: number;
}

const SELECT = `SELECT board_id AS id, name, sport, court_template_id AS "courtTemplateId", owner_id AS "ownerId", team_id AS "teamId",
  visibility, deleted, created_at AS "createdAt", updated_at AS "updatedAt", version_count AS "versionCount",
  COALESCE((SELECT t.archived FROM teams_view t WHERE t.team_id = b.team_id), false) AS "teamArchived" FROM boards_view b`;

export async function findBoard(db: Queryable, boardId: string): Promise<BoardRow | null> {
  const rows = await db.query<BoardRow>(`${SELECT} WHERE b.board_id = $1`, [boardId]);
  return rows[0] ?? null;
}

/** What the policy needs to know about a board. Boards have no "editable by others": share an edit link instead. */
export const boardAccessOf = (
  board: Pick<BoardRow, 'ownerId' | 'visibility' | 'teamId' | 'deleted' | 'teamArchived'>,
): ContentAccess => ({
  ownerId: board.ownerId,
  visibility: board.visibility,
  teamId: board.teamId,
  editableByOthers: false,
  deleted: board.deleted,
  ...(board.teamArchived ? { teamArchived: true } : {}),
});

export interface BoardListQuery {
  /** from the policy's listScope: who is asking and their teams */
  scope: ContentListScope;
  q?: string;
  /** only boards I own (unlisted ones too) */
  mine?: boolean;
  /** `'mine'`: my teams' content; a team id: that team's */
  team?: string;
  page: number;
  pageSize: number;
}

/**
 * Boards the actor may see in lists (the SQL form of the policy's `content.list`): public ones, and private or team
 * ones of their own or their teams; "mine" adds their unlisted boards. Most recently changed first.
 */
export async function listBoards(db: Queryable, query: BoardListQuery): Promise<{ items: BoardRow[]; total: number }> {
  // A visitor owns nothing: "mine" is an empty page for them.
  if (query.mine && !query.scope.userId) return { items: [], total: 0 };
  const params = new SqlParams();
  const where = [
    query.mine ? ownContentScopeSql('b', query.scope, params) : contentListScopeSql('b', query.scope, params),
    ...teamFilterSql('b', query.team, query.scope, params),
  ];
  if (query.q) where.push(`b.name ILIKE ${params.add(`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  const filter = `WHERE ${where.join(' AND ')}`;
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM boards_view b ${filter}`,
    params.values,
  );
  const page = `LIMIT ${params.add(query.pageSize)} OFFSET ${params.add((query.page - 1) * query.pageSize)}`;
  const items = await db.query<BoardRow>(
    `${SELECT} ${filter} ORDER BY b.updated_at DESC, b.board_id ${page}`,
    params.values,
  );
  return { items, total: count?.n ?? 0 };
}
