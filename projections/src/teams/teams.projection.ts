import { TEAM_EVENT_TYPES, type TeamEvent } from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { defineProjection, type ProjectionContext } from '../runner';
import { emptyTeamDocument, evolveTeamDocument, type TeamDocument } from './team-document';
import { teamsMigrations } from './teams.schema';

/**
 * Teams, their members, invite links and invitations. A batch loads the documents of the teams it touches in one
 * query, folds their events in memory (the domain's `evolve`), and rewrites each touched team's rows in one statement
 * per table. Teams change rarely; members are what every request reads (the actor's team roles).
 * Live keys: `team:<id>` (its pages), `teams` (lists), `user-teams:<userId>` (someone's teams or invitations changed).
 */
export const teamsProjection = defineProjection({
  name: 'teams',
  version: 1,
  handles: TEAM_EVENT_TYPES,
  migrations: teamsMigrations,
  async reset(tx: Queryable) {
    for (const table of ['team_invitations', 'team_invite_links', 'team_members', 'teams_view', 'team_documents'])
      await tx.query(`DELETE FROM ${table}`);
  },
  apply: (tx, event, ctx) => applyTeamEvents(tx, [event], ctx),
  applyBatch: applyTeamEvents,
});

interface Loaded {
  doc: TeamDocument;
  version: number;
}

async function applyTeamEvents(tx: Queryable, events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const teamIds = [...new Set(events.map((e) => (e.data as TeamEvent['data']).teamId))];
  const rows = await tx.query<{ team_id: string; version: number; document: TeamDocument | string }>(
    'SELECT team_id, version, document FROM team_documents WHERE team_id = ANY($1::text[])',
    [teamIds],
  );
  const teams = new Map<string, Loaded>(
    rows.map((row) => [
      row.team_id,
      {
        version: row.version,
        doc: typeof row.document === 'string' ? (JSON.parse(row.document) as TeamDocument) : row.document,
      },
    ]),
  );
  const touched = new Set<string>();
  const affectedUsers = new Set<string>();
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as TeamEvent;
    const { teamId } = event.data;
    const current = teams.get(teamId) ?? { version: 0, doc: emptyTeamDocument() };
    if (current.version >= recorded.streamVersion) continue; // replayed: the rows already hold it
    teams.set(teamId, {
      version: recorded.streamVersion,
      doc: evolveTeamDocument(current.doc, event, recorded.metadata.at),
    });
    touched.add(teamId);
    if ('userId' in event.data && event.data.userId !== null) affectedUsers.add(event.data.userId);
    if (event.type === 'TeamCreated') affectedUsers.add(event.data.createdBy);
  }
  if (touched.size === 0) return;
  const written = [...touched].map((teamId) => ({ teamId, ...teams.get(teamId)! }));
  await writeTeams(tx, written);
  for (const { teamId } of written) ctx.changed(`team:${teamId}`);
  for (const userId of affectedUsers) ctx.changed(`user-teams:${userId}`);
  ctx.changed('teams');
}

/**
 * Each touched team's document and rows, written (rows no longer there removed): five statements for the whole batch.
 */
