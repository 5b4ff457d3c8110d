import type { SportId, TeamDetails, TeamRole } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';

export interface TeamRow {
  id: string;
  details: TeamDetails;
  archived: boolean;
  memberCount: number;
  createdAt: string;
  version: number;
}

interface TeamViewRow {
  team_id: string;
  name: string;
  description: string;
  sport: SportId;
  time_zone: string;
  first_day_of_week: number;
  practice_start_time: string;
  practice_minutes: number;
  archived: boolean;
  member_count: number;
  created_at: Date;
  version: number;
}

const teamOf = (row: TeamViewRow): TeamRow => ({
  id: row.team_id,
  details: {
    name: row.name,
    description: row.description,
    sport: row.sport,
    timeZone: row.time_zone,
    firstDayOfWeek: Number(row.first_day_of_week),
    practiceStartTime: row.practice_start_time,
    practiceMinutes: row.practice_minutes,
  },
  archived: row.archived,
  memberCount: row.member_count,
  createdAt: new Date(row.created_at).toISOString(),
  version: row.version,
});

export async function findTeam(db: Queryable, teamId: string): Promise<TeamRow | null> {
  const [row] = await db.query<TeamViewRow>('SELECT * FROM teams_view WHERE team_id = $1', [teamId]);
  return row ? teamOf(row) : null;
}

/** The teams a user belongs to, with their role, archived ones last, by name. */
export async function teamsOf(db: Queryable, userId: string): Promise<(TeamRow & { myRole: TeamRole })[]> {
  const rows = await db.query<TeamViewRow & { role: TeamRole }>(
    `SELECT t.*, m.role FROM team_members m JOIN teams_view t ON t.team_id = m.team_id WHERE m.user_id = $1 ORDER BY t.archived, lower(t.name), t.team_id`,
    [userId],
  );
  return rows.map((row) => ({ ...teamOf(row), myRole: row.role }));
}

export interface TeamMemberRow {
  userId: string;
  name: string;
  role: TeamRole;
  joinedAt: string;
}

const ROLE_ORDER = `CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 WHEN 'coach' THEN 2 ELSE 3 END`;

export async function teamMembers(db: Queryable, teamId: string): Promise<TeamMemberRow[]> {
  const rows = await db.query<{ user_id: string; name: string | null; role: TeamRole; joined_at: Date }>(
    `SELECT m.user_id, u.display_name AS name, m.role, m.joined_at FROM team_members m LEFT JOIN users_view u ON u.user_id = m.user_id
      WHERE m.team_id = $1 ORDER BY ${ROLE_ORDER}, lower(coalesce(u.display_name, '')), m.user_id`,
    [teamId],
  );
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.name ?? 'Unknown user',
    role: row.role,
    joinedAt: new Date(row.joined_at).toISOString(),
  }));
}

export interface InviteLinkRow {
  id: string;
  teamId: string;
  role: 'admin' | 'coach' | 'member';
  expiresAt: string;
  maxUses: number | null;
  uses: number;
  revoked: boolean;
  createdBy: { id: string; name: string };
  createdAt: string;
}

type LinkRow = {
  invite_id: string;
  team_id: string;
  role: InviteLinkRow['role'];
  expires_at: Date;
  max_uses: number | null;
  uses: number;
  revoked: boolean;
  created_by: string;
  creator: string | null;
  created_at: Date;
};
const linkOf = (row: LinkRow): InviteLinkRow => ({
  id: row.invite_id,
  teamId: row.team_id,
  role: row.role,
  expiresAt: new Date(row.expires_at).toISOString(),
  maxUses: row.max_uses,
  uses: row.uses,
  revoked: row.revoked,
  createdBy: { id: row.created_by, name: row.creator ?? 'Unknown user' },
  createdAt: new Date(row.created_at).toISOString(),
});

export async function teamInviteLinks(db: Queryable, teamId: string): Promise<InviteLinkRow[]> {
  const rows = await db.query<LinkRow>(
    `SELECT l.*, u.display_name AS creator FROM team_invite_links l LEFT JOIN users_view u ON u.user_id = l.created_by WHERE l.team_id = $1 ORDER BY l.created_at DESC, l.invite_id`,
    [teamId],
  );
  return rows.map(linkOf);
}

export async function findInviteLink(db: Queryable, inviteId: string): Promise<InviteLinkRow | null> {
  const [row] = await db.query<LinkRow>(
    `SELECT l.*, u.display_name AS creator FROM team_invite_links l LEFT JOIN users_view u ON u.user_id = l.created_by WHERE l.invite_id = $1`,
    [inviteId],
  );
  return row ? linkOf(row) : null;
}

export interface InvitationRow {
  id: string;
  team: { id: string; name: string; sport: SportId };
  role: 'admin' | 'coach' | 'member';
  /** null: no account can answer it */
  invitee: { id: string; name: string } | null;
  invitedBy: { id: string; name: string };
  sentAt: string;
}

const INVITATION_SELECT = `SELECT i.invitation_id, i.role, i.sent_at, t.team_id, t.name AS team_name, t.sport, i.user_id, invitee.display_name AS invitee_name,
    i.invited_by, inviter.display_name AS inviter_name
  FROM team_invitations i JOIN teams_view t ON t.team_id = i.team_id
  LEFT JOIN users_view invitee ON invitee.user_id = i.user_id LEFT JOIN users_view inviter ON inviter.user_id = i.invited_by`;

type InvitationSqlRow = {
  invitation_id: string;
  role: InvitationRow['role'];
  sent_at: Date;
  team_id: string;
  team_name: string;
  sport: SportId;
  user_id: string | null;
  invitee_name: string | null;
  invited_by: string;
  inviter_name: string | null;
};
const invitationOf = (row: InvitationSqlRow): InvitationRow => ({
  id: row.invitation_id,
  team: { id: row.team_id, name: row.team_name, sport: row.sport },
  role: row.role,
  invitee: row.user_id === null ? null : { id: row.user_id, name: row.invitee_name ?? 'Unknown user' },
  invitedBy: { id: row.invited_by, name: row.inviter_name ?? 'Unknown user' },
  sentAt: new Date(row.sent_at).toISOString(),
});

/** Invitations of a team still waiting for an answer. */
export async function teamPendingInvitations(db: Queryable, teamId: string): Promise<InvitationRow[]> {
  return (
    await db.query<InvitationSqlRow>(
      `${INVITATION_SELECT} WHERE i.team_id = $1 AND i.status = 'pending' ORDER BY i.sent_at DESC`,
      [teamId],
    )
  ).map(invitationOf);
}

/** Invitations waiting for a user (their home page), teams that are not archived only. */
export async function pendingInvitationsFor(db: Queryable, userId: string): Promise<InvitationRow[]> {
  return (
    await db.query<InvitationSqlRow>(
      `${INVITATION_SELECT} WHERE i.user_id = $1 AND i.status = 'pending' AND NOT t.archived ORDER BY i.sent_at DESC`,
      [userId],
    )
  ).map(invitationOf);
}
