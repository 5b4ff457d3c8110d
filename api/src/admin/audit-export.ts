import { auditSentence } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { auditRowsInBatches, displayNamesOf, type AuditFilter } from '@sideline/projections';
import { csvChunks } from '../spreadsheets/csv-writer';
import { actorNameOf, auditWordsOf } from './audit-entries';

export const AUDIT_CSV_HEADER = [
  'at',
  'position',
  'actor id',
  'actor',
  'what',
  'entity name',
  'entity type',
  'entity id',
  'version',
  'event type',
  'command id',
  'history',
] as const;
const EXPORT_BATCH = 1000;

/**
 * The filtered audit log as CSV text chunks: the audit index read 1,000 rows at a time by keyset, each batch's actor
 * names and the names of what they acted on looked up once, written with the shared CSV writer (formula-safe cells).
 * Holds one batch at a time.
 */
export function auditCsvChunks(db: Queryable, filter: AuditFilter, batchSize = EXPORT_BATCH): AsyncGenerator<string> {
  async function* rows() {
    for await (const batch of auditRowsInBatches(db, filter, batchSize)) {
      const [names, words] = await Promise.all([
        displayNamesOf(db, [...new Set(batch.map((r) => r.actorId).filter((id): id is string => Boolean(id)))]),
        auditWordsOf(db, batch),
      ]);
      yield batch.map((r) => {
        const w = words.get(r.position)!;
        return [
          r.at,
          r.position,
          r.actorId ?? '',
          actorNameOf(names, r.actorId),
          auditSentence(w),
          w.entityName ?? '',
          r.entityType,
          r.entityId,
          r.streamVersion,
          r.eventType,
          r.commandId ?? '',
          w.historyPath ?? '',
        ];
      });
    }
  }
  return csvChunks(AUDIT_CSV_HEADER, rows());
}