async function writeTeams(tx: Queryable, teams: readonly ({ teamId: string } & Loaded)[]): Promise<void> {
  const ids = teams.map((t) => t.teamId);
  await tx.query(
    `INSERT INTO team_documents (team_id, version, document) SELECT t.team_id, t.version, t.document FROM jsonb_to_recordset($1::jsonb) AS t(team_id text, version integer, document jsonb)
     ON CONFLICT (team_id) DO UPDATE SET version = excluded.version, document = excluded.document`,
    [JSON.stringify(teams.map((t) => ({ team_id: t.teamId, version: t.version, document: t.doc })))],
  );
  const views = teams.flatMap(({ teamId, version, doc }) => {
    const state = doc.state;
    if (state.status === 'none') return [];
    const d = state.details;
    return [
      {
        team_id: teamId,
        name: d.name,
        description: d.description,
        sport: d.sport,
        time_zone: d.timeZone,
        first_day_of_week: d.firstDayOfWeek,
        practice_start_time: d.practiceStartTime,
        practice_minutes: d.practiceMinutes,
        archived: state.status === 'archived',
        member_count: Object.keys(state.members).length,
        created_at: doc.createdAt,
        updated_at: doc.updatedAt,
        version,
      },
    ];
  });
  await tx.query(
    `INSERT INTO teams_view SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(team_id text, name text, description text, sport text, time_zone text, first_day_of_week smallint,
       practice_start_time text, practice_minutes integer, archived boolean, member_count integer, created_at timestamptz, updated_at timestamptz, version integer)
     ON CONFLICT (team_id) DO UPDATE SET name = excluded.name, description = excluded.description, sport = excluded.sport, time_zone = excluded.time_zone,
       first_day_of_week = excluded.first_day_of_week, practice_start_time = excluded.practice_start_time, practice_minutes = excluded.practice_minutes,
       archived = excluded.archived, member_count = excluded.member_count, updated_at = excluded.updated_at, version = excluded.version`,
    [JSON.stringify(views)],
  );
  const members = teams.flatMap(({ teamId, doc }) =>
    doc.state.status === 'none'
      ? []
      : Object.entries(doc.state.members).map(([userId, role]) => ({
          team_id: teamId,
          user_id: userId,
          role,
          joined_at: doc.joinedAt[userId] ?? doc.createdAt,
        })),
  );
  const links = teams.flatMap(({ teamId, doc }) =>
    doc.state.status === 'none'
      ? []
      : Object.entries(doc.state.inviteLinks).map(([inviteId, link]) => ({
          invite_id: inviteId,
          team_id: teamId,
          role: link.role,
          expires_at: link.expiresAt,
          max_uses: link.maxUses,
          uses: link.uses,
          revoked: link.revoked,
          created_by: link.createdBy,
          created_at: doc.linkCreatedAt[inviteId] ?? doc.createdAt,
        })),
  );
  const invitations = teams.flatMap(({ teamId, doc }) =>
    doc.state.status === 'none'
      ? []
      : Object.entries(doc.state.invitations).map(([invitationId, invitation]) => ({
          invitation_id: invitationId,
          team_id: teamId,
          user_id: invitation.userId,
          role: invitation.role,
          invited_by: invitation.invitedBy,
          sent_at: doc.invitationSentAt[invitationId] ?? doc.createdAt,
          status: invitation.status,
        })),
  );
  await tx.query(
    `WITH fresh AS (SELECT * FROM jsonb_to_recordset($2::jsonb) AS r(team_id text, user_id text, role text, joined_at timestamptz)),
          upserted AS (INSERT INTO team_members SELECT * FROM fresh ON CONFLICT (team_id, user_id) DO UPDATE SET role = excluded.role, joined_at = excluded.joined_at)
     DELETE FROM team_members t WHERE t.team_id = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.team_id = t.team_id AND f.user_id = t.user_id)`,
    [ids, JSON.stringify(members)],
  );
  await tx.query(
    `WITH fresh AS (SELECT * FROM jsonb_to_recordset($2::jsonb) AS r(invite_id text, team_id text, role text, expires_at timestamptz, max_uses integer, uses integer, revoked boolean, created_by text, created_at timestamptz)),
          upserted AS (INSERT INTO team_invite_links SELECT * FROM fresh ON CONFLICT (invite_id) DO UPDATE SET team_id = excluded.team_id, role = excluded.role, expires_at = excluded.expires_at, max_uses = excluded.max_uses, uses = excluded.uses, revoked = excluded.revoked, created_by = excluded.created_by, created_at = excluded.created_at)
     DELETE FROM team_invite_links t WHERE t.team_id = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.invite_id = t.invite_id)`,
    [ids, JSON.stringify(links)],
  );
  await tx.query(
    `WITH fresh AS (SELECT * FROM jsonb_to_recordset($2::jsonb) AS r(invitation_id text, team_id text, user_id text, role text, invited_by text, sent_at timestamptz, status text)),
          upserted AS (INSERT INTO team_invitations SELECT * FROM fresh ON CONFLICT (invitation_id) DO UPDATE SET team_id = excluded.team_id, user_id = excluded.user_id, role = excluded.role, invited_by = excluded.invited_by, sent_at = excluded.sent_at, status = excluded.status)
     DELETE FROM team_invitations t WHERE t.team_id = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.invitation_id = t.invitation_id)`,
    [ids, JSON.stringify(invitations)],
  );
}
