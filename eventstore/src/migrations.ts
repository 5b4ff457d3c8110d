import type { Database } from './types';

/** One schema change. `id` is stable forever (e.g. `001-events`); `sql` may hold several statements. */
export interface MigrationStep {
  id: string;
  sql: string;
}

/**
 * Applies the component's steps that are not yet recorded in `schema_migrations`, in order, in one
 * transaction. A transaction-scoped advisory lock makes parallel starts (several processes, or test workers
 * sharing a schema) wait for each other instead of racing on CREATE TABLE. Returns the ids it applied.
 */
export async function runMigrations(
  db: Database,
  component: string,
  steps: readonly MigrationStep[],
): Promise<string[]> {
  assertUniqueIds(component, steps);
  return db.transaction(async (tx) => {
    // Two-key form: its lock space is separate from the single-bigint locks the event store takes per stream.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('sideline.migrations'), hashtext(current_schema()))`);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        component text NOT NULL,
        id text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (component, id)
      )`);
    const rows = await tx.query<{ id: string }>('SELECT id FROM schema_migrations WHERE component = $1', [component]);
    const applied = new Set(rows.map((row) => row.id));
    const appliedNow: string[] = [];
    for (const step of steps) {
      if (applied.has(step.id)) continue;
      await tx.exec(step.sql);
      await tx.query('INSERT INTO schema_migrations (component, id) VALUES ($1, $2)', [component, step.id]);
      appliedNow.push(step.id);
    }
    return appliedNow;
  });
}

function assertUniqueIds(component: string, steps: readonly MigrationStep[]): void {
  const seen = new Set<string>();
  for (const step of steps) {
    if (seen.has(step.id)) throw new Error(`migration id "${step.id}" appears twice in ${component}`);
    seen.add(step.id);
  }
}
