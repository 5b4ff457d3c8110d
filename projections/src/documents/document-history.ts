import type { Queryable } from '@sideline/eventstore';
import { recordsetParam, upsertSql } from '../batch/recordset-sql';

/**
 * The drawing history shared by boards and formations: every document version with its editors (the history slider)
 * and where snapshots are (loads start from the latest one). A batch collects the versions and snapshots it meets and
 * inserts the new ones in one statement each; the row's version count is counted in memory from the rows stored before
 * the batch plus the versions it added (a version delivered twice, even in one batch, counts once).
 */
export interface DocumentHistoryTables {
  versions: string;
  snapshots: string;
  idColumn: string;
}

export const BOARD_HISTORY: DocumentHistoryTables = {
  versions: 'board_versions',
  snapshots: 'board_snapshots',
  idColumn: 'board_id',
};
export const FORMATION_HISTORY: DocumentHistoryTables = {
  versions: 'formation_versions',
  snapshots: 'formation_snapshots',
  idColumn: 'formation_id',
};

export interface DocumentVersion {
  id: string;
  version: number;
  kind: 'update' | 'restore';
  at: string;
  editors: readonly string[];
  guestLinkIds: readonly string[];
  restoredFrom: number | null;
}

export class DocumentHistoryBatch {
  private readonly counts = new Map<string, number>();
  private readonly known = new Set<string>();
  private readonly versions: DocumentVersion[] = [];
  private readonly snapshots = new Map<string, { id: string; version: number; upTo: number }>();

  private constructor(private readonly tables: DocumentHistoryTables) {}

  /** Loads how many versions each document has and which of the batch's versions are already stored (two queries). */
  static async load(
    tx: Queryable,
    tables: DocumentHistoryTables,
    versions: readonly { id: string; version: number }[],
  ): Promise<DocumentHistoryBatch> {
    const batch = new DocumentHistoryBatch(tables);
    if (versions.length === 0) return batch;
    const { versions: table, idColumn } = tables;
    const counts = await tx.query<{ id: string; n: number }>(
      `SELECT ${idColumn} AS id, count(*)::int AS n FROM ${table} WHERE ${idColumn} = ANY($1::text[]) GROUP BY ${idColumn}`,
      [[...new Set(versions.map((v) => v.id))]],
    );
    for (const row of counts) batch.counts.set(row.id, row.n);
    const stored = await tx.query<{ id: string; version: number }>(
      `SELECT v.${idColumn} AS id, v.version FROM ${table} v JOIN unnest($1::text[], $2::int[]) AS p(id, version) ON v.${idColumn} = p.id AND v.version = p.version`,
      [versions.map((v) => v.id), versions.map((v) => v.version)],
    );
    for (const row of stored) batch.known.add(`${row.id}\u0000${row.version}`);
    return batch;
  }

  /** Records a version (unless stored already) and returns the document's version count after it. */
  add(version: DocumentVersion): number {
    const key = `${version.id}\u0000${version.version}`;
    if (!this.known.has(key)) {
      this.known.add(key);
      this.versions.push(version);
      this.counts.set(version.id, (this.counts.get(version.id) ?? 0) + 1);
    }
    return this.counts.get(version.id) ?? 0;
  }

  snapshot(id: string, version: number, upTo: number): void {
    const key = `${id}\u0000${version}`;
    if (!this.snapshots.has(key)) this.snapshots.set(key, { id, version, upTo });
  }

  async write(tx: Queryable): Promise<void> {
    const { versions, snapshots, idColumn } = this.tables;
    if (this.versions.length > 0) {
      await tx.query(
        upsertSql({
          table: versions,
          columns: [
            [idColumn, 'text'],
            ['version', 'integer'],
            ['kind', 'text'],
            ['at', 'timestamptz'],
            ['editors', 'text[]'],
            ['guest_link_ids', 'text[]'],
            ['restored_from', 'integer'],
          ],
          key: [idColumn, 'version'],
          insertOnly: true,
        }),
        [
          recordsetParam(
            this.versions.map((v) => ({
              [idColumn]: v.id,
              version: v.version,
              kind: v.kind,
              at: v.at,
              editors: v.editors,
              guest_link_ids: v.guestLinkIds,
              restored_from: v.restoredFrom,
            })),
          ),
        ],
      );
    }
    if (this.snapshots.size > 0) {
      await tx.query(
        upsertSql({
          table: snapshots,
          columns: [
            [idColumn, 'text'],
            ['version', 'integer'],
            ['up_to_version', 'integer'],
          ],
          key: [idColumn, 'version'],
          insertOnly: true,
        }),
        [
          recordsetParam(
            [...this.snapshots.values()].map((s) => ({ [idColumn]: s.id, version: s.version, up_to_version: s.upTo })),
          ),
        ],
      );
    }
  }
}
