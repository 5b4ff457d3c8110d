/** Collects positional parameters while a query is built: `params.add(value)` gives its `$n`. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}

/** Who is listing: the policy's `listScope(actor)`. */
export interface DrillListScope {
  userId: string | null;
  teamIds: readonly string[];
}

/**
 * The policy's `content.list` rule as SQL over `drills d`: never deleted, never unlisted; public for everyone;
 * private and team drills for their owner and the members of their team. A test checks it against the policy.
 */
export function listScopeSql(scope: DrillListScope, params: SqlParams): string {
  if (!scope.userId) return `(NOT d.deleted AND d.visibility = 'public')`;
  const mine = `d.owner_id = ${params.add(scope.userId)}`;
  const team = scope.teamIds.length > 0 ? ` OR d.team_id = ANY(${params.add([...scope.teamIds], 'text[]')})` : '';
  return `(NOT d.deleted AND (d.visibility = 'public' OR (d.visibility IN ('private', 'team') AND (${mine}${team}))))`;
}

/** "My drills": everything I own that is not deleted, unlisted included. */
export function mineScopeSql(userId: string, params: SqlParams): string {
  return `(NOT d.deleted AND d.owner_id = ${params.add(userId)})`;
}
