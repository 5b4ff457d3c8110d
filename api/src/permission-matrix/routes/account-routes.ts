import type { Permission } from '@sideline/domain';
import { TEST_PASSWORD } from '../../testing/test-api';
import { testAddress } from '../matrix-world';
import { ACTOR_LABELS, LINK_HOLDERS, PEOPLE } from '../matrix-actors';
import {
  SIGNED_IN,
  open,
  own,
  plain,
  target,
  type CellContext,
  type RouteEntry,
  type RouteTable,
} from '../route-table';

/** Cells that sign in again or end sessions run after the others. */
const last = (entry: RouteEntry): RouteEntry => ({ ...entry, last: true });

const ADMIN: Permission = { action: 'admin.access' };
const admin = (success: number, url: string): RouteEntry => plain(success, () => ({ url, asks: [ADMIN] }));

/** Another session of the actor (signed in again), for routes that end the session they are called with. */
async function spareSession({ world, actor }: Pick<CellContext, 'world' | 'actor'>): Promise<Record<string, string>> {
  if (!actor.userId) return {};
  const login = await world.request(
    null,
    'POST',
    '/api/auth/login',
    { email: world.emailOf(actor.name), password: TEST_PASSWORD },
    200,
  );
  return { cookie: login.cookie! };
}

/** A user of its own for the cell: the admin changes their role or disables them. */
const someUser = async ({ world }: Pick<CellContext, 'world'>) => ({
  userId: (await world.signUp('Sam Someone')).userId,
});

const auth: RouteTable = {
  'GET /healthz': open(200, '/healthz'),
  'GET /readyz': open(200, '/readyz'),
  'GET /api/docs': open(200, '/api/docs'),
  'GET /api/auth/me': open(200, '/api/auth/me'),
  'GET /api/auth/sso': open(200, '/api/auth/sso'),
  'GET /api/auth/oidc/start': { ...open(404, '/api/auth/oidc/start'), why: 'single sign-on is not configured' },
  'GET /api/auth/oidc/callback': {
    ...open(404, '/api/auth/oidc/callback?code=x&state=y'),
    why: 'single sign-on is not configured',
  },
  // Signing up or in ends the session the request came with: signed-in actors come with a spare one.
  'POST /api/auth/register': plain(
    201,
    ({ prepared }) => ({
      url: '/api/auth/register',
      body: { email: `new-${crypto.randomUUID()}@matrix.example`, password: TEST_PASSWORD, displayName: 'New Person' },
      asks: [],
      remoteAddress: testAddress(),
      ...(prepared.cookie ? { cookie: prepared.cookie } : {}),
    }),
    { prepare: spareSession },
  ),
  'POST /api/auth/login': plain(
    200,
    ({ prepared }) => ({
      url: '/api/auth/login',
      body: { email: prepared.email, password: TEST_PASSWORD },
      asks: [],
      remoteAddress: testAddress(),
      ...(prepared.cookie ? { cookie: prepared.cookie } : {}),
    }),
    {
      prepare: async (cell) => ({ email: (await cell.world.signUp('Lou Login')).email, ...(await spareSession(cell)) }),
    },
  ),
  'POST /api/auth/logout': {
    ...plain(
      204,
      ({ prepared }) => ({
        url: '/api/auth/logout',
        asks: [],
        ...(prepared.cookie ? { cookie: prepared.cookie } : {}),
      }),
      { prepare: spareSession },
    ),
    last: true,
  },
  'GET /api/live': plain(200, () => ({ url: '/api/live', asks: [], stream: true }), {
    actors: [...PEOPLE, ...LINK_HOLDERS],
  }),
};

