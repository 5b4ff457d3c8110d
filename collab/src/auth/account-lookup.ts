import type { Actor, TeamRole } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { findUserById, teamsOf } from '@sideline/projections';

/**
 * A user as the policy needs them now (role, team roles, archived teams), and whether the account may still be used.
 */
export type AccountLookup = (userId: string) => Promise<{ actor: NonNullable<Actor>; active: boolean } | null>;

/** The accounts as the read models have them: a disabled account, a changed role or team role shows at once. */
export function readModelAccounts(db: Queryable): AccountLookup {
  return async (userId) => {
    const user = await findUserById(db, userId);
    if (!user) return null;
    const teams = await teamsOf(db, userId);
    const teamRoles: Record<string, TeamRole> = Object.fromEntries(teams.map((team) => [team.id, team.myRole]));
    const archivedTeamIds = teams.filter((team) => team.archived).map((team) => team.id);
    return {
      actor: { userId: user.id, role: user.role, teamRoles, archivedTeamIds },
      active: user.status === 'active',
    };
  };
}
