import type { OwnedTeamFact } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';

/**
 * The teams the user owns (archived ones too: unarchiving one must not find it ownerless), with how many other owners
 * and other members each has; members whose account was deleted do not count.
 */
export async function ownedTeamFacts(db: Queryable, userId: string): Promise<OwnedTeamFact[]> {
  const rows = await db.query<{ team_id: string; name: string; other_owners: number; other_members: number }>(
    `SELECT t.team_id, t.name,
            count(o.user_id) FILTER (WHERE o.role = 'owner')::int AS other_owners,
            count(o.user_id)::int AS other_members
       FROM team_members m
       JOIN teams_view t ON t.team_id = m.team_id
       LEFT JOIN team_members o ON o.team_id = m.team_id AND o.user_id <> m.user_id
            AND NOT EXISTS (SELECT 1 FROM users_view u WHERE u.user_id = o.user_id AND u.status = 'deleted')
      WHERE m.user_id = $1 AND m.role = 'owner'
      GROUP BY t.team_id, t.name
      ORDER BY lower(t.name), t.team_id`,
    [userId],
  );
  return rows.map((row) => ({
    teamId: row.team_id,
    name: row.name,
    otherOwners: row.other_owners,
    otherMembers: row.other_members,
  }));
}

/** The team's members whose accounts are deleted (a deletion is for good, so a read model that lags errs safe). */
export async function departedMembersOf(db: Queryable, teamId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    `SELECT m.user_id FROM team_members m JOIN users_view u ON u.user_id = m.user_id WHERE m.team_id = $1 AND u.status = 'deleted'`,
    [teamId],
  );
  return rows.map((row) => row.user_id);
}

/** Whether the account has a password (false for one made through single sign-on that never set one). */
export async function hasPassword(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.query<{ has: boolean }>(
    'SELECT password_hash IS NOT NULL AS has FROM credentials WHERE user_id = $1',
    [userId],
  );
  return row?.has ?? false;
}
