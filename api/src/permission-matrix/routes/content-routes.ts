import type { ContentAccess, Permission } from '@sideline/domain';
import { drillInput } from '../../drills/testing/drill-fixtures';
import { LINK_HOLDERS, PEOPLE } from '../matrix-actors';
import { COLLECTION, fixturesOf, type ContentKind, type Fixture } from '../matrix-world';
import { open, target, type CellContext, type CellPlan, type RouteEntry, type RouteTable } from '../route-table';

type ContentAction = Extract<Permission, { content: ContentAccess }>['action'];

interface ContentRouteOptions {
  success: number;
  why?: string;
  /** each cell on a fresh copy */
  fresh?: boolean;
  /** run on deleted copies (restore) */
  deleted?: boolean;
  /** the path after /api/<kind>/<id> */
  suffix?: string;
  body?: (fixture: Fixture) => unknown;
  /** asked before the content permission (e.g. duplicate asks to create first) */
  before?: Permission[];
}

const contentAccess = (fixture: Fixture): ContentAccess => fixture.access!;

/**
 * Routes that change an item run on fewer fixtures: besides reading, the policy does not look at an item's visibility
 * (no fixture is editable by others), so public and unlisted items would repeat the coach's private one.
 */
const changedFixtures = (kind: ContentKind) =>
  fixturesOf(kind).filter((name) => name !== 'public' && name !== 'unlisted');

/** A route on one item of a kind: run on every content fixture of that kind, asking `action` about it. */
export function onContent(
  kind: ContentKind,
  ask: (content: ContentAccess) => Permission,
  options: ContentRouteOptions,
): RouteEntry {
  return {
    success: options.success,
    ...(options.why ? { why: options.why } : {}),
    targets: (options.fresh || options.deleted ? changedFixtures(kind) : fixturesOf(kind)).map((name) =>
      target(
        options.deleted ? `${name} ${kind} (deleted)` : `${name} ${kind}`,
        `${kind}:${name}${options.deleted ? ':deleted' : ''}`,
        ({ fixture }) => ({
          url: `/api/${COLLECTION[kind]}/${fixture.id}${options.suffix ?? ''}`,
          ...(options.body ? { body: options.body(fixture) } : {}),
          asks: [...(options.before ?? []), ask(contentAccess(fixture))],
        }),
        options.fresh || options.deleted ? { fresh: true } : {},
      ),
    ),
  };
}

/**
 * No drawing was saved yet (that takes a collab session): the version is looked up after the policy, and is not there.
 */
const NO_DRAWING = 'no drawing saved at version 1 (looked up after the policy)';

const action = (name: ContentAction) => (content: ContentAccess) => ({ action: name, content }) as Permission;
const historyRead = (content: ContentAccess): Permission => ({
  action: 'history.read',
  subject: { kind: 'content', content },
});

/** Creating one of a kind: on its own, in the team, in the archived team. */
function creating(kind: ContentKind, body: (teamId: string | null) => unknown): RouteEntry {
  const place = (label: string, teamOf: (cell: CellContext) => string | null) =>
    target(label, 'none', (cell) => {
      const teamId = teamOf(cell);
      return { url: `/api/${COLLECTION[kind]}`, body: body(teamId), asks: [{ action: 'content.create', teamId }] };
    });
  return {
    success: 201,
    targets: [
      place('own', () => null),
      place('in the team', (c) => c.world.teamId),
      place('in the archived team', (c) => c.world.archivedTeamId),
    ],
  };
}

/** What every content kind answers alike. */
function common(kind: ContentKind): RouteTable {
  const base = `/api/${COLLECTION[kind]}/{id}`;
  return {
    [`GET ${base}`]: onContent(kind, action('content.read'), { success: 200 }),
    [`DELETE ${base}`]: onContent(kind, action('content.delete'), { success: 204, fresh: true }),
    [`POST ${base}/restore`]: onContent(kind, action('content.restore'), {
      success: 200,
      deleted: true,
      suffix: '/restore',
    }),
  };
}

