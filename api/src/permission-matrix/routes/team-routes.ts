import type { Permission } from '@sideline/domain';
import {
  SIGNED_IN,
  own,
  plain,
  target,
  type CellContext,
  type CellPlan,
  type RouteEntry,
  type RouteTable,
  type RouteTarget,
} from '../route-table';

type TeamPermission = Extract<Permission, { teamId: string }>;
type Ask = (teamId: string) => TeamPermission;
const ask =
  (action: 'team.read' | 'team.manage' | 'team.own'): Ask =>
  (teamId) => ({ action, teamId });

interface TeamRouteOptions {
  success: number;
  why?: string;
  /** the path after /api/teams/<id> */
  suffix?: string;
  body?: () => unknown;
  /** on fresh copies of the team (with the same people in the same roles): the route changes who is in it */
  fresh?: boolean;
  /** run on the archived team too (default) */
  archived?: boolean;
  /** the team's decider refuses this change on an archived team, after the policy (409 TEAM.ARCHIVED) */
  refusedWhenArchived?: boolean;
}

/**
 * An archived team is read-only: the team's and the season's deciders refuse changes to it after the policy allowed
 * them.
 */
export const ARCHIVED_TEAM = {
  status: 409,
  why: 'the team is archived: read-only (TEAM.ARCHIVED, decided after the policy)',
} as const;

/** A route on a team: the team (where the owner, team admin, coach and member are) and the archived team. */
function onTeam(permission: Ask, options: TeamRouteOptions): RouteEntry {
  const on = (label: string, key: string, archived = false): RouteTarget =>
    target(
      label,
      key,
      ({ fixture }) => ({
        url: `/api/teams/${fixture.teamId}${options.suffix ?? ''}`,
        ...(options.body ? { body: options.body() } : {}),
        asks: [permission(fixture.teamId!)],
        ...(archived && options.refusedWhenArchived ? { outcome: ARCHIVED_TEAM } : {}),
      }),
      options.fresh ? { fresh: true } : {},
    );
  return {
    success: options.success,
    ...(options.why ? { why: options.why } : {}),
    targets: [
      on('the team', options.fresh ? 'team:main' : 'team:the'),
      ...(options.archived === false
        ? []
        : [on('the archived team', options.fresh ? 'team:archived' : 'team:theArchived', true)]),
    ],
  };
}

/** A member's role changes or they are removed, on a fresh copy of the team. */
function onMember(
  label: string,
  who: 'member' | 'coach' | 'archivedCoach',
  make: (teamId: string) => TeamPermission,
  suffix: string,
  body?: unknown,
): RouteTarget {
  return target(
    label,
    who === 'archivedCoach' ? 'team:archived' : 'team:main',
    ({ world, fixture }) => ({
      url: `/api/teams/${fixture.teamId}/members/${world.users[who].userId}${suffix}`,
      ...(body !== undefined ? { body } : {}),
      asks: [make(fixture.teamId!)],
      // Roles do not change in an archived team; removing someone from it still may (it takes no one in).
      ...(who === 'archivedCoach' && suffix === '/role' ? { outcome: ARCHIVED_TEAM } : {}),
    }),
    { fresh: true },
  );
}

/** An invitation of its own for the cell, sent by the owner to the outsider: only the outsider may answer it. */
async function invitationToOutsider({ world }: Pick<CellContext, 'world'>): Promise<Record<string, string>> {
  const teamId = await world.makeTeam({}, { name: 'Matrix inviting team' });
  const team = await world.request(
    world.users.owner,
    'POST',
    `/api/teams/${teamId}/invitations`,
    { email: world.emailOf('outsider'), role: 'member' },
    200,
  );
  return { teamId, invitationId: (team.body.team.invitations as { id: string }[])[0]!.id };
}

const invitationAnswer = (answer: 'accept' | 'decline'): RouteEntry =>
  plain(
    200,
    ({ world, prepared }) => ({
      url: `/api/teams/${prepared.teamId ?? crypto.randomUUID()}/invitations/${prepared.invitationId ?? crypto.randomUUID()}/${answer}`,
      asks: [SIGNED_IN],
      onlyFor: [world.users.outsider.userId],
    }),
    { prepare: invitationToOutsider },
  );

