import type { MigrationStep } from '@sideline/eventstore';

/**
 * The seasons read model: each season folded by the domain's own `evolve` (`season_documents`), its row
 * (`seasons_view`), its sections and markers, and each team's active season. The practices on the calendar are the
 * `season-practices` read model (`season_practices`).
 */
export const seasonsMigrations: readonly MigrationStep[] = [
  {
    id: '001-seasons',
    sql: `
      CREATE TABLE IF NOT EXISTS season_documents (
        season_id text PRIMARY KEY,
        version integer NOT NULL,
        state jsonb NOT NULL
      );
      CREATE TABLE IF NOT EXISTS seasons_view (
        season_id text PRIMARY KEY,
        team_id text NOT NULL,
        name text NOT NULL,
        start_date date NOT NULL,
        end_date date NOT NULL,
        template_plan_id text,
        view_link_rotated_at timestamptz,
        calendar_link_rotated_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        version integer NOT NULL
      );
      CREATE INDEX IF NOT EXISTS seasons_view_by_team ON seasons_view (team_id, start_date);
      CREATE TABLE IF NOT EXISTS season_sections (
        season_id text NOT NULL,
        section_id text NOT NULL,
        ord integer NOT NULL,
        name text NOT NULL,
        start_date date NOT NULL,
        end_date date NOT NULL,
        colour text NOT NULL,
        notes text NOT NULL,
        visible_to_members boolean NOT NULL,
        default_sections jsonb NOT NULL,
        linked_items jsonb NOT NULL,
        PRIMARY KEY (season_id, section_id)
      );
      CREATE TABLE IF NOT EXISTS season_markers (
        season_id text NOT NULL,
        marker_id text NOT NULL,
        type text NOT NULL,
        title text NOT NULL,
        start_date date NOT NULL,
        end_date date NOT NULL,
        time text,
        duration_minutes integer,
        colour text NOT NULL,
        notes text NOT NULL,
        visible_to_members boolean NOT NULL,
        PRIMARY KEY (season_id, marker_id)
      );
      CREATE INDEX IF NOT EXISTS season_markers_by_date ON season_markers (season_id, start_date);
      CREATE TABLE IF NOT EXISTS team_active_seasons (
        team_id text PRIMARY KEY,
        season_id text NOT NULL,
        version integer NOT NULL
      );`,
  },
];

export const seasonPracticesMigrations: readonly MigrationStep[] = [
  {
    id: '001-season-practices',
    sql: `
      CREATE TABLE IF NOT EXISTS season_practices (
        plan_id text PRIMARY KEY,
        version integer NOT NULL,
        team_id text,
        name text NOT NULL,
        published boolean NOT NULL,
        deleted boolean NOT NULL,
        season_id text,
        date date,
        start_time text,
        duration_minutes integer
      );
      CREATE INDEX IF NOT EXISTS season_practices_by_season ON season_practices (season_id, date) WHERE season_id IS NOT NULL;`,
  },
];
