import type { SportId, Visibility } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';

export type DrillImportStatus = 'importing' | 'completed' | 'undone';

export interface DrillImportBatchRow {
  batchId: string;
  importerId: string;
  fileName: string;
  sport: SportId;
  visibility: Visibility;
  /** rows the page meant to import */
  total: number;
  /** drills created so far */
  count: number;
  status: DrillImportStatus;
  undone: boolean;
  createdAt: Date;
  completedAt: Date | null;
  undoneAt: Date | null;
}

const SELECT = `
  SELECT batch_id AS "batchId", importer_id AS "importerId", file_name AS "fileName", sport, visibility, total,
         imported AS count, status, status = 'undone' AS undone, created_at AS "createdAt",
         completed_at AS "completedAt", undone_at AS "undoneAt"
    FROM drill_import_batches`;

/** An importer's batches, newest first. */
export async function listDrillImportBatches(
  db: Queryable,
  importerId: string,
  limit: number,
): Promise<DrillImportBatchRow[]> {
  return db.query<DrillImportBatchRow>(
    `${SELECT} WHERE importer_id = $1 ORDER BY created_at DESC, batch_id DESC LIMIT $2`,
    [importerId, limit],
  );
}

export async function findDrillImportBatch(db: Queryable, batchId: string): Promise<DrillImportBatchRow | null> {
  const rows = await db.query<DrillImportBatchRow>(`${SELECT} WHERE batch_id = $1`, [batchId]);
  return rows[0] ?? null;
}
