import { drillNameKey, duplicateKey } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { SqlParams, contentListScopeSql, ownContentScopeSql, type ContentListScope } from '../sql';

export interface ExistingDrillName {
  id: string;
  name: string;
}

/**
 * Existing drills with these names (same sport, name compared as `drillNameKey`), among the drills the viewer can
 * find: what their lists show, plus their own unlisted drills. Keyed by `duplicateKey(sport, name)`; the oldest wins.
 */
export async function findDrillsNamed(
  db: Queryable,
  scope: ContentListScope & { userId: string },
  names: readonly { sport: string; name: string }[],
): Promise<Map<string, ExistingDrillName>> {
  const found = new Map<string, ExistingDrillName>();
  const keys = [...new Set(names.map((n) => drillNameKey(n.name)).filter((key) => key !== ''))];
  if (keys.length === 0) return found;
  const params = new SqlParams();
  const sports = [...new Set(names.map((n) => n.sport))];
  // lower(name) is indexed (drills_name_order); names are stored trimmed, so only runs of inner spaces could differ.
  const rows = await db.query<{ id: string; name: string; sport: string }>(
    `SELECT d.drill_id AS id, d.name, d.sport FROM drills d
      WHERE lower(d.name) = ANY(${params.add(keys, 'text[]')}) AND d.sport = ANY(${params.add(sports, 'text[]')})
        AND (${contentListScopeSql('d', scope, params)} OR ${ownContentScopeSql('d', scope, params)})
      ORDER BY d.created_at, d.drill_id`,
    params.values,
  );
  for (const row of rows) {
    const key = duplicateKey(row.sport, row.name);
    if (!found.has(key)) found.set(key, { id: row.id, name: row.name });
  }
  return found;
}
