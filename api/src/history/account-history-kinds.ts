import { authorize, teamDecider, teamHistoryView, teamStreamId, userDecider, userHistoryView, userStreamId, validationError, type TeamPatch, type TeamState, type UserState } from '@sideline/domain';
import { defineHistoryKind } from './history-kind';

const noSuchVersion = (what: string) => validationError('HISTORY.NOTHING_TO_RESTORE', `The ${what} did not exist at that version.`, { version: ['Choose a version after it was created.'] });

/**
 * A team's settings and membership. A restore brings the settings (and archived or not) back; members are people's
 * own answers to invitations, so the history shows who joined and left but a restore leaves membership as it is.
 */
export const teamHistoryKind = defineHistoryKind<TeamState, Parameters<typeof teamDecider.evolve>[1]>({
  entityType: 'team',
  streamId: teamStreamId,
  initialState: teamDecider.initialState,
  evolve: teamDecider.evolve,
  subject: (state) => (state.status === 'none' ? null : { kind: 'team', teamId: state.teamId }),
  nameOf: (state) => (state.status === 'none' ? 'Team' : state.details.name),
  view: (state, names) => teamHistoryView(state, names),
  referencedIds: (events) => ({ users: [...new Set(events.flatMap((e) => [...JSON.stringify(e.data).matchAll(/"userId":"([^"]{1,64})"/g)].map((m) => m[1]!)))] }),
  async restore(s, actor, teamId, target, current, ctx) {
    if (target.status === 'none' || current.status === 'none') throw noSuchVersion('team');
    const changes: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(target.details)) if (JSON.stringify(value) !== JSON.stringify((current.details as Record<string, unknown>)[field])) changes[field] = value;
    if (Object.keys(changes).length > 0) await s.teams.edit(actor, teamId, changes as TeamPatch, ctx);
    if (target.status !== current.status) await s.teams.setArchived(actor, teamId, target.status === 'archived', ctx);
  },
});

/**
 * An account: site role, disabled or not (its name and email are personal data, never in its events: decisions §28).
 * Only site admins restore one (the last admin rule still holds); a deleted account is not restored.
 */
export const userHistoryKind = defineHistoryKind<UserState, Parameters<typeof userDecider.evolve>[1]>({
  entityType: 'user',
  streamId: userStreamId,
  initialState: userDecider.initialState,
  evolve: userDecider.evolve,
  subject: (state) => (state.status === 'none' ? null : { kind: 'user', userId: state.userId }),
  nameOf: () => 'Account',
  view: (state) => userHistoryView(state),
  async restore(s, actor, userId, target, current, ctx) {
    if (target.status === 'none' || current.status === 'none' || target.status === 'deleted' || current.status === 'deleted') throw noSuchVersion('account');
    authorize(actor, { action: 'user.manage', targetUserId: userId });
    if (target.role !== current.role) await s.accounts.changeRole(userId, target.role, ctx.metadata);
    if (target.status !== current.status) await s.accounts.setDisabled(userId, target.status === 'disabled', ctx.metadata);
  },
});