const teams: RouteTable = {
  'GET /api/teams': own(200, '/api/teams'),
  'POST /api/teams': plain(201, () => ({
    url: '/api/teams',
    body: { name: 'Matrix new team', sport: 'quadball', timeZone: 'Europe/Berlin' },
    asks: [{ action: 'team.create' }],
  })),
  'GET /api/teams/invites/{token}': plain(200, ({ world }) => ({
    url: `/api/teams/invites/${world.fixture('inviteLink:joinable').id}`,
    asks: [],
  })),
  // Joining a team of its own: nobody else's roles change.
  'POST /api/teams/invites/{token}/join': plain(200, ({ world }) => ({
    url: `/api/teams/invites/${world.fixture('inviteLink:joinable').id}/join`,
    asks: [SIGNED_IN],
  })),
  'GET /api/teams/{id}': onTeam(ask('team.read'), { success: 200 }),
  'PATCH /api/teams/{id}': onTeam(ask('team.manage'), {
    success: 200,
    refusedWhenArchived: true,
    body: () => ({ description: 'Changed by the matrix' }),
  }),
  'POST /api/teams/{id}/archive': {
    ...onTeam(ask('team.own'), { success: 200, suffix: '/archive', fresh: true, archived: false }),
  },
  'POST /api/teams/{id}/unarchive': {
    success: 200,
    targets: [
      target(
        'the archived team',
        'team:archived',
        ({ fixture }) => ({
          url: `/api/teams/${fixture.teamId}/unarchive`,
          asks: [{ action: 'team.own', teamId: fixture.teamId! }],
        }),
        { fresh: true },
      ),
    ],
  },
  'POST /api/teams/{id}/invite-links': onTeam(ask('team.manage'), {
    success: 201,
    refusedWhenArchived: true,
    suffix: '/invite-links',
    body: () => ({ role: 'member' }),
  }),
  'DELETE /api/teams/{id}/invite-links/{inviteId}': {
    success: 200,
    targets: [
      target(
        'a link of the team',
        'team:main',
        ({ fixture, prepared }) => ({
          url: `/api/teams/${fixture.teamId}/invite-links/${prepared.inviteId}`,
          asks: [{ action: 'team.manage', teamId: fixture.teamId! }],
        }),
        {
          prepare: async ({ world, fixture }) => ({
            inviteId: (
              await world.request(
                world.users.owner,
                'POST',
                `/api/teams/${fixture.teamId}/invite-links`,
                { role: 'member' },
                201,
              )
            ).body.link.id,
          }),
        },
      ),
      target('a link of the archived team', 'inviteLink:archived', ({ fixture }) => ({
        url: `/api/teams/${fixture.teamId}/invite-links/${fixture.ids.inviteId}`,
        asks: [{ action: 'team.manage', teamId: fixture.teamId! }],
      })),
    ],
  },
  'POST /api/teams/{id}/invitations': onTeam(ask('team.manage'), {
    success: 200,
    refusedWhenArchived: true,
    suffix: '/invitations',
    body: () => ({ email: `invitee-${crypto.randomUUID()}@matrix.example`, role: 'member' }),
  }),
  'DELETE /api/teams/{id}/invitations/{invitationId}': {
    success: 200,
    targets: [
      target(
        'an invitation of the team',
        'team:main',
        ({ fixture, prepared }) => ({
          url: `/api/teams/${fixture.teamId}/invitations/${prepared.invitationId}`,
          asks: [{ action: 'team.manage', teamId: fixture.teamId! }],
        }),
        {
          prepare: async ({ world, fixture }) => {
            const { email } = await world.signUp('Ivy Invitee');
            const team = await world.request(
              world.users.owner,
              'POST',
              `/api/teams/${fixture.teamId}/invitations`,
              { email, role: 'member' },
              200,
            );
            return { invitationId: (team.body.team.invitations as { id: string; name?: string }[]).at(-1)!.id };
          },
        },
      ),
    ],
  },
  'POST /api/teams/{id}/invitations/{invitationId}/accept': invitationAnswer('accept'),
  'POST /api/teams/{id}/invitations/{invitationId}/decline': invitationAnswer('decline'),
  'PUT /api/teams/{id}/members/{userId}/role': {
    success: 200,
    targets: [
      onMember(
        'member made coach',
        'member',
        (teamId) => ({ action: 'team.member.change', teamId, memberRole: 'member', newRole: 'coach' }),
        '/role',
        { role: 'coach' },
      ),
      onMember(
        'coach made admin',
        'coach',
        (teamId) => ({ action: 'team.member.change', teamId, memberRole: 'coach', newRole: 'admin' }),
        '/role',
        { role: 'admin' },
      ),
      onMember(
        "archived team's coach made member",
        'archivedCoach',
        (teamId) => ({ action: 'team.member.change', teamId, memberRole: 'coach', newRole: 'member' }),
        '/role',
        { role: 'member' },
      ),
    ],
  },
  'DELETE /api/teams/{id}/members/{userId}': {
    success: 200,
    targets: [
      onMember('the coach', 'coach', (teamId) => ({ action: 'team.member.remove', teamId, memberRole: 'coach' }), ''),
      onMember(
        "the archived team's coach",
        'archivedCoach',
        (teamId) => ({ action: 'team.member.remove', teamId, memberRole: 'coach' }),
        '',
      ),
    ],
  },
  'POST /api/teams/{id}/leave': {
    success: 200,
    targets: [
      target(
        'the team',
        'team:main',
        ({ world, actor, fixture }): CellPlan => ({
          url: `/api/teams/${fixture.teamId}/leave`,
          asks: [SIGNED_IN],
          onlyFor: (['owner', 'teamAdmin', 'coach', 'member'] as const).map((name) => world.users[name].userId),
          ...(actor.name === 'owner' ? { outcome: { status: 409, why: 'the last owner may not leave' } } : {}),
        }),
        { fresh: true },
      ),
    ],
  },
  'POST /api/teams/{id}/transfer-ownership': {
    success: 200,
    targets: [
      target(
        'the team',
        'team:main',
        ({ world, actor, fixture }) => ({
          url: `/api/teams/${fixture.teamId}/transfer-ownership`,
          body: { userId: world.users.teamAdmin.userId },
          asks: [{ action: 'team.own', teamId: fixture.teamId! }],
          // The owner hands over their own ownership: a site admin outside the team has none to give.
          ...(actor.name === 'siteAdmin'
            ? { outcome: { status: 400, why: 'a site admin holds no ownership to hand over (TEAM.NOT_OWNER)' } }
            : {}),
        }),
        { fresh: true },
      ),
    ],
  },
};

export const TEAM_ROUTES: RouteTable = teams;
