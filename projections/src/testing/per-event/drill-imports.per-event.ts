import { DRILL_IMPORT_EVENT_TYPES, assertNever, type DrillImportEvent } from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { defineProjection } from '../../runner';

/**
 * `drill_import_batches`: one row per bulk import, for "Recent imports" on the upload page.
 * Updates are guarded by the stream version, so replaying an older event over a newer row changes nothing.
 */
export const perEventDrillImportsProjection = defineProjection({
  name: 'drill-imports',
  version: 1,
  handles: DRILL_IMPORT_EVENT_TYPES,
  migrations: [
    {
      id: '001-drill-import-batches',
      sql: `
        CREATE TABLE IF NOT EXISTS drill_import_batches (
          batch_id text PRIMARY KEY,
          importer_id text NOT NULL,
          file_name text NOT NULL,
          sport text NOT NULL,
          visibility text NOT NULL,
          total integer NOT NULL,
          imported integer NOT NULL DEFAULT 0,
          status text NOT NULL,
          created_at timestamptz NOT NULL,
          completed_at timestamptz,
          undone_at timestamptz,
          version integer NOT NULL
        );
        CREATE INDEX IF NOT EXISTS drill_import_batches_importer ON drill_import_batches (importer_id, created_at DESC);`,
    },
  ],
  async reset(tx: Queryable) {
    await tx.query('DELETE FROM drill_import_batches');
  },
  async apply(tx: Queryable, recorded: RecordedEvent, ctx) {
    const event = { type: recorded.type, data: recorded.data } as DrillImportEvent;
    const { batchId } = event.data;
    const version = recorded.streamVersion;
    const at = recorded.metadata.at;
    const update = (set: string, params: unknown[]) =>
      tx.query(
        `UPDATE drill_import_batches SET ${set}, version = $${params.length + 1} WHERE batch_id = $${params.length + 2} AND version < $${params.length + 1}`,
        [...params, version, batchId],
      );
    switch (event.type) {
      case 'DrillImportStarted': {
        const { importerId, fileName, sport, visibility, total } = event.data;
        await tx.query(
          `INSERT INTO drill_import_batches (batch_id, importer_id, file_name, sport, visibility, total, imported, status, created_at, version)
           VALUES ($1, $2, $3, $4, $5, $6, 0, 'importing', $7, $8)
           ON CONFLICT (batch_id) DO NOTHING`,
          [batchId, importerId, fileName, sport, visibility, total, at, version],
        );
        break;
      }
      case 'DrillImportRowsAdded':
        await update('imported = imported + $1', [event.data.drillIds.length]);
        break;
      case 'DrillImportCompleted':
        await update(`status = 'completed', completed_at = $1, imported = $2`, [at, event.data.imported]);
        break;
      case 'DrillImportUndone':
        await update(`status = 'undone', undone_at = $1`, [at]);
        break;
      default:
        assertNever(event, 'drill import event');
    }
    ctx.changed(`drill-import:${batchId}`);
  },
});
