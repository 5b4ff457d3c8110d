import type { MigrationStep } from '@sideline/eventstore';
import { searchVectorMigrationSql } from '../sql';

/**
 * `plans_view`: one row per plan with every column the list filters, sorts or searches by (from the plan's state and
 * its timing). `plan_documents`: the plan as the decider folds it (the same `evolvePlan`), for the detail page and
 * the editor. `plan_votes`: one row per voter and plan.
 * (Migrations 005/006 once created the usage tables here; the usage read model owns them now.)
 */
const PLANS_VIEW = `
CREATE TABLE IF NOT EXISTS plans_view (
  plan_id text PRIMARY KEY,
  owner_id text NOT NULL,
  team_id text,
  sport text NOT NULL,
  name text NOT NULL,
  description_plain text NOT NULL DEFAULT '',
  phase text,
  goals text[] NOT NULL DEFAULT '{}',
  expected_participants integer,
  start_time text,
  visibility text NOT NULL,
  editable_by_others boolean NOT NULL,
  published boolean NOT NULL DEFAULT false,
  published_at timestamptz,
  scheduled_date date,
  total_minutes integer NOT NULL DEFAULT 0,
  target_minutes integer,
  section_count integer NOT NULL DEFAULT 0,
  item_count integer NOT NULL DEFAULT 0,
  drill_ids text[] NOT NULL DEFAULT '{}',
  copied_from text,
  draft_id text,
  votes_up integer NOT NULL DEFAULT 0,
  votes_down integer NOT NULL DEFAULT 0,
  vote_score integer NOT NULL DEFAULT 0,
  deleted boolean NOT NULL DEFAULT false,
  version integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', description_plain), 'B')
  ) STORED
);
CREATE INDEX IF NOT EXISTS plans_view_search ON plans_view USING gin (search);
CREATE INDEX IF NOT EXISTS plans_view_goals ON plans_view USING gin (goals);
CREATE INDEX IF NOT EXISTS plans_view_drill_ids ON plans_view USING gin (drill_ids);
CREATE INDEX IF NOT EXISTS plans_view_listed ON plans_view (visibility, deleted, created_at DESC);
CREATE INDEX IF NOT EXISTS plans_view_owner ON plans_view (owner_id, updated_at DESC);
CREATE INDEX IF NOT EXISTS plans_view_team ON plans_view (team_id, scheduled_date) WHERE team_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS plans_view_sport ON plans_view (sport, created_at DESC);
CREATE INDEX IF NOT EXISTS plans_view_name ON plans_view (lower(name));
CREATE INDEX IF NOT EXISTS plans_view_duration ON plans_view (total_minutes);
CREATE INDEX IF NOT EXISTS plans_view_votes ON plans_view (vote_score DESC);
CREATE INDEX IF NOT EXISTS plans_view_participants ON plans_view (expected_participants);
CREATE INDEX IF NOT EXISTS plans_view_name_trgm ON plans_view USING gin (name gin_trgm_ops);`;

const PLAN_DOCUMENTS = `
CREATE TABLE IF NOT EXISTS plan_documents (
  plan_id text PRIMARY KEY,
  version integer NOT NULL,
  state jsonb NOT NULL
);`;

const PLAN_VOTES = `
CREATE TABLE IF NOT EXISTS plan_votes (
  plan_id text NOT NULL,
  user_id text NOT NULL,
  value smallint NOT NULL,
  version integer NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (plan_id, user_id)
);
CREATE INDEX IF NOT EXISTS plan_votes_user ON plan_votes (user_id, updated_at DESC) WHERE value <> 0;`;

/** pg_trgm lives in `public` (see drills.schema.ts); the plan list's fuzzy fallback needs it too. */
const TRIGRAM_EXTENSION = `
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
END $$;`;

/**
 * `season_id`: the season whose calendar holds the plan (a practice), null for the library of plans; the list's
 * "Plans | Practices on the calendar" choice. `edited_at`: when a person last edited the plan (what a season template
 * wrote and publishing do not count); null for a generated practice nobody touched. Filled by the rebuild that the
 * projection's version brings.
 */
const CALENDAR_AND_EDITS = `
ALTER TABLE plans_view ADD COLUMN IF NOT EXISTS season_id text;
ALTER TABLE plans_view ADD COLUMN IF NOT EXISTS edited_at timestamptz;
CREATE INDEX IF NOT EXISTS plans_view_library ON plans_view (visibility, created_at DESC) WHERE season_id IS NULL AND NOT deleted;
CREATE INDEX IF NOT EXISTS plans_view_calendar ON plans_view (team_id, scheduled_date) WHERE season_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS plans_view_owner_edited ON plans_view (owner_id, edited_at DESC) WHERE edited_at IS NOT NULL;`;

export const plansMigrations: readonly MigrationStep[] = [
  { id: '001-pg-trgm', sql: TRIGRAM_EXTENSION },
  { id: '002-plans-view', sql: PLANS_VIEW },
  { id: '003-plan-documents', sql: PLAN_DOCUMENTS },
  { id: '004-plan-votes', sql: PLAN_VOTES },
  // Plan names like "U-12 4-3-3 week 2" are searchable as the words a coach types: see searchableText.
  {
    id: '007-search-words-as-typed',
    sql: searchVectorMigrationSql('plans_view', 'plans_view_search', [
      ['name', 'A'],
      ['description_plain', 'B'],
    ]),
  },
  { id: '008-calendar-and-edits', sql: CALENDAR_AND_EDITS },
];