function engagement(kind: Exclude<ContentKind, 'board'>): RouteTable {
  const base = `/api/${COLLECTION[kind]}/{id}`;
  return {
    [`PUT ${base}/vote`]: onContent(kind, action('content.engage'), {
      success: 200,
      suffix: '/vote',
      body: () => ({ value: 1 }),
    }),
    [`GET ${base}/comments`]: onContent(kind, action('content.read'), { success: 200, suffix: '/comments' }),
    [`POST ${base}/comments`]: onContent(kind, action('content.engage'), {
      success: 201,
      suffix: '/comments',
      body: () => ({ body: 'A matrix comment' }),
    }),
    // The item's own history is its history: the same rule as /api/history (issue 25 item 5).
    [`GET ${base}/history`]: onContent(kind, historyRead, { success: 200, suffix: '/history' }),
  };
}

const drillBody = (fixture: Fixture) =>
  drillInput({ name: 'Matrix drill, changed', visibility: fixture.access!.visibility, teamId: fixture.access!.teamId });

const drills: RouteTable = {
  ...common('drill'),
  ...engagement('drill'),
  'POST /api/drills': creating('drill', (teamId) =>
    drillInput({ name: 'Matrix new drill', ...(teamId ? { visibility: 'team', teamId } : {}) }),
  ),
  'PUT /api/drills/{id}': onContent('drill', action('content.edit'), { success: 200, fresh: true, body: drillBody }),
  'PATCH /api/drills/{id}': onContent('drill', action('content.edit'), {
    success: 200,
    fresh: true,
    body: () => ({ name: 'Matrix drill, patched' }),
  }),
  'PUT /api/drills/{id}/variation': onContent('drill', action('content.edit'), {
    success: 200,
    fresh: true,
    suffix: '/variation',
    body: () => ({ parentId: null }),
  }),
  'POST /api/drills/{id}/duplicate': onContent('drill', action('content.read'), {
    success: 201,
    suffix: '/duplicate',
    before: [{ action: 'content.create' }],
  }),
  'GET /api/drills': open(200, '/api/drills'),
  'GET /api/drills/filter-options': open(200, '/api/drills/filter-options'),
  'GET /api/drills/skills': open(200, '/api/drills/skills?sport=quadball&q=pa'),
};

const formations: RouteTable = {
  ...common('formation'),
  ...engagement('formation'),
  'POST /api/formations': creating('formation', (teamId) => ({
    sport: 'quadball',
    name: 'Matrix new formation',
    formationType: 'defense',
    ...(teamId ? { visibility: 'team', teamId } : {}),
  })),
  'PATCH /api/formations/{id}': onContent('formation', action('content.edit'), {
    success: 200,
    fresh: true,
    body: () => ({ name: 'Matrix formation, changed' }),
  }),
  'POST /api/formations/{id}/duplicate': onContent('formation', action('content.read'), {
    success: 201,
    suffix: '/duplicate',
    before: [{ action: 'content.create' }],
  }),
  'GET /api/formations/{id}/versions': onContent('formation', action('content.read'), {
    success: 200,
    suffix: '/versions',
  }),
  'GET /api/formations/{id}/versions/{version}': onContent('formation', action('content.read'), {
    success: 404,
    why: NO_DRAWING,
    suffix: '/versions/1',
  }),
  'POST /api/formations/{id}/restore-version': onContent('formation', action('content.edit'), {
    success: 404,
    why: NO_DRAWING,
    suffix: '/restore-version',
    body: () => ({ version: 1 }),
  }),
  'GET /api/formations': open(200, '/api/formations'),
  'GET /api/formations/tags': open(200, '/api/formations/tags'),
};

const publish = action('content.publish');
const plans: RouteTable = {
  ...common('plan'),
  ...engagement('plan'),
  'POST /api/practice-plans': creating('plan', (teamId) => ({
    name: 'Matrix new plan',
    sport: 'quadball',
    visibility: teamId ? 'team' : 'private',
    ...(teamId ? { teamId } : {}),
  })),
  'POST /api/practice-plans/{id}/commands': onContent('plan', action('content.edit'), {
    success: 200,
    fresh: true,
    suffix: '/commands',
    body: () => ({ type: 'SetPlanMetadata', changes: { name: 'Matrix plan, changed' } }),
  }),
  'POST /api/practice-plans/{id}/undo': onContent('plan', action('content.edit'), {
    success: 409,
    why: 'nothing of theirs to undo: checked after the policy',
    suffix: '/undo',
  }),
  'POST /api/practice-plans/{id}/redo': onContent('plan', action('content.edit'), {
    success: 409,
    why: 'nothing of theirs to redo: checked after the policy',
    suffix: '/redo',
  }),
  'POST /api/practice-plans/{id}/duplicate': onContent('plan', action('content.read'), {
    success: 201,
    suffix: '/duplicate',
    before: [{ action: 'content.create' }],
  }),
  'POST /api/practice-plans/{id}/publish': onContent('plan', publish, {
    success: 200,
    fresh: true,
    suffix: '/publish',
  }),
  'POST /api/practice-plans/{id}/unpublish': onContent('plan', publish, {
    success: 200,
    fresh: true,
    suffix: '/unpublish',
  }),
  'GET /api/practice-plans': open(200, '/api/practice-plans'),
};

