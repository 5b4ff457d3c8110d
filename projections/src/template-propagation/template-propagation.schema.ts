import type { MigrationStep } from '@sideline/eventstore';

/**
 * The to-do list of the template propagation reactor (api/src/recurrences/template-propagation.reactor.ts):
 * which plans are the template of a season's generated practices (`template_links`), and which (template, season)
 * pairs have template changes their practices may not have taken yet (`template_sync_due`). The reactor claims a
 * due row, syncs, and deletes it only when no newer change marked it meanwhile (`marks`).
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
];
