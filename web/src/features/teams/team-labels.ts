import type { InviteLink, TeamRole } from '@sideline/domain';

export const ROLE_LABEL: Record<TeamRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  coach: 'Coach',
  member: 'Member',
};
export const ROLE_HINT: Record<TeamRole, string> = {
  owner: 'runs the team, archives it, hands it over',
  admin: 'manages members, invitations and settings',
  coach: 'creates and edits the team’s drills, plans and boards',
  member: 'player or parent: reads published plans and team content',
};
export const LINK_STATE_LABEL: Record<InviteLink['state'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
  'used-up': 'Used up',
};
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
