import type { SqlParams } from './sql-params';

/** Who is listing: the policy's `listScope(actor)`. */
export interface ContentListScope {
  userId: string | null;
  /** every team of the actor */
  teamIds: readonly string[];
  /** the teams where the actor is staff (owner, admin, coach); in the others they see only what is published */
  staffTeamIds?: readonly string[];
}

/**
 * The one list-visibility rule in SQL: the policy's `content.list` over any content table with the columns
 * `owner_id`, `visibility`, `team_id` and `deleted` (drills, formations, plans, boards), aliased as `alias`.
 * Never deleted, never unlisted; public for everyone; private and team content for the members of its team, and
 * for its owner while it is theirs (private, or without a team). `content-list-scope.int.spec.ts` runs it and the
 * policy over the same rows and actors, for every kind.
 */
export function contentListScopeSql(
  alias: string,
  scope: ContentListScope,
  params: SqlParams,
  options: { publishedColumn?: string } = {},
): string {
  const a = alias;
  if (!scope.userId) return `(NOT ${a}.deleted AND ${a}.visibility = 'public')`;
  // The owner's own content only: content made for a team is the team's (the policy's `belongsToTeam`).
  const mine = `(${a}.owner_id = ${params.add(scope.userId)} AND ${ownersOwn(a)})`;
  let team = '';
  if (scope.teamIds.length > 0 && options.publishedColumn) {
    // Content that can be unpublished (plans): a team's staff see all of it, its members the published part.
    const staff = scope.staffTeamIds ?? scope.teamIds;
    team = ` OR ${a}.team_id = ANY(${params.add([...staff], 'text[]')}) OR (${a}.team_id = ANY(${params.add([...scope.teamIds], 'text[]')}) AND ${a}.${options.publishedColumn})`;
  } else if (scope.teamIds.length > 0) {
    team = ` OR ${a}.team_id = ANY(${params.add([...scope.teamIds], 'text[]')})`;
  }
  return `(NOT ${a}.deleted AND (${a}.visibility = 'public' OR (${a}.visibility IN ('private', 'team') AND (${mine}${team}))))`;
}

/**
 * Content that is its owner's rather than a team's: private, or without a team (the policy's `belongsToTeam`, negated).
 */
const ownersOwn = (alias: string) => `(${alias}.visibility = 'private' OR ${alias}.team_id IS NULL)`;

/**
 * "Mine": everything the user made that is not deleted, unlisted included, as long as it is still theirs or belongs
 * to one of their teams (what they made for a team they left is the team's, not theirs).
 */
export function ownContentScopeSql(alias: string, scope: ContentListScope, params: SqlParams): string {
  const teams =
    scope.teamIds.length > 0 ? ` OR ${alias}.team_id = ANY(${params.add([...scope.teamIds], 'text[]')})` : '';
  return `(NOT ${alias}.deleted AND ${alias}.owner_id = ${params.add(scope.userId)} AND (${ownersOwn(alias)}${teams}))`;
}

/**
 * A list's team filter, inside the list scope: `mine` keeps the content of any of my teams, a team id that team's
 * content. Content of a team I am not in stays out (the scope already decides what I may see).
 */
export function teamFilterSql(
  alias: string,
  team: string | undefined,
  scope: ContentListScope,
  params: SqlParams,
): string[] {
  if (!team) return [];
  if (team === 'mine') return [`${alias}.team_id = ANY(${params.add([...scope.teamIds], 'text[]')})`];
  return [`${alias}.team_id = ${params.add(team)}`];
}
