import type { MigrationStep, Queryable } from '@sideline/eventstore';
import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets of invite links. Not in events (the log is readable by admins and kept forever): a table holds each
 * link's token hash, written in the same transaction as the event that names the link.
 */
export const teamInviteTokenMigrations: readonly MigrationStep[] = [
  {
    id: '001-team-invite-tokens',
    sql: `
      CREATE TABLE IF NOT EXISTS team_invite_tokens (
        token_hash text PRIMARY KEY,
        invite_id text NOT NULL UNIQUE,
        team_id text NOT NULL
      );`,
  },
];

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const newInviteToken = () => randomBytes(24).toString('base64url');

export async function storeInviteToken(tx: Queryable, token: string, inviteId: string, teamId: string): Promise<void> {
  await tx.query('INSERT INTO team_invite_tokens (token_hash, invite_id, team_id) VALUES ($1, $2, $3)', [
    hashOf(token),
    inviteId,
    teamId,
  ]);
}

/** The link a token opens; null for anything else (same answer for unknown and malformed, so guesses learn nothing). */
export async function findInviteByToken(
  q: Queryable,
  token: string,
): Promise<{ inviteId: string; teamId: string } | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null;
  const [row] = await q.query<{ invite_id: string; team_id: string }>(
    'SELECT invite_id, team_id FROM team_invite_tokens WHERE token_hash = $1',
    [hashOf(token)],
  );
  return row ? { inviteId: row.invite_id, teamId: row.team_id } : null;
}

/** Where a token takes a browser: the web app's join page. */
export const inviteUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/teams/join/${token}`;
