import { plain, target, type RouteEntry, type RouteTable } from '../route-table';
import { ARCHIVED_TEAM } from './team-routes';

type SeasonAction = 'season.read' | 'season.readAll' | 'season.edit' | 'season.share';
type Ids = Record<string, string>;

interface SeasonRouteOptions {
  success: number;
  why?: string;
  /** the path from the season's ids */
  path: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  /** on a fresh season: the route changes or removes what other cells read */
  fresh?: boolean;
  /** on a practice a recurring series made (template routes), instead of the season's own practice */
  generated?: boolean;
}

/**
 * A route on a season (and what is in it): the team's and the archived team's. Every change to a season of an archived
 * team is refused after the policy (409): the policy lets its staff plan the season, the team is read-only.
 */
function onSeason(action: SeasonAction, options: SeasonRouteOptions): RouteEntry {
  return onSeasonOf(action, { ...options, archivedRefuses: action === 'season.edit' || action === 'season.share' });
}

function onSeasonOf(action: SeasonAction, options: SeasonRouteOptions & { archivedRefuses: boolean }): RouteEntry {
  const on = (label: string, key: string, archived: boolean) =>
    target(
      label,
      key,
      ({ fixture }) => ({
        url: options.path(fixture.ids),
        ...(options.body ? { body: options.body(fixture.ids) } : {}),
        asks: [{ action, teamId: fixture.teamId! }],
        ...(archived && options.archivedRefuses ? { outcome: ARCHIVED_TEAM } : {}),
      }),
      options.fresh ? { fresh: true } : {},
    );
  const keys = options.generated
    ? ['practice:generated', 'practice:generatedArchived']
    : ['season:main', 'season:archived'];
  return {
    success: options.success,
    ...(options.why ? { why: options.why } : {}),
    targets: [on("the team's season", keys[0]!, false), on("the archived team's season", keys[1]!, true)],
  };
}

