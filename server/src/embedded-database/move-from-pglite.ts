import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { openDatabase, type Database } from '@sideline/eventstore';
import { openCoreOn } from '../composition/open-core';
import { holdsPgliteData } from './configured-database';
import { startEmbeddedPostgres } from './embedded-postgres';

/** What PGlite keeps at the top of its directory: everything else there is Sideline's own (secrets, uploads). */
const PGLITE_ENTRY = /^(PG_VERSION|base|global|pg_[a-z_]+|postgresql(\.auto)?\.conf|postmaster\.(opts|pid))$/;
/** Rows copied per statement: a few MB of JSON at most for the widest tables. */
const BATCH_ROWS = 500;

export interface MoveReport {
  /** where the PGlite files went (kept, for going back) */
  keptAt: string;
  /** rows copied per table, the same on both sides */
  tables: Record<string, number>;
}

/**
 * Carries a DATA_DIR that PGlite made (the default start before PostgreSQL came in the box) over to PostgreSQL in the
 * box: every table is copied as it is (the event log, accounts and sessions, share links, and the read models with
 * their checkpoints, so nothing needs replaying), counted on both sides, and then the directories are swapped: the
 * PostgreSQL one takes DATA_DIR's name and the PGlite one is kept beside it as `<DATA_DIR>.pglite-<time>`. Sideline
 * must not run (DATA_DIR's lock); a move cut off halfway leaves DATA_DIR as it was.
 */
export async function moveFromPglite(dataDirInput: string, log: (line: string) => void, now = new Date()) {
  const dataDir = resolve(dataDirInput);
  if (!holdsPgliteData(dataDir)) throw new Error(`${dataDir} holds no PGlite database: nothing to move.`);
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const target = join(dirname(dataDir), `.${basename(dataDir)}.moving-${process.pid}`);
  removeWithCluster(target);

  // The source, migrated to this version first (so both sides have the same tables); it takes DATA_DIR's lock.
  const source = await openCoreOn(await openDatabase({ dataDir }), { api: true, collab: true, projections: false });
  const tables: Record<string, number> = {};
  try {
    mkdirSync(target, { recursive: true });
    for (const entry of readdirSync(dataDir)) {
      if (!PGLITE_ENTRY.test(entry) && entry !== 'sideline.lock')
        cpSync(join(dataDir, entry), join(target, entry), { recursive: true });
    }
    const server = await startEmbeddedPostgres({ dataDir: target, log });
    try {
      const copy = await openCoreOn(await openDatabase({ databaseUrl: server.url }), {
        api: true,
        collab: true,
        projections: false,
      });
      try {
        log(`Copying ${dataDir} from PGlite to PostgreSQL…`);
        Object.assign(tables, await copyTables(source.db, copy.db));
      } finally {
        await copy.close();
      }
    } finally {
      await server.stop();
    }
  } catch (error) {
    removeWithCluster(target);
    throw error;
  } finally {
    await source.close();
  }
  const keptAt = `${dataDir}.pglite-${stamp}`;
  renameSync(dataDir, keptAt);
  renameSync(target, dataDir);
  rmSync(join(dataDir, 'postgres-url'), { force: true });
  log(`Moved: ${dataDir} now runs on PostgreSQL; the PGlite files are kept in ${keptAt}.`);
  return { keptAt, tables } satisfies MoveReport;
}

/** Every table of the source's schema into the same (emptied) table of the target, then the sequences and counts. */
async function copyTables(from: Database, to: Database): Promise<Record<string, number>> {
  const names = (
    await from.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).map((row) => row.name);
  const counts: Record<string, number> = {};
  await to.transaction(async (tx) => {
    // Foreign keys and triggers are not checked row by row: the rows come from a database that held them together.
    await tx.exec(`SET LOCAL session_replication_role = replica`);
    for (const name of names) {
      const table = quoteIdent(name);
      await tx.exec(`TRUNCATE ${table} CASCADE`);
      // generated columns (search vectors) are made again by the target; identity columns keep their values
      const columns = (
        await from.query<{ name: string }>(
          `SELECT column_name AS name FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
            ORDER BY ordinal_position`,
          [name],
        )
      )
        .map((row) => quoteIdent(row.name))
        .join(', ');
      let copied = 0;
      for (;;) {
        const rows = await from.query<{ row: unknown }>(
          `SELECT row_to_json(t) AS row FROM ${table} t ORDER BY ctid LIMIT ${BATCH_ROWS} OFFSET ${copied}`,
        );
        if (rows.length === 0) break;
        await tx.query(
          `INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE
           SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`,
          [JSON.stringify(rows.map((r) => r.row))],
        );
        copied += rows.length;
      }
      counts[name] = copied;
    }
    // Sequences continue after the copied rows (the log's global position first of all).
    const sequences = await tx.query<{ table: string; column: string; sequence: string }>(
      `SELECT c.relname AS table, a.attname AS column, s.relname AS sequence
         FROM pg_depend d
         JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
         JOIN pg_class c ON c.oid = d.refobjid
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = d.refobjsubid
         JOIN pg_namespace n ON n.oid = s.relnamespace AND n.nspname = current_schema()`,
    );
    for (const { table, column, sequence } of sequences) {
      await tx.query(
        `SELECT setval($1::regclass, COALESCE((SELECT max(${quoteIdent(column)}) FROM ${quoteIdent(table)}), 1),
                (SELECT max(${quoteIdent(column)}) IS NOT NULL FROM ${quoteIdent(table)}))`,
        [quoteIdent(sequence)],
      );
    }
    for (const name of names) {
      const [row] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quoteIdent(name)}`);
      if (row?.n !== counts[name]) throw new Error(`${name}: ${counts[name]} rows read, ${row?.n ?? 0} written`);
    }
  });
  return counts;
}

/** A directory, and the cluster it links to when a root start had to keep that outside (embedded-postgres.ts). */
function removeWithCluster(dir: string): void {
  const cluster = join(dir, 'postgres');
  if (existsSync(dir) && lstatSync(cluster, { throwIfNoEntry: false })?.isSymbolicLink())
    rmSync(readlinkSync(cluster), { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