const profile: RouteTable = {
  'GET /api/profile/account': own(200, '/api/profile/account'),
  'GET /api/profile/export': own(200, '/api/profile/export'),
  'POST /api/profile/delete-account': own(
    400,
    '/api/profile/delete-account',
    { confirm: 'DELETE', password: 'not-the-password' },
    'the password is checked after the policy, and is wrong',
  ),
  'PATCH /api/profile': plain(200, ({ actor }) => ({
    url: '/api/profile',
    body: { displayName: ACTOR_LABELS[actor.name] },
    asks: [SIGNED_IN],
  })),
  'POST /api/profile/password': own(
    400,
    '/api/profile/password',
    { currentPassword: 'not-the-password', newPassword: 'another-long-password' },
    'the current password is checked after the policy, and is wrong',
  ),
  'GET /api/profile/sessions': own(200, '/api/profile/sessions'),
  'DELETE /api/profile/sessions/{id}': last(
    plain(
      204,
      ({ prepared }) => ({
        url: `/api/profile/sessions/${prepared.sessionId ?? crypto.randomUUID()}`,
        asks: [SIGNED_IN],
      }),
      {
        prepare: async (cell): Promise<Record<string, string>> => {
          const spare = await spareSession(cell);
          if (!spare.cookie) return {};
          const sessions = await cell.world.call({ method: 'GET', url: '/api/profile/sessions', cookie: spare.cookie });
          return { sessionId: (sessions.body.items as { id: string; current: boolean }[]).find((s) => s.current)!.id };
        },
      },
    ),
  ),
  'DELETE /api/profile/failed-sign-ins': own(204, '/api/profile/failed-sign-ins'),
  'POST /api/profile/sessions/sign-out-others': { ...own(204, '/api/profile/sessions/sign-out-others'), last: true },
  'GET /api/profile/votes': own(200, '/api/profile/votes'),
  'GET /api/profile/comments': own(200, '/api/profile/comments'),
  'GET /api/cart': own(200, '/api/cart'),
  'DELETE /api/cart': own(200, '/api/cart'),
  'DELETE /api/cart/drills/{id}': plain(200, ({ world }) => ({
    url: `/api/cart/drills/${world.fixture('drill:public').id}`,
    asks: [SIGNED_IN],
  })),
  'GET /api/practice-plans/drafts': own(200, '/api/practice-plans/drafts'),
  'POST /api/practice-plans/drafts': own(201, '/api/practice-plans/drafts', {}),
};

/** The coach's wizard drafts: looked up among the actor's own, so everyone else gets 404. */
const draft = (
  success: number,
  suffix: string,
  options: { fresh?: boolean; body?: unknown; why?: string } = {},
): RouteEntry => ({
  success,
  ...(options.why ? { why: options.why } : {}),
  targets: [
    target(
      "coach's draft",
      'draft:coach',
      ({ fixture }) => ({
        url: `/api/practice-plans/drafts/${fixture.id}${suffix}`,
        ...(options.body !== undefined ? { body: options.body } : {}),
        asks: [SIGNED_IN],
        onlyFor: [fixture.ownerId!],
      }),
      options.fresh ? { fresh: true } : {},
    ),
  ],
});

const drafts: RouteTable = {
  'GET /api/practice-plans/drafts/{id}': draft(200, ''),
  'DELETE /api/practice-plans/drafts/{id}': draft(204, '', { fresh: true }),
  'PUT /api/practice-plans/drafts/{id}/steps/{step}': draft(200, '/steps/basic-info', {
    body: { name: 'Matrix draft', sport: 'quadball', totalMinutes: 60 },
  }),
  'POST /api/practice-plans/drafts/{id}/complete': draft(400, '/complete', {
    fresh: true,
    why: 'an empty draft does not make a plan (checked after the policy)',
  }),
};

const admins: RouteTable = {
  'GET /api/admin/summary': admin(200, '/api/admin/summary'),
  'GET /api/admin/users': plain(200, () => ({
    url: '/api/admin/users',
    asks: [{ action: 'user.manage', targetUserId: '*' }],
  })),
  'GET /api/admin/users/{id}/activity': plain(200, ({ world }) => ({
    url: `/api/admin/users/${world.users.member.userId}/activity`,
    asks: [{ action: 'user.manage', targetUserId: world.users.member.userId }],
  })),
  'PATCH /api/admin/users/{id}/role': plain(
    200,
    ({ prepared }) => ({
      url: `/api/admin/users/${prepared.userId}/role`,
      body: { role: 'admin' },
      asks: [{ action: 'user.manage', targetUserId: prepared.userId ?? '' }],
    }),
    { prepare: someUser },
  ),
  'PATCH /api/admin/users/{id}/disabled': plain(
    200,
    ({ prepared }) => ({
      url: `/api/admin/users/${prepared.userId}/disabled`,
      body: { disabled: true },
      asks: [{ action: 'user.manage', targetUserId: prepared.userId ?? '' }],
    }),
    { prepare: someUser },
  ),
  'GET /api/collab/metrics': admin(200, '/api/collab/metrics'),
  'GET /api/admin/audit': admin(200, '/api/admin/audit'),
  'GET /api/admin/audit/tail': admin(200, '/api/admin/audit/tail?after=0'),
  'GET /api/admin/audit/vocabulary': admin(200, '/api/admin/audit/vocabulary'),
  'GET /api/admin/audit/export.csv': admin(200, '/api/admin/audit/export.csv'),
};

