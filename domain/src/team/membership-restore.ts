import type { Permission } from '../policy/policy';
import type { TeamCommand } from './team.commands';
import type { TeamRole } from './team.schemas';

type Members = Readonly<Record<string, TeamRole>>;
type TeamPermission = Extract<Permission, { action: 'team.member.add' | 'team.member.change' | 'team.member.remove' }>;
type MemberStep = Extract<TeamCommand, { type: 'RestoreMember' | 'ChangeMemberRole' | 'RemoveMember' }>;

export interface MembershipRestoreInput {
  teamId: string;
  current: Members;
  target: Members;
  /** the person restoring: their own place in the team is left as it is (a restore never locks its author out) */
  restorerId: string | null;
  /** accounts that cannot be brought back, and why */
  unavailable: ReadonlyMap<string, 'deleted' | 'disabled'>;
  /** the policy, asked as the restorer (their role in the team does not change during the restore) */
  may: (permission: TeamPermission) => boolean;
  nameOf: (userId: string) => string;
}

export interface MembershipRestorePlan {
  /** in the order to run them: people come back and are promoted before anyone is demoted or removed */
  steps: MemberStep[];
  /** what was left as it is, and why: one per person */
  skipped: { userId: string; note: string }[];
}

const LEADER_NOTE = 'only an owner can bring back, change or remove owners and admins';
const ownersIn = (members: Members) => Object.values(members).filter((role) => role === 'owner').length;
const article = (role: TeamRole) => (role === 'owner' || role === 'admin' ? `an ${role}` : `a ${role}`);

/**
 * The team commands that take its membership from `current` back to `target` (who is in, with which role), and what
 * cannot be taken back: a deleted or disabled account is not re-added, the restorer's own membership stays, what the
 * restorer may not do is left, and the team always keeps an owner. Pure: the caller runs the steps as the restorer.
 */
export function planMembershipRestore(input: MembershipRestoreInput): MembershipRestorePlan {
  const { teamId, current, target, restorerId, unavailable, may, nameOf } = input;
  const members: Record<string, TeamRole> = { ...current };
  const steps: MemberStep[] = [];
  const skipped: MembershipRestorePlan['skipped'] = [];
  const skip = (userId: string, note: string) => void skipped.push({ userId, note });

  for (const [userId, role] of Object.entries(target)) {
    if (current[userId]) continue;
    const name = nameOf(userId);
    if (userId === restorerId)
      skip(userId, `You were not added back as ${article(role)}: a restore leaves your own membership as it is.`);
    else if (unavailable.has(userId))
      skip(userId, `${name} was not added back as ${article(role)}: their account is ${unavailable.get(userId)}.`);
    else if (!may({ action: 'team.member.add', teamId, newRole: role }))
      skip(userId, `${name} was not added back as ${article(role)}: ${LEADER_NOTE}.`);
    else {
      steps.push({ type: 'RestoreMember', data: { userId, role } });
      members[userId] = role;
    }
  }

  // Promotions to owner first and demotions of owners last, so that an owner is always there to hand over to.
  const rank = (from: TeamRole, to: TeamRole) => (to === 'owner' ? 0 : from === 'owner' ? 2 : 1);
  const changes = Object.entries(target)
    .flatMap(([userId, to]) =>
      current[userId] && current[userId] !== to ? [{ userId, from: current[userId], to }] : [],
    )
    .sort((a, b) => rank(a.from, a.to) - rank(b.from, b.to));
  for (const { userId, from, to } of changes) {
    const name = nameOf(userId);
    if (userId === restorerId)
      skip(userId, `Your own role stays ${from} (it was ${to}): a restore leaves your own membership as it is.`);
    else if (from === 'owner' && ownersIn(members) === 1)
      skip(userId, `${name} stays an owner (they were ${article(to)}): the team needs an owner.`);
    else if (!may({ action: 'team.member.change', teamId, memberRole: from, newRole: to }))
      skip(userId, `${name} stays ${article(from)} (they were ${article(to)}): ${LEADER_NOTE}.`);
    else {
      steps.push({ type: 'ChangeMemberRole', data: { userId, role: to } });
      members[userId] = to;
    }
  }

  const leaving = Object.keys(current)
    .filter((userId) => !target[userId])
    .sort((a, b) => Number(current[a] === 'owner') - Number(current[b] === 'owner'));
  for (const userId of leaving) {
    const role = members[userId]!;
    const name = nameOf(userId);
    if (userId === restorerId)
      skip(userId, `You stay in the team as ${article(role)}: a restore leaves your own membership as it is.`);
    else if (role === 'owner' && ownersIn(members) === 1)
      skip(userId, `${name} stays in the team as its owner: the team needs an owner.`);
    else if (!may({ action: 'team.member.remove', teamId, memberRole: role }))
      skip(userId, `${name} stays in the team: ${LEADER_NOTE}.`);
    else {
      steps.push({ type: 'RemoveMember', data: { userId } });
      delete members[userId];
    }
  }
  return { steps, skipped };
}
