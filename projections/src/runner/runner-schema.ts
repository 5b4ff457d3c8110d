import type { MigrationStep } from '@sideline/eventstore';

/** Channel the runner notifies in every batch transaction (delivered on commit). */
export const PROJECTIONS_CHANNEL = 'sideline_projections';

export const RUNNER_MIGRATIONS: readonly MigrationStep[] = [
  {
    id: '001-checkpoints-and-leases',
    sql: `
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        version integer NOT NULL,
        transaction_id xid8 NOT NULL,
        global_position bigint NOT NULL,
        events_processed bigint NOT NULL DEFAULT 0,
        -- the last apply failure, visible to every process (readyz, admin) until a batch succeeds
        last_error text,
        last_error_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE projection_leases (
        name text PRIMARY KEY,
        owner text NOT NULL,
        expires_at timestamptz NOT NULL
      );`,
  },
  {
    // Definitions of the indexes a running rebuild dropped, until it builds them again (see deferred-indexes.ts).
    id: '002-deferred-indexes',
    sql: `
      CREATE TABLE projection_deferred_indexes (
        projection text NOT NULL,
        index_name text NOT NULL,
        definition text NOT NULL,
        PRIMARY KEY (projection, index_name)
      );`,
  },
];
