import type { Queryable } from '@sideline/eventstore';

export interface TrashRow {
  entityType: 'drill' | 'formation' | 'plan' | 'board';
  entityId: string;
  name: string;
  ownerId: string;
  deletedAt: string;
}

const SOURCES = [
  { type: 'drill', table: 'drills', id: 'drill_id' },
  { type: 'formation', table: 'formations', id: 'formation_id' },
  { type: 'plan', table: 'plans_view', id: 'plan_id' },
  { type: 'board', table: 'boards_view', id: 'board_id' },
] as const;

/**
 * Deleted drills, formations, plans and boards, latest first: one owner's own (`ownerId`; not what they made for a
 * team) or everyone's (null, for site admins). Each part reads its table's partial `*_trash` index; `deletedAt` is the
 * row's last change (the deletion).
 */
export async function listTrash(
  db: Queryable,
  ownerId: string | null,
  page: { limit: number; offset: number },
): Promise<{ items: TrashRow[]; total: number }> {
  // One's own trash holds one's own content: what one made for a team is the team's (the policy's `belongsToTeam`).
  const owner = ownerId === null ? '' : `AND owner_id = $1 AND (visibility = 'private' OR team_id IS NULL)`;
  const parts = SOURCES.map(
    (s) =>
      `SELECT '${s.type}' AS entity_type, ${s.id} AS entity_id, name, owner_id, updated_at FROM ${s.table} WHERE deleted ${owner}`,
  ).join(' UNION ALL ');
  const params = ownerId === null ? [] : [ownerId];
  const [rows, counted] = await Promise.all([
    db.query<{
      entity_type: TrashRow['entityType'];
      entity_id: string;
      name: string;
      owner_id: string;
      updated_at: Date | string;
    }>(
      `SELECT * FROM (${parts}) t ORDER BY updated_at DESC, entity_id LIMIT ${Math.floor(page.limit)} OFFSET ${Math.floor(page.offset)}`,
      params,
    ),
    db.query<{ n: string | number }>(`SELECT count(*) AS n FROM (${parts}) t`, params),
  ]);
  return {
    items: rows.map((r) => ({
      entityType: r.entity_type,
      entityId: r.entity_id,
      name: r.name,
      ownerId: r.owner_id,
      deletedAt: new Date(r.updated_at).toISOString(),
    })),
    total: Number(counted[0]?.n ?? 0),
  };
}
