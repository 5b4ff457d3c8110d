import { runMigrations, type Database } from '@sideline/eventstore';
import { RUNNER_MIGRATIONS } from './runner-schema';

const ready = new WeakMap<Database, Promise<string>>();

/**
 * Creates the checkpoint and lease tables once per process and database (the api process may read them before
 * any projections process has started), and returns the schema they live in.
 */
export function ensureRunnerTables(db: Database): Promise<string> {
  let schema = ready.get(db);
  if (!schema) {
    schema = (async () => {
      await runMigrations(db, 'projection-runner', RUNNER_MIGRATIONS);
      const rows = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
      return rows[0]?.schema ?? 'public';
    })();
    schema.catch(() => ready.delete(db));
    ready.set(db, schema);
  }
  return schema;
}
