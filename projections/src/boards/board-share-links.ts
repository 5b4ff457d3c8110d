import type { ShareLinkMode } from '@sideline/domain';
import type { MigrationStep, Queryable } from '@sideline/eventstore';

/**
 * Share links of boards. Not a projection: the token is a secret, so it lives only in this ordinary table (the
 * events record the link id, mode and who) and a rebuild of the read models never touches it. It sits beside the
 * boards read model because both the API (issue, list, revoke) and the collab server (is it revoked?) read it.
 */
export const boardShareLinkMigrations: readonly MigrationStep[] = [
  {
    id: '001-board-share-links',
    sql: `
      CREATE TABLE IF NOT EXISTS board_share_links (
        link_id text PRIMARY KEY,
        board_id text NOT NULL,
        token text NOT NULL UNIQUE,
        mode text NOT NULL,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL,
        revoked_at timestamptz
      );
      CREATE INDEX IF NOT EXISTS board_share_links_board ON board_share_links (board_id, created_at);`,
  },
];

export interface ShareLinkRow {
  id: string;
  boardId: string;
  token: string;
  mode: ShareLinkMode;
  createdBy: string;
  createdAt: Date;
  revokedAt: Date | null;
}

const SELECT = `SELECT link_id AS id, board_id AS "boardId", token, mode, created_by AS "createdBy", created_at AS "createdAt", revoked_at AS "revokedAt"
  FROM board_share_links`;

export async function insertShareLink(tx: Queryable, link: Omit<ShareLinkRow, 'revokedAt'>): Promise<void> {
  await tx.query(
    'INSERT INTO board_share_links (link_id, board_id, token, mode, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [link.id, link.boardId, link.token, link.mode, link.createdBy, link.createdAt],
  );
}

export async function markShareLinkRevoked(tx: Queryable, linkId: string, at: Date): Promise<void> {
  await tx.query('UPDATE board_share_links SET revoked_at = coalesce(revoked_at, $2) WHERE link_id = $1', [linkId, at]);
}

export async function listShareLinks(db: Queryable, boardId: string): Promise<ShareLinkRow[]> {
  return db.query<ShareLinkRow>(`${SELECT} WHERE board_id = $1 ORDER BY created_at, link_id`, [boardId]);
}

export async function findShareLink(db: Queryable, linkId: string): Promise<ShareLinkRow | null> {
  return (await db.query<ShareLinkRow>(`${SELECT} WHERE link_id = $1`, [linkId]))[0] ?? null;
}

export async function findShareLinkByToken(db: Queryable, token: string): Promise<ShareLinkRow | null> {
  return (await db.query<ShareLinkRow>(`${SELECT} WHERE token = $1`, [token]))[0] ?? null;
}
