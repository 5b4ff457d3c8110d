import type { MigrationStep, Queryable } from '@sideline/eventstore';

/**
 * The address each pending email invitation was sent to. Personal data stays out of the log (docs/decisions.md §28),
 * so it lives here, written in the same transaction as `TeamInvitationSent` and deleted in the one that closes the
 * invitation (answered or withdrawn). The team page lists invitations by this address, whether or not an account has
 * it, so the inviter never learns which addresses have accounts. One pending invitation per address and team.
 */
export const teamInvitationAddressMigrations: readonly MigrationStep[] = [
  {
    id: '001-team-invitation-addresses',
    sql: `
      CREATE TABLE IF NOT EXISTS team_invitation_addresses (
        invitation_id text PRIMARY KEY,
        team_id text NOT NULL,
        email text NOT NULL,
        UNIQUE (team_id, email)
      );
      CREATE INDEX IF NOT EXISTS team_invitation_addresses_email ON team_invitation_addresses (email);`,
  },
];

export async function storeInvitationAddress(
  tx: Queryable,
  invitationId: string,
  teamId: string,
  email: string,
): Promise<void> {
  await tx.query('INSERT INTO team_invitation_addresses (invitation_id, team_id, email) VALUES ($1, $2, $3)', [
    invitationId,
    teamId,
    email,
  ]);
}

export async function pendingInvitationTo(q: Queryable, teamId: string, email: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM team_invitation_addresses WHERE team_id = $1 AND email = $2', [
    teamId,
    email,
  ]);
  return rows.length > 0;
}

export async function forgetInvitationAddress(tx: Queryable, invitationId: string): Promise<void> {
  await tx.query('DELETE FROM team_invitation_addresses WHERE invitation_id = $1', [invitationId]);
}

/**
 * The address of each invitation. One sent before addresses were kept (always to an account) shows that account's
 * email; one whose address was erased with the account is left out.
 */
export async function invitationAddresses(
  q: Queryable,
  invitations: readonly { id: string; userId: string | null }[],
): Promise<Map<string, string>> {
  if (invitations.length === 0) return new Map();
  const rows = await q.query<{ id: string; email: string | null }>(
    `SELECT i.id, COALESCE(a.email, c.email) AS email
       FROM unnest($1::text[], $2::text[]) AS i(id, user_id)
       LEFT JOIN team_invitation_addresses a ON a.invitation_id = i.id
       LEFT JOIN credentials c ON c.user_id = i.user_id`,
    [invitations.map((i) => i.id), invitations.map((i) => i.userId)],
  );
  return new Map(rows.flatMap((row) => (row.email ? [[row.id, row.email] as const] : [])));
}