const season = (ids: Ids, rest = '') => `/api/teams/${ids.teamId}/seasons/${ids.seasonId}${rest}`;
const recurrences = (ids: Ids, rest = '') => `/api/seasons/${ids.seasonId}/recurrences${rest}`;
const unique = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 8)}`;
const seriesBody = () => ({
  name: unique('Matrix series'),
  pattern: { kind: 'weekly', weekdays: [3], intervalWeeks: 1 },
  startDate: '2026-09-01',
  endDate: '2026-09-30',
});
const NO_CONFLICT = 'no such conflict (looked up after the policy)';

const seasons: RouteTable = {
  'GET /api/teams/{teamId}/seasons': onSeason('season.read', {
    success: 200,
    path: (ids) => `/api/teams/${ids.teamId}/seasons`,
  }),
  'POST /api/teams/{teamId}/seasons': onSeason('season.edit', {
    success: 201,
    path: (ids) => `/api/teams/${ids.teamId}/seasons`,
    body: () => ({ name: unique('Matrix season'), startDate: '2027-01-01', endDate: '2027-03-31' }),
  }),
  'GET /api/teams/{teamId}/seasons/active': onSeason('season.read', {
    success: 200,
    path: (ids) => `/api/teams/${ids.teamId}/seasons/active`,
  }),
  'GET /api/teams/{teamId}/seasons/{seasonId}': onSeason('season.read', { success: 200, path: (ids) => season(ids) }),
  'PATCH /api/teams/{teamId}/seasons/{seasonId}': onSeason('season.edit', {
    success: 200,
    fresh: true,
    path: (ids) => season(ids),
    body: () => ({ name: 'Renamed by the matrix' }),
  }),
  'POST /api/teams/{teamId}/seasons/{seasonId}/activate': onSeason('season.edit', {
    success: 200,
    fresh: true,
    path: (ids) => season(ids, '/activate'),
  }),
  'POST /api/teams/{teamId}/seasons/{seasonId}/sections': onSeason('season.edit', {
    success: 201,
    path: (ids) => season(ids, '/sections'),
    body: () => ({ name: 'Matrix section', startDate: '2026-11-01', endDate: '2026-11-30' }),
  }),
  'PUT /api/teams/{teamId}/seasons/{seasonId}/sections/order': onSeason('season.edit', {
    success: 200,
    fresh: true,
    path: (ids) => season(ids, '/sections/order'),
    body: (ids) => ({ sectionIds: [ids.sectionId] }),
  }),
  'PATCH /api/teams/{teamId}/seasons/{seasonId}/sections/{sectionId}': onSeason('season.edit', {
    success: 200,
    path: (ids) => season(ids, `/sections/${ids.sectionId}`),
    body: () => ({ notes: 'Matrix notes' }),
  }),
  'DELETE /api/teams/{teamId}/seasons/{seasonId}/sections/{sectionId}': onSeason('season.edit', {
    success: 200,
    fresh: true,
    path: (ids) => season(ids, `/sections/${ids.sectionId}`),
  }),
  'POST /api/teams/{teamId}/seasons/{seasonId}/markers': onSeason('season.edit', {
    success: 201,
    path: (ids) => season(ids, '/markers'),
    body: () => ({ type: 'deadline', title: 'Matrix deadline', startDate: '2026-11-02', endDate: '2026-11-02' }),
  }),
  'PATCH /api/teams/{teamId}/seasons/{seasonId}/markers/{markerId}': onSeason('season.edit', {
    success: 200,
    path: (ids) => season(ids, `/markers/${ids.markerId}`),
    body: () => ({ notes: 'Matrix notes' }),
  }),
  'DELETE /api/teams/{teamId}/seasons/{seasonId}/markers/{markerId}': onSeason('season.edit', {
    success: 200,
    fresh: true,
    path: (ids) => season(ids, `/markers/${ids.markerId}`),
  }),
  'POST /api/teams/{teamId}/seasons/{seasonId}/share-links/{kind}/rotate': onSeason('season.share', {
    success: 201,
    fresh: true,
    path: (ids) => season(ids, '/share-links/view/rotate'),
  }),
  'GET /api/teams/{teamId}/seasons/{seasonId}/coverage': onSeason('season.read', {
    success: 200,
    path: (ids) => season(ids, '/coverage'),
  }),
  'POST /api/teams/{teamId}/seasons/{seasonId}/practices': onSeason('season.edit', {
    success: 201,
    path: (ids) => season(ids, '/practices'),
    body: () => ({ date: '2026-10-20' }),
  }),
  'PUT /api/teams/{teamId}/seasons/{seasonId}/practices/{planId}': onSeason('season.edit', {
    success: 200,
    fresh: true,
    path: (ids) => season(ids, `/practices/${ids.planId}`),
    body: () => ({ date: '2026-09-16', startTime: '18:00', durationMinutes: 60 }),
  }),
  'DELETE /api/teams/{teamId}/seasons/{seasonId}/practices/{planId}': onSeason('season.edit', {
    success: 200,
    fresh: true,
    path: (ids) => season(ids, `/practices/${ids.planId}`),
  }),
  'GET /api/teams/{teamId}/season/week': onSeason('season.read', {
    success: 200,
    path: (ids) => `/api/teams/${ids.teamId}/season/week?week=2026-09-14`,
  }),
  // December holds no draft practice of the world: the request publishes nothing, so other cells see the season
  // unchanged.
  'POST /api/teams/{teamId}/season/publish': onSeason('season.edit', {
    success: 200,
    path: (ids) => `/api/teams/${ids.teamId}/season/publish`,
    body: () => ({ from: '2026-12-01', to: '2026-12-07' }),
  }),
  'GET /api/seasons/{seasonId}/recurrences': onSeason('season.readAll', {
    success: 200,
    path: (ids) => recurrences(ids),
  }),
  'POST /api/seasons/{seasonId}/recurrences': onSeason('season.edit', {
    success: 201,
    path: (ids) => recurrences(ids),
    body: seriesBody,
  }),
  'POST /api/seasons/{seasonId}/recurrences/preview': onSeason('season.readAll', {
    success: 200,
    path: (ids) => recurrences(ids, '/preview'),
    body: seriesBody,
  }),
  'GET /api/seasons/{seasonId}/recurrences/{seriesId}': onSeason('season.readAll', {
    success: 200,
    path: (ids) => recurrences(ids, `/${ids.seriesId}`),
  }),
  'PATCH /api/seasons/{seasonId}/recurrences/{seriesId}': onSeason('season.edit', {
    success: 200,
    fresh: true,
    path: (ids) => recurrences(ids, `/${ids.seriesId}`),
    body: () => ({ changes: { name: unique('Renamed series') } }),
  }),
  'DELETE /api/seasons/{seasonId}/recurrences/{seriesId}': onSeason('season.edit', {
    success: 200,
    fresh: true,
    path: (ids) => recurrences(ids, `/${ids.seriesId}`),
  }),
  'GET /api/seasons/{seasonId}/recurrences/{seriesId}/preview': onSeason('season.readAll', {
    success: 200,
    path: (ids) => recurrences(ids, `/${ids.seriesId}/preview`),
  }),
  'POST /api/seasons/{seasonId}/recurrences/{seriesId}/generate': onSeason('season.edit', {
    success: 202,
    fresh: true,
    path: (ids) => recurrences(ids, `/${ids.seriesId}/generate`),
  }),
  'GET /api/seasons/{seasonId}/generations/{generationId}': onSeason('season.readAll', {
    success: 404,
    why: 'no such generation (looked up after the policy)',
    path: (ids) => `/api/seasons/${ids.seasonId}/generations/${crypto.randomUUID()}`,
  }),
  'POST /api/seasons/{seasonId}/recurrences/{seriesId}/occurrences/{date}/move': onSeason('season.edit', {
    success: 200,
    fresh: true,
    path: (ids) => recurrences(ids, `/${ids.seriesId}/occurrences/2026-09-03/move`),
    body: () => ({ date: '2026-09-04', startTime: '18:00' }),
  }),
  'POST /api/seasons/{seasonId}/recurrences/{seriesId}/occurrences/{date}/cancel': onSeason('season.edit', {
    success: 200,
    fresh: true,
    path: (ids) => recurrences(ids, `/${ids.seriesId}/occurrences/2026-09-03/cancel`),
  }),
  'POST /api/seasons/{seasonId}/recurrences/{seriesId}/occurrences/{date}/restore': onSeason('season.edit', {
    success: 200,
    fresh: true,
    path: (ids) => recurrences(ids, `/${ids.seriesId}/occurrences/2026-09-08/restore`),
  }),
  'POST /api/seasons/{seasonId}/template-sync': onSeason('season.edit', {
    success: 200,
    path: (ids) => `/api/seasons/${ids.seasonId}/template-sync`,
    body: () => ({}),
  }),
  // A practice a series made from a template plan: its template link, syncing it (nothing new: a no-op), its conflicts.
  'GET /api/seasons/{seasonId}/practices/{planId}/template': onSeason('season.readAll', {
    success: 200,
    generated: true,
    path: (ids) => `/api/seasons/${ids.seasonId}/practices/${ids.planId}/template`,
  }),
  'POST /api/seasons/{seasonId}/practices/{planId}/template/sync': onSeason('season.edit', {
    success: 200,
    generated: true,
    path: (ids) => `/api/seasons/${ids.seasonId}/practices/${ids.planId}/template/sync`,
  }),
  'POST /api/seasons/{seasonId}/practices/{planId}/template/conflicts/{conflictId}': onSeason('season.edit', {
    success: 404,
    why: NO_CONFLICT,
    generated: true,
    path: (ids) => `/api/seasons/${ids.seasonId}/practices/${ids.planId}/template/conflicts/${crypto.randomUUID()}`,
    body: () => ({ choice: 'keep' }),
  }),
  // Every team practice's page asks for its template: whoever may see the team's season gets an answer, and someone who
  // may not plan the season (a member) gets none to act on (no template, no conflicts) rather than a refusal.
  'GET /api/practice-plans/{planId}/template': onSeason('season.read', {
    success: 200,
    generated: true,
    why: 'a member is told of no template (season.readAll decides what is shown)',
    path: (ids) => `/api/practice-plans/${ids.planId}/template`,
  }),
  'POST /api/practice-plans/{planId}/template/sync': onSeason('season.edit', {
    success: 200,
    generated: true,
    path: (ids) => `/api/practice-plans/${ids.planId}/template/sync`,
  }),
  'POST /api/practice-plans/{planId}/template/conflicts/{conflictId}': onSeason('season.edit', {
    success: 404,
    why: NO_CONFLICT,
    generated: true,
    path: (ids) => `/api/practice-plans/${ids.planId}/template/conflicts/${crypto.randomUUID()}`,
    body: () => ({ choice: 'keep' }),
  }),
  'GET /api/practice-plans/{planId}/attendance': onSeason('season.read', {
    success: 200,
    path: (ids) => `/api/practice-plans/${ids.planId}/attendance`,
  }),
  // Answering is a change to the team's practice: none in an archived team.
  'PUT /api/practice-plans/{planId}/attendance': onSeasonOf('season.read', {
    success: 200,
    archivedRefuses: true,
    path: (ids) => `/api/practice-plans/${ids.planId}/attendance`,
    body: () => ({ answer: 'going' }),
  }),
  // The season's public links: the token is the permission.
  'GET /api/seasons/{seasonId}/view': plain(200, ({ world }) => ({
    url: `/api/seasons/${world.fixture('seasonLinks').id}/view?token=${world.fixture('seasonLinks').ids.view}`,
    asks: [],
  })),
  'GET /api/seasons/{seasonId}/calendar.ics': {
    success: 200,
    targets: [
      target('by its calendar link', 'seasonLinks', ({ fixture }) => ({
        url: `/api/seasons/${fixture.id}/calendar.ics?token=${fixture.ids.calendar}`,
        asks: [],
      })),
      target("the team's season, signed in", 'season:main', ({ fixture }) => ({
        url: `/api/seasons/${fixture.id}/calendar.ics`,
        asks: [{ action: 'season.read', teamId: fixture.teamId! }],
      })),
    ],
  },
};

export const SEASON_ROUTES: RouteTable = seasons;
