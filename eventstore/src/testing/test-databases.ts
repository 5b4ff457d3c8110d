/**
 * Databases for *.int.spec.ts files: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
 * Every `open()` gives a fresh, empty schema, so test files (and tests) never see each other's rows;
 * `close()` drops that schema again. Typical use:
 *
 *   describe.each(databaseTargets())('users on $name', (target) => {
 *     let db: Database;
 *     beforeAll(async () => { db = await target.open(); await EventStore.open(db); });
 *     afterAll(() => db.close());
 *     it('...', async () => { ... });
 *   });
 *
 * PGlite takes seconds to start, so the PGlite instance is shared by every open() in a test worker (each with its
 * own schema). It is one session: do not hold a transaction open while awaiting another open() of the same worker.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS, PgliteDatabase } from '../database/pglite-database';
import { PostgresDatabase } from '../database/postgres-database';
import { quoteSchema } from '../database/schema-name';
import type { Database } from '../types';

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  /** a Database on a new empty schema; close() drops the schema */
  open(): Promise<Database>;
}

export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [{ name: 'pglite', open: openPgliteSchema }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) targets.push({ name: 'postgres', open: () => openPostgresSchema(url) });
  return targets;
}

let schemaCounter = 0;

/** Unique across workers and runs: pid, counter and a random tail. */
export function freshSchemaName(prefix = 'test'): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}_${process.pid}_${++schemaCounter}_${random}`;
}

// On globalThis so that test files sharing a worker (when vitest does not isolate them) share the instance too.
const SHARED_PGLITE = Symbol.for('sideline.test.pglite');
type WithSharedPglite = typeof globalThis & { [SHARED_PGLITE]?: Promise<PGlite> };

function sharedPglite(): Promise<PGlite> {
  const global = globalThis as WithSharedPglite;
  global[SHARED_PGLITE] ??= PGlite.create({ extensions: PGLITE_EXTENSIONS });
  return global[SHARED_PGLITE];
}

async function openPgliteSchema(): Promise<Database> {
  const pglite = await sharedPglite();
  const schema = freshSchemaName();
  return PgliteDatabase.attach(pglite, schema, async () => {
    await pglite.exec(`DROP SCHEMA IF EXISTS ${quoteSchema(schema)} CASCADE`);
  });
}

async function openPostgresSchema(url: string): Promise<Database> {
  const schema = freshSchemaName();
  const db = await PostgresDatabase.open({ url, schema });
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    async close() {
      try {
        await db.exec(`DROP SCHEMA IF EXISTS ${quoteSchema(schema)} CASCADE`);
      } finally {
        await db.close();
      }
    },
  };
}
