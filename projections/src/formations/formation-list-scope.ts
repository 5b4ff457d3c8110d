import { SqlParams } from '../drills/drill-list-scope';

/** Who is listing: the policy's `listScope(actor)`. */
export interface FormationListScope {
  userId: string | null;
  teamIds: readonly string[];
}

/**
 * The policy's `content.list` rule as SQL over `formations f`: never deleted, never unlisted; public for everyone;
 * private and team formations for their owner and the members of their team. A test checks it against the policy.
 */
export function formationListScopeSql(scope: FormationListScope, params: SqlParams): string {
  if (!scope.userId) return `(NOT f.deleted AND f.visibility = 'public')`;
  const mine = `f.owner_id = ${params.add(scope.userId)}`;
  const team = scope.teamIds.length > 0 ? ` OR f.team_id = ANY(${params.add([...scope.teamIds], 'text[]')})` : '';
  return `(NOT f.deleted AND (f.visibility = 'public' OR (f.visibility IN ('private', 'team') AND (${mine}${team}))))`;
}

/** "My formations": everything I own that is not deleted, unlisted included. */
export function myFormationsScopeSql(userId: string, params: SqlParams): string {
  return `(NOT f.deleted AND f.owner_id = ${params.add(userId)})`;
}

export { SqlParams };
