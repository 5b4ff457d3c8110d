import type { ShareLinkKind } from '@sideline/domain';
import type { MigrationStep, Queryable } from '@sideline/eventstore';
import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets of a season's share links (public view, calendar feed). Not in events: a table holds the current
 * link's token hash per season and kind, replaced in the same transaction as `SeasonShareLinkRotated`, so a rotated
 * link stops working with the event that says so.
 */
export const seasonShareTokenMigrations: readonly MigrationStep[] = [
  {
    id: '001-season-share-tokens',
    sql: `
      CREATE TABLE IF NOT EXISTS season_share_tokens (
        season_id text NOT NULL,
        kind text NOT NULL,
        link_id text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        PRIMARY KEY (season_id, kind)
      );`,
  },
];

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const newShareToken = () => randomBytes(24).toString('base64url');

export async function storeShareToken(
  tx: Queryable,
  seasonId: string,
  kind: ShareLinkKind,
  linkId: string,
  token: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO season_share_tokens (season_id, kind, link_id, token_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (season_id, kind) DO UPDATE SET link_id = excluded.link_id, token_hash = excluded.token_hash`,
    [seasonId, kind, linkId, hashOf(token)],
  );
}

/** Whether `token` is the season's current link of this kind (same answer for unknown, malformed and rotated). */
export async function shareTokenOpens(
  q: Queryable,
  seasonId: string,
  kind: ShareLinkKind,
  token: string,
): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return false;
  const [row] = await q.query<{ season_id: string }>(
    'SELECT season_id FROM season_share_tokens WHERE token_hash = $1 AND season_id = $2 AND kind = $3',
    [hashOf(token), seasonId, kind],
  );
  return row !== undefined;
}

export function shareUrl(publicUrl: string, seasonId: string, kind: ShareLinkKind, token: string): string {
  const base = publicUrl.replace(/\/$/, '');
  return kind === 'view'
    ? `${base}/seasons/${seasonId}/view?token=${token}`
    : `${base}/api/seasons/${seasonId}/calendar.ics?token=${token}`;
}
