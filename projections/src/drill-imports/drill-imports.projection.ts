import { DRILL_IMPORT_EVENT_TYPES, assertNever, type DrillImportEvent } from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { defineProjection, type ProjectionContext } from '../runner';
import { recordsetParam, upsertSql, type RecordsetColumn } from '../batch/recordset-sql';

/**
 * `drill_import_batches`: one row per bulk import, for "Recent imports" on the upload page.
 * Updates are guarded by the stream version, so replaying an older event over a newer row changes nothing. A batch
 * loads the touched rows in one query, applies the events in memory and writes each changed row once.
 */
export const drillImportsProjection = defineProjection({
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
  apply: (tx, event, ctx) => applyImportEvents(tx, [event], ctx),
  applyBatch: applyImportEvents,
});

const COLUMNS: readonly RecordsetColumn[] = [
  ['batch_id', 'text'],
  ['importer_id', 'text'],
  ['file_name', 'text'],
  ['sport', 'text'],
  ['visibility', 'text'],
  ['total', 'integer'],
  ['imported', 'integer'],
  ['status', 'text'],
  ['created_at', 'timestamptz'],
  ['completed_at', 'timestamptz'],
  ['undone_at', 'timestamptz'],
  ['version', 'integer'],
];

interface ImportRow {
  batch_id: string;
  importer_id: string;
  file_name: string;
  sport: string;
  visibility: string;
  total: number;
  imported: number;
  status: string;
  created_at: string;
  completed_at: string | null;
  undone_at: string | null;
  version: number;
}

const SAVE_ROWS = upsertSql({
  table: 'drill_import_batches',
  columns: COLUMNS,
  key: ['batch_id'],
  guard: 't.version < excluded.version',
});

async function applyImportEvents(
  tx: Queryable,
  events: readonly RecordedEvent[],
  ctx: ProjectionContext,
): Promise<void> {
  const stored = await tx.query<ImportRow>(
    `SELECT ${COLUMNS.map(([n]) => n).join(', ')} FROM drill_import_batches WHERE batch_id = ANY($1::text[])`,
    [[...new Set(events.map((e) => (e.data as DrillImportEvent['data']).batchId))]],
  );
  const rows = new Map(stored.map((row) => [row.batch_id, row]));
  const dirty = new Set<string>();
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as DrillImportEvent;
    const { batchId } = event.data;
    const version = recorded.streamVersion;
    const at = recorded.metadata.at;
    const row = rows.get(batchId);
    const update = (change: Partial<ImportRow>) => {
      if (!row || row.version >= version) return;
      rows.set(batchId, { ...row, ...change, version });
      dirty.add(batchId);
    };
    switch (event.type) {
      case 'DrillImportStarted': {
        const { importerId, fileName, sport, visibility, total } = event.data;
        if (!row) {
          rows.set(batchId, {
            batch_id: batchId,
            importer_id: importerId,
            file_name: fileName,
            sport,
            visibility,
            total,
            imported: 0,
            status: 'importing',
            created_at: at,
            completed_at: null,
            undone_at: null,
            version,
          });
          dirty.add(batchId);
        }
        break;
      }
      case 'DrillImportRowsAdded':
        update({ imported: (row?.imported ?? 0) + event.data.drillIds.length });
        break;
      case 'DrillImportCompleted':
        update({ status: 'completed', completed_at: at, imported: event.data.imported });
        break;
      case 'DrillImportUndone':
        update({ status: 'undone', undone_at: at });
        break;
      default:
        assertNever(event, 'drill import event');
    }
    ctx.changed(`drill-import:${batchId}`);
  }
  if (dirty.size > 0) await tx.query(SAVE_ROWS, [recordsetParam([...dirty].map((id) => rows.get(id)!))]);
}
