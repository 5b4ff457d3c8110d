import { entityKindName, eventAction, type AuditEntry } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import {
  auditSubjectKey,
  auditSubjectsOf,
  displayNamesOf,
  type AuditCursor,
  type AuditRow,
} from '@sideline/projections';
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

/** The words of each row: what the actor did, to what, that thing's name and history, by the row's position. */
export async function auditWordsOf(
  db: Queryable,
  rows: readonly Pick<AuditRow, 'position' | 'eventType' | 'entityType' | 'entityId'>[],
) {
  const subjects = await auditSubjectsOf(db, rows);
  return new Map(
    rows.map((row) => {
      const subject = subjects.get(auditSubjectKey(row.entityType, row.entityId)) ?? {
        type: row.entityType,
        id: row.entityId,
        name: null,
      };
      return [
        row.position,
        {
          action: eventAction(row.eventType),
          entityKind: entityKindName(subject.type),
          entityName: subject.name,
          historyPath: historyPathOf(subject.type, subject.id),
        },
      ] as const;
    }),
  );
}

/** The actor's name: a deleted account's is erased; no actor is Sideline itself. */
export const actorNameOf = (names: ReadonlyMap<string, string>, actorId: string | null) =>
  actorId ? (names.get(actorId) ?? 'a former member') : 'Sideline';

/** Audit rows with the actors' names, what happened in words, and the link to the history of what it happened to. */
export async function auditEntriesOf(db: Queryable, rows: readonly AuditRow[]): Promise<AuditEntry[]> {
  const [names, words] = await Promise.all([
    displayNamesOf(db, [...new Set(rows.map((r) => r.actorId).filter((id): id is string => Boolean(id)))]),
    auditWordsOf(db, rows),
  ]);
  return rows.map((row) => ({ ...row, actorName: actorNameOf(names, row.actorId), ...words.get(row.position)! }));
}