const feedbackItem = (
  success: number,
  suffix: string,
  ask: (fixture: { ownerId?: string }, kind: 'bug' | 'idea') => Permission,
  options: { body?: unknown; fresh?: boolean } = {},
): RouteEntry => ({
  success,
  targets: (['memberBug', 'outsiderIdea'] as const).map((name) =>
    target(
      name === 'memberBug' ? "member's bug report" : "outsider's idea",
      `feedback:${name}`,
      ({ fixture }) => ({
        url: `/api/feedback/${fixture.id}${suffix}`,
        ...(options.body !== undefined ? { body: options.body } : {}),
        asks: [ask(fixture, name === 'memberBug' ? 'bug' : 'idea')],
      }),
      options.fresh ? { fresh: true } : {},
    ),
  ),
});

const feedback: RouteTable = {
  'POST /api/feedback': plain(201, () => ({
    url: '/api/feedback',
    body: { kind: 'idea', text: 'A matrix idea' },
    asks: [],
    remoteAddress: testAddress(),
  })),
  'GET /api/feedback': own(200, '/api/feedback'),
  'GET /api/feedback/follow-up/{token}': plain(200, ({ world }) => ({
    url: `/api/feedback/follow-up/${world.fixture('feedback:visitor').id}`,
    asks: [],
  })),
  'GET /api/feedback/{id}': feedbackItem(200, '', (f, kind) => ({
    action: 'feedback.read',
    senderId: f.ownerId ?? null,
    kind,
  })),
  'POST /api/feedback/{id}/upvote': feedbackItem(200, '/upvote', (f, kind) => ({
    action: 'feedback.upvote',
    senderId: f.ownerId ?? null,
    kind,
  })),
  'PUT /api/feedback/{id}/status': feedbackItem(200, '/status', () => ({ action: 'feedback.moderate' }), {
    body: { status: 'planned' },
  }),
  'PUT /api/feedback/{id}/reply': feedbackItem(200, '/reply', () => ({ action: 'feedback.moderate' }), {
    body: { reply: 'Thanks' },
  }),
};

const suggestion = (success: number, method: string, suffix: string, ask: Permission, body?: unknown): RouteEntry => ({
  success,
  targets: [
    target(
      "member's suggestion",
      'suggestion:member',
      ({ fixture }) => ({
        url: `/api/poll/suggestions/${fixture.id}${suffix}`,
        ...(body !== undefined ? { body } : {}),
        asks: [ask],
      }),
      { fresh: method !== 'vote' },
    ),
  ],
});

const poll: RouteTable = {
  'GET /api/poll': open(200, '/api/poll'),
  'POST /api/poll/suggestions': plain(201, () => ({
    url: '/api/poll/suggestions',
    body: { text: `Matrix idea ${crypto.randomUUID().slice(0, 8)}` },
    asks: [{ action: 'poll.suggest' }],
  })),
  'POST /api/poll/suggestions/{id}/vote': suggestion(200, 'vote', '/vote', { action: 'poll.vote' }),
  'PUT /api/poll/suggestions/{id}/drill': {
    success: 200,
    targets: [
      target(
        "member's suggestion",
        'suggestion:member',
        ({ fixture, world }) => ({
          url: `/api/poll/suggestions/${fixture.id}/drill`,
          body: { drillId: world.fixture('drill:public').id },
          asks: [{ action: 'poll.moderate' }],
        }),
        { fresh: true },
      ),
    ],
  },
  'POST /api/poll/suggestions/{id}/close': suggestion(200, 'close', '/close', { action: 'poll.moderate' }),
  'DELETE /api/poll/suggestions/{id}': suggestion(204, 'delete', '', { action: 'poll.moderate' }),
};

/** The member's comment on the public drill: its author edits it, its author and site admins delete it. */
const comments: RouteTable = {
  'PATCH /api/comments/{id}': {
    success: 200,
    targets: [
      target("member's comment", 'comment:member', ({ fixture }) => ({
        url: `/api/comments/${fixture.id}`,
        body: { body: 'Edited' },
        asks: [{ action: 'comment.edit', authorId: fixture.ownerId! }],
      })),
    ],
  },
  'DELETE /api/comments/{id}': {
    success: 204,
    targets: [
      target(
        "member's comment",
        'comment:member',
        ({ fixture }) => ({
          url: `/api/comments/${fixture.id}`,
          asks: [{ action: 'comment.delete', authorId: fixture.ownerId! }],
        }),
        { fresh: true },
      ),
    ],
  },
};

export const ACCOUNT_ROUTES: RouteTable = {
  ...auth,
  ...profile,
  ...drafts,
  ...admins,
  ...feedback,
  ...poll,
  ...comments,
  // After every other cell: it ends all of the actor's sessions.
  'POST /api/auth/logout-everywhere': { ...own(204, '/api/auth/logout-everywhere'), last: true },
};
