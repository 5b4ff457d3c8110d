import type { Queryable } from '@sideline/eventstore';
import { BOARD_HISTORY, FORMATION_HISTORY, type DocumentHistoryTables } from './document-history';

export interface DocumentVersionRow {
  version: number;
  kind: 'update' | 'restore';
  at: Date;
  editors: string[];
  guestLinkIds: string[];
  /** for restores: the version brought back */
  restoredFrom: number | null;
}

/** Every version of a document (a board's drawing, a formation's diagram), oldest first. */
export async function listDocumentVersions(
  db: Queryable,
  tables: DocumentHistoryTables,
  id: string,
): Promise<DocumentVersionRow[]> {
  return db.query<DocumentVersionRow>(
    `SELECT version, kind, at, editors, guest_link_ids AS "guestLinkIds", restored_from AS "restoredFrom"
       FROM ${tables.versions} WHERE ${tables.idColumn} = $1 ORDER BY version`,
    [id],
  );
}

/**
 * The latest snapshot that stands for versions ≤ `atVersion` (default: any). A hint for where to start reading the
 * stream: when the read model lags, an older snapshot (or none) still gives the same document, only slower.
 */
export async function latestDocumentSnapshot(
  db: Queryable,
  tables: DocumentHistoryTables,
  id: string,
  atVersion?: number,
): Promise<{ version: number; upToVersion: number } | null> {
  const rows = await db.query<{ version: number; upToVersion: number }>(
    `SELECT version, up_to_version AS "upToVersion" FROM ${tables.snapshots}
      WHERE ${tables.idColumn} = $1 AND up_to_version <= $2 ORDER BY up_to_version DESC, version DESC LIMIT 1`,
    [id, atVersion ?? 2_147_483_647],
  );
  return rows[0] ?? null;
}

export const listBoardVersions = (db: Queryable, boardId: string) => listDocumentVersions(db, BOARD_HISTORY, boardId);
export const latestBoardSnapshot = (db: Queryable, boardId: string, atVersion?: number) =>
  latestDocumentSnapshot(db, BOARD_HISTORY, boardId, atVersion);
export const listFormationVersions = (db: Queryable, formationId: string) =>
  listDocumentVersions(db, FORMATION_HISTORY, formationId);
export const latestFormationSnapshot = (db: Queryable, formationId: string, atVersion?: number) =>
  latestDocumentSnapshot(db, FORMATION_HISTORY, formationId, atVersion);
