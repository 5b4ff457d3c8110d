import type { AuditEntry } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { displayNamesOf, type AuditCursor, type AuditRow } from '@sideline/projections';
import { HISTORY_KINDS } from '../history/history-kinds';

/** A page cursor as the client carries it: opaque, URL-safe. */
export const encodeCursor = (cursor: AuditCursor | null) =>
  cursor ? Buffer.from(`${cursor.at}|${cursor.position}`).toString('base64url') : null;
export function decodeCursor(raw: string | undefined): AuditCursor | null {
  if (!raw) return null;
  const [at, position] = Buffer.from(raw, 'base64url').toString().split('|');
  return at && position && /^\d+$/.test(position) && !Number.isNaN(Date.parse(at)) ? { at, position } : null;
}

export const historyPathOf = (entityType: string, entityId: string) =>
  HISTORY_KINDS.has(entityType) ? `/history/${entityType}/${encodeURIComponent(entityId)}` : null;

/** Audit rows with the actors' names and the link to each entity's history. */
export async function auditEntriesOf(db: Queryable, rows: readonly AuditRow[]): Promise<AuditEntry[]> {
  const names = await displayNamesOf(db, [
    ...new Set(rows.map((r) => r.actorId).filter((id): id is string => Boolean(id))),
  ]);
  return rows.map((row) => ({
    ...row,
    actorName: row.actorId ? (names.get(row.actorId) ?? 'a former member') : 'Sideline',
    historyPath: historyPathOf(row.entityType, row.entityId),
  }));
}
