import type { Queryable } from '@sideline/eventstore';

export interface FormationVersionRow {
  version: number;
  kind: 'update' | 'restore';
  at: Date;
  editors: string[];
  guestLinkIds: string[];
  /** for restores: the version brought back */
  restoredFrom: number | null;
}

/** Every diagram version of a formation, oldest first. */
export async function listFormationVersions(db: Queryable, formationId: string): Promise<FormationVersionRow[]> {
  return db.query<FormationVersionRow>(
    `SELECT version, kind, at, editors, guest_link_ids AS "guestLinkIds", restored_from AS "restoredFrom"
       FROM formation_versions WHERE formation_id = $1 ORDER BY version`,
    [formationId],
  );
}

/**
 * The latest snapshot that stands for versions ≤ `atVersion` (default: any). A hint for where to start reading the
 * stream: when the read model lags, an older snapshot (or none) still gives the same diagram, only slower.
 */
export async function latestFormationSnapshot(
  db: Queryable,
  formationId: string,
  atVersion?: number,
): Promise<{ version: number; upToVersion: number } | null> {
  const rows = await db.query<{ version: number; upToVersion: number }>(
    `SELECT version, up_to_version AS "upToVersion" FROM formation_snapshots
      WHERE formation_id = $1 AND up_to_version <= $2 ORDER BY up_to_version DESC, version DESC LIMIT 1`,
    [formationId, atVersion ?? 2_147_483_647],
  );
  return rows[0] ?? null;
}
