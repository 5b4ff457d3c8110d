import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from '../types';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { isAlreadyExists, quoteSchema, searchPathFor, sqlParams } from './schema-name';

/** int8 and xid8 as bigint, as the PostgreSQL adapter returns them (PGlite alone gives number when it fits). */
const PARSERS = { 20: (text: string) => BigInt(text), 5069: (text: string) => BigInt(text) };

/**
 * One PGlite instance is one session. Several `PgliteDatabase`s may share it (tests: one instance, a schema
 * per test file), so every statement runs through the instance's gate, which switches search_path when needed.
 */
interface SessionGate {
  tail: Promise<unknown>;
  searchPath: string | null;
}
const gates = new WeakMap<PGlite, SessionGate>();

/**
 * PGlite runs each statement synchronously on this thread, and statements queued at its gate follow each other as
 * promise continuations, which never let the event loop turn: under load, no connection would be accepted, no
 * timer fire and no 503 be sent until the queue ran dry. So a statement waits for the event loop first when the
 * loop has not turned for YIELD_EVERY_MS (a setImmediate costs microseconds; once per 10 ms is nothing).
 */
const YIELD_EVERY_MS = 10;
let lastTurn = performance.now();
async function letTheEventLoopTurn(): Promise<void> {
  if (performance.now() - lastTurn < YIELD_EVERY_MS) return;
  await new Promise<void>((resolve) => setImmediate(resolve));
  lastTurn = performance.now();
}

/** Contrib extensions the read models use (pg_trgm: fuzzy drill search). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite keeps its shared buffers inside the Node process. Postgres's default (128 MB) is sized for a server;
 * an embedded, one-team install reads far less, and 32 MB keeps the whole app well under 500 MB resident.
 */
export const PGLITE_CONF = 'shared_buffers=32MB';

export interface PgliteDatabaseOptions {
  /** directory of the database files; in memory when omitted */
  dataDir?: string;
  /** schema for every table; created when missing */
  schema?: string;
}

export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  private closed = false;

  private constructor(
    /** the underlying instance, for tests and tools that need PGlite itself */
    readonly pglite: PGlite,
    private readonly searchPath: string,
    private readonly onClose: () => Promise<void>,
  ) {}

  /** Opens (and owns) a PGlite instance; a data directory is locked against other processes. */
  static async open(options: PgliteDatabaseOptions = {}): Promise<PgliteDatabase> {
    const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined;
    const lock: DataDirLock | undefined = dataDir ? acquireDataDirLock(dataDir) : undefined;
    let pglite: PGlite | undefined;
    try {
      // Extensions must be loaded when the instance is made; read models then CREATE EXTENSION as on PostgreSQL.
      pglite = new PGlite(dataDir, { parsers: PARSERS, extensions: PGLITE_EXTENSIONS, postgresqlconf: PGLITE_CONF });
      await pglite.waitReady;
      const owned = pglite;
      return await PgliteDatabase.attach(owned, options.schema, async () => {
        await owned.close();
        lock?.release();
      });
    } catch (error) {
      if (pglite && !pglite.closed) await pglite.close();
      lock?.release();
      throw error;
    }
  }

  /** Wraps an instance someone else owns; `close()` only detaches unless `onClose` says otherwise. */
  static async attach(
    pglite: PGlite,
    schema?: string,
    onClose: () => Promise<void> = async () => {},
  ): Promise<PgliteDatabase> {
    const db = new PgliteDatabase(pglite, searchPathFor(schema), onClose);
    if (schema) {
      await db.exec(`CREATE SCHEMA IF NOT EXISTS ${quoteSchema(schema)}`).catch((error: unknown) => {
        if (!isAlreadyExists(error)) throw error;
      });
    }
    return db;
  }

  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]> {
    return this.exclusive(
      async () => (await this.pglite.query<Row>(sql, sqlParams(params), { parsers: PARSERS })).rows,
    );
  }

  exec(sql: string): Promise<void> {
    return this.exclusive(async () => {
      await this.pglite.exec(sql);
    });
  }

  /** Do not use this database (only `tx`) inside `fn`: the single session is busy with the transaction. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.exclusive(() => this.pglite.transaction((tx) => fn(transactionQueryable(tx))));
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    this.assertOpen();
    const unlisten = await this.pglite.listen(channel, onNotify);
    return async () => {
      if (!this.pglite.closed) await unlisten();
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.gate().tail;
    await this.onClose();
  }

  private gate(): SessionGate {
    let gate = gates.get(this.pglite);
    if (!gate) {
      gate = { tail: Promise.resolve(), searchPath: null };
      gates.set(this.pglite, gate);
    }
    return gate;
  }

  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    this.assertOpen();
    const gate = this.gate();
    const result = gate.tail.then(async () => {
      await letTheEventLoopTurn();
      if (gate.searchPath !== this.searchPath) {
        await this.pglite.exec(`SET search_path TO ${this.searchPath}`);
        gate.searchPath = this.searchPath;
      }
      return fn();
    });
    gate.tail = result.catch(() => undefined);
    return result;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('the database is closed');
  }
}

function transactionQueryable(tx: Transaction): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[]) {
      await letTheEventLoopTurn();
      return (await tx.query<Row>(sql, sqlParams(params), { parsers: PARSERS })).rows;
    },
    async exec(sql: string) {
      await letTheEventLoopTurn();
      await tx.exec(sql);
    },
  };
}
