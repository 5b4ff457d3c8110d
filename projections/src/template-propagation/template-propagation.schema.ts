import type { MigrationStep } from '@sideline/eventstore';

/**
 * The to-do list of the template propagation reactor (api/src/recurrences/template-propagation.reactor.ts):
 * which plans are the template of a season's generated practices (`template_links`, a read model), and which
 * (template, season) pairs have template changes their practices may not have taken yet (`template_sync_due`, a
 * queue). The reactor claims a due row, syncs, and deletes it only when no newer change marked it meanwhile
 * (`marks`). The queue is no read model: a rebuild keeps it, and marks only events past the last one it marked
 * (`template_sync_marked_through`, one row), so a rebuild ends with the same rows as the live state.
 */
export const templatePropagationMigrations: readonly MigrationStep[] = [
  {
    id: '001-template-propagation',
    sql: `
      CREATE TABLE IF NOT EXISTS template_links (
        template_plan_id text NOT NULL,
        season_id text NOT NULL,
        PRIMARY KEY (template_plan_id, season_id)
      );
      CREATE TABLE IF NOT EXISTS template_sync_due (
        template_plan_id text NOT NULL,
        season_id text NOT NULL,
        edited_by text,
        marks integer NOT NULL,
        marked_at timestamptz NOT NULL,
        claimed_by text,
        claimed_until timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        PRIMARY KEY (template_plan_id, season_id)
      );
      CREATE INDEX IF NOT EXISTS template_sync_due_by_time ON template_sync_due (marked_at);`,
  },
  {
    // Started at the read model's checkpoint (when the runner's tables exist): every event up to a checkpoint was
    // applied, and so marked, at least once; events past it are marked (again, at worst), never skipped.
    id: '002-template-sync-marked-through',
    sql: `
      CREATE TABLE IF NOT EXISTS template_sync_marked_through (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        transaction_id xid8 NOT NULL,
        global_position bigint NOT NULL
      );
      DO $$ BEGIN
        IF to_regclass('projection_checkpoints') IS NOT NULL THEN
          INSERT INTO template_sync_marked_through (transaction_id, global_position)
          SELECT transaction_id, global_position FROM projection_checkpoints WHERE name = 'template-propagation'
          ON CONFLICT DO NOTHING;
        END IF;
      END $$;`,
  },
];
