import {
  can,
  planMembershipRestore,
  teamDecider,
  teamHistoryView,
  teamStreamId,
  userDecider,
  userStreamId,
  type Actor,
  type TeamState,
} from '@sideline/domain';
import { displayNamesOf } from '@sideline/projections';
import type { CommandContext } from '../commands/command-context';
import { actorInTeam } from '../teams/team-view';
import { defineHistoryKind, noSuchVersion } from './history-kind';
import type { HistoryServices } from './history-services';

type LiveTeam = Exclude<TeamState, { status: 'none' }>;

/**
 * The accounts that cannot come back into a team, read from their own streams (the read model may be a moment behind).
 */
async function unavailableAccounts(
  s: HistoryServices,
  userIds: readonly string[],
): Promise<Map<string, 'deleted' | 'disabled'>> {
  const unavailable = new Map<string, 'deleted' | 'disabled'>();
  for (const userId of userIds) {
    const { events } = await s.store.readStream(userStreamId(userId));
    const state = events.reduce(
      (folded, e) =>
        userDecider.evolve(folded, { type: e.type, data: e.data } as Parameters<typeof userDecider.evolve>[1]),
      userDecider.initialState(),
    );
    if (state.status === 'none' || state.status === 'deleted') unavailable.set(userId, 'deleted');
    else if (state.status === 'disabled') unavailable.set(userId, 'disabled');
  }
  return unavailable;
}

/**
 * Members back as they were, through the team's own commands (each authorised and decided again); what was left, why.
 */
async function restoreMembership(
  s: HistoryServices,
  actor: Actor,
  teamId: string,
  target: LiveTeam,
  current: LiveTeam,
  ctx: CommandContext,
): Promise<string[]> {
  const returning = Object.keys(target.members).filter((userId) => !current.members[userId]);
  const [unavailable, names] = await Promise.all([
    unavailableAccounts(s, returning),
    displayNamesOf(s.db, [...new Set([...Object.keys(target.members), ...Object.keys(current.members)])]),
  ]);
  const restorer = actorInTeam(actor, teamId, current.members);
  const plan = planMembershipRestore({
    teamId,
    current: current.members,
    target: target.members,
    restorerId: actor?.userId ?? null,
    unavailable,
    may: (permission) => can(restorer, permission),
    nameOf: (userId) => names.get(userId) ?? 'A former member',
  });
  for (const step of plan.steps) {
    if (step.type === 'RestoreMember')
      await s.teams.restoreMember(actor, teamId, step.data.userId, step.data.role, ctx);
    else if (step.type === 'ChangeMemberRole')
      await s.teams.changeRole(actor, teamId, step.data.userId, step.data.role, ctx);
    else await s.teams.removeMember(actor, teamId, step.data.userId, ctx);
  }
  return plan.skipped.map((skipped) => skipped.note);
}

/**
 * A team's settings and membership. A restore brings back the settings, who is in the team with which role, and
 * archived or not, as new events in the restorer's name: an archived team is unarchived first and archived again
 * last (an archived team takes no changes). Accounts since deleted or disabled are not added back, the restorer's own
 * membership stays, and the team always keeps an owner: the answer's notes say what was left and why.
 * Invitations and invite links are not restored (a withdrawn link stays withdrawn).
 */
export const teamHistoryKind = defineHistoryKind<TeamState, Parameters<typeof teamDecider.evolve>[1]>({
  entityType: 'team',
  streamId: teamStreamId,
  initialState: teamDecider.initialState,
  evolve: teamDecider.evolve,
  subject: (state) => (state.status === 'none' ? null : { kind: 'team', teamId: state.teamId }),
  nameOf: (state) => (state.status === 'none' ? 'Team' : state.details.name),
  view: (state, names) => teamHistoryView(state, names),
  referencedIds: (events) => ({
    users: [
      ...new Set(
        events.flatMap((e) => [...JSON.stringify(e.data).matchAll(/"userId":"([^"]{1,64})"/g)].map((m) => m[1]!)),
      ),
    ],
  }),
  async restore(s, actor, teamId, target, current, ctx) {
    if (target.status === 'none' || current.status === 'none') throw noSuchVersion('team');
    if (current.status === 'archived' && target.status === 'active')
      await s.teams.setArchived(actor, teamId, false, ctx);
    const changes: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(target.details))
      if (JSON.stringify(value) !== JSON.stringify((current.details as Record<string, unknown>)[field]))
        changes[field] = value;
    if (Object.keys(changes).length > 0) await s.teams.edit(actor, teamId, changes, ctx);
    const notes = await restoreMembership(s, actor, teamId, target, current, ctx);
    if (current.status === 'active' && target.status === 'archived') {
      // last, so the rest is in place first; a team admin may restore all else, but archiving is the owners'
      if (can(actorInTeam(actor, teamId, current.members), { action: 'team.own', teamId }))
        await s.teams.setArchived(actor, teamId, true, ctx);
      else notes.push('The team stays active (it was archived then): only its owners can archive it.');
    }
    return { notes };
  },
});
