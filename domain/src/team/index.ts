export * from './team.schemas';
export * from './team.events';
export * from './team.commands';
export {
  teamDecider,
  teamAccessOf,
  type TeamState,
  type TeamAccess,
  type InviteLinkState,
  type InvitationState,
} from './team.decider';
export * from './team.contract';
export { planMembershipRestore, type MembershipRestoreInput, type MembershipRestorePlan } from './membership-restore';
