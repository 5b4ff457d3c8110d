import type {
  InvitableRole,
  InvitePreview,
  InviteLink,
  TeamDetail,
  TeamDetails,
  TeamList,
  TeamPatch,
  TeamRole,
} from '@sideline/domain';
import { apiFetch } from '../../api/api-fetch';

export type { InvitePreview, InviteLink, TeamDetail, TeamList };

const team = (id: string) => `/api/teams/${encodeURIComponent(id)}`;
const detail = (response: { team: TeamDetail }) => response.team;

export const fetchMyTeams = (signal?: AbortSignal) => apiFetch<TeamList>('/api/teams', { signal });
export const fetchTeam = (id: string, signal?: AbortSignal) =>
  apiFetch<{ team: TeamDetail }>(team(id), { signal }).then(detail);
export const createTeam = (details: Partial<TeamDetails>) =>
  apiFetch<{ team: TeamDetail }>('/api/teams', { method: 'POST', json: details }).then(detail);
export const editTeam = (id: string, changes: TeamPatch) =>
  apiFetch<{ team: TeamDetail }>(team(id), { method: 'PATCH', json: changes }).then(detail);
export const setTeamArchived = (id: string, archived: boolean) =>
  apiFetch<{ team: TeamDetail }>(`${team(id)}/${archived ? 'archive' : 'unarchive'}`, {
    method: 'POST',
    json: {},
  }).then(detail);

export const createInviteLink = (
  id: string,
  input: { role: InvitableRole; expiresInDays: number; maxUses: number | null },
) =>
  apiFetch<{ link: InviteLink; url: string; team: TeamDetail }>(`${team(id)}/invite-links`, {
    method: 'POST',
    json: input,
  });
export const revokeInviteLink = (id: string, inviteId: string) =>
  apiFetch<{ team: TeamDetail }>(`${team(id)}/invite-links/${encodeURIComponent(inviteId)}`, { method: 'DELETE' }).then(
    detail,
  );
export const inviteByEmail = (id: string, email: string, role: InvitableRole) =>
  apiFetch<{ team: TeamDetail }>(`${team(id)}/invitations`, { method: 'POST', json: { email, role } }).then(detail);
export const cancelInvitation = (id: string, invitationId: string) =>
  apiFetch<{ team: TeamDetail }>(`${team(id)}/invitations/${encodeURIComponent(invitationId)}`, {
    method: 'DELETE',
  }).then(detail);
export const answerInvitation = (id: string, invitationId: string, accept: boolean) =>
  apiFetch<{ ok: true }>(
    `${team(id)}/invitations/${encodeURIComponent(invitationId)}/${accept ? 'accept' : 'decline'}`,
    { method: 'POST', json: {} },
  );

export const changeMemberRole = (id: string, userId: string, role: TeamRole) =>
  apiFetch<{ team: TeamDetail }>(`${team(id)}/members/${encodeURIComponent(userId)}/role`, {
    method: 'PUT',
    json: { role },
  }).then(detail);
export const removeMember = (id: string, userId: string) =>
  apiFetch<{ team: TeamDetail }>(`${team(id)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }).then(
    detail,
  );
export const leaveTeam = (id: string) => apiFetch<{ ok: true }>(`${team(id)}/leave`, { method: 'POST', json: {} });
export const transferOwnership = (id: string, userId: string) =>
  apiFetch<{ team: TeamDetail }>(`${team(id)}/transfer-ownership`, { method: 'POST', json: { userId } }).then(detail);

export const fetchInvitePreview = (token: string, signal?: AbortSignal) =>
  apiFetch<InvitePreview>(`/api/teams/invites/${encodeURIComponent(token)}`, { signal });
export const joinByInvite = (token: string) =>
  apiFetch<{ team: TeamDetail }>(`/api/teams/invites/${encodeURIComponent(token)}/join`, {
    method: 'POST',
    json: {},
  }).then(detail);

export const teamKeys = {
  all: ['teams'] as const,
  mine: ['teams', 'mine'] as const,
  detail: (id: string) => ['teams', 'detail', id] as const,
  invite: (token: string) => ['teams', 'invite', token] as const,
};
