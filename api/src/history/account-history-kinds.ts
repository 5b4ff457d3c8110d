import { authorize, userDecider, userHistoryView, userStreamId, type UserState } from '@sideline/domain';
import { defineHistoryKind, noSuchVersion } from './history-kind';

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
    if (
      target.status === 'none' ||
      current.status === 'none' ||
      target.status === 'deleted' ||
      current.status === 'deleted'
    )
      throw noSuchVersion('account');
    authorize(actor, { action: 'user.manage', targetUserId: userId });
    if (target.role !== current.role) await s.accounts.changeRole(userId, target.role, ctx.metadata);
    if (target.status !== current.status)
      await s.accounts.setDisabled(userId, target.status === 'disabled', ctx.metadata);
  },
});