/** Board links: any holder opens what was shared; the two holders and everyone else try both links. */
function shareLinkRoute(suffix: string): RouteEntry {
  const viaLink = (mode: 'view' | 'edit') =>
    target(
      `team board's ${mode} link`,
      `boardShareLink:${mode}`,
      ({ fixture }): CellPlan => ({
        url: `/api/boards/share/${fixture.id}${suffix}`,
        asks: [{ action: 'content.read', content: fixture.access!, shareLink: mode }],
        ...(suffix ? { collabMode: 'write' } : {}),
      }),
      { actors: [...PEOPLE, ...LINK_HOLDERS] },
    );
  return { success: 200, targets: [viaLink('view'), viaLink('edit')] };
}

const share = action('content.share');
const boards: RouteTable = {
  ...common('board'),
  'POST /api/boards': creating('board', (teamId) => ({
    name: 'Matrix new board',
    sport: 'quadball',
    courtTemplateId: 'quadball-full',
    visibility: teamId ? 'team' : 'private',
    ...(teamId ? { teamId } : {}),
  })),
  'PATCH /api/boards/{id}': onContent('board', action('content.edit'), {
    success: 200,
    fresh: true,
    body: () => ({ name: 'Matrix board, renamed' }),
  }),
  'GET /api/boards/{id}/share-links': onContent('board', share, { success: 200, suffix: '/share-links' }),
  'POST /api/boards/{id}/share-links': onContent('board', share, {
    success: 201,
    suffix: '/share-links',
    body: () => ({ mode: 'view' }),
  }),
  'DELETE /api/boards/{id}/share-links/{linkId}': onContent('board', share, {
    success: 404,
    why: 'no such link (looked up after the policy)',
    suffix: `/share-links/${crypto.randomUUID()}`,
  }),
  'GET /api/boards/share/{token}': shareLinkRoute(''),
  'POST /api/boards/share/{token}/collab-token': shareLinkRoute('/collab-token'),
  'GET /api/boards/{id}/versions': onContent('board', action('content.read'), { success: 200, suffix: '/versions' }),
  'GET /api/boards/{id}/versions/{version}': onContent('board', action('content.read'), {
    success: 404,
    why: NO_DRAWING,
    suffix: '/versions/1',
  }),
  'POST /api/boards/{id}/restore-version': onContent('board', action('content.edit'), {
    success: 404,
    why: NO_DRAWING,
    suffix: '/restore-version',
    body: () => ({ version: 1 }),
  }),
  'GET /api/boards': open(200, '/api/boards'),
};

/** A collab token for a board, a formation's diagram or a plan's presence room: read or write as the policy says. */
function collabToken(): RouteEntry {
  const kinds = { board: 'board', formation: 'formation', plan: 'plan' } as const;
  return {
    success: 200,
    targets: (Object.keys(kinds) as (keyof typeof kinds)[]).flatMap((kind) =>
      fixturesOf(kind).map((name) =>
        target(`${name} ${kind}`, `${kind}:${name}`, ({ fixture }): CellPlan => ({
          url: '/api/collab/token',
          body: { documentName: `${kind}:${fixture.id}` },
          asks: [{ action: 'content.read', content: fixture.access! }],
          collabMode: kind === 'plan' ? 'read' : 'write',
        })),
      ),
    ),
  };
}

export const CONTENT_ROUTES: RouteTable = {
  ...drills,
  ...formations,
  ...plans,
  ...boards,
  'POST /api/collab/token': collabToken(),
};
