import type { MigrationStep } from '@sideline/eventstore';
import { PLAN_FORMATION_USAGE_TABLE } from '../usage/usage-tables';
import { searchVectorMigrationSql } from '../sql';

/**
 * One row per formation with every column the list filters, sorts or searches by, and the detail page's text.
 * `tags_text` holds the tags as one string for the generated `search` vector (array_to_string is not immutable, so
 * it cannot be used in a generated column); `tag_keys` the lower-cased tags the filter compares. `version` is the
 * details version (the ETag: diagram stores do not move it), `stream_version` guards every write against replays.
 * `team_id` is the team a formation is shared with (always null until formations can be shared with a team), kept so
 * the list scope is the policy's, column for column.
 * `used_in_plan_count` (the "most used" number and the card's "used in N plans") is written by the usage read model
 * (projections/src/usage/); a new row reads it from `plan_formation_usage`.
 */
const FORMATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS formations (
  formation_id text PRIMARY KEY,
  owner_id text NOT NULL,
  team_id text,
  sport text NOT NULL,
  name text NOT NULL,
  brief_description text NOT NULL,
  detailed_description text NOT NULL,
  detailed_plain text NOT NULL,
  tags text[] NOT NULL,
  tag_keys text[] NOT NULL,
  tags_text text NOT NULL,
  formation_type text NOT NULL,
  court_template_id text NOT NULL,
  visibility text NOT NULL,
  editable_by_others boolean NOT NULL,
  duplicated_from text,
  votes_up integer NOT NULL DEFAULT 0,
  votes_down integer NOT NULL DEFAULT 0,
  vote_score integer NOT NULL DEFAULT 0,
  used_in_plan_count integer NOT NULL DEFAULT 0,
  diagram_version_count integer NOT NULL DEFAULT 0,
  deleted boolean NOT NULL DEFAULT false,
  version integer NOT NULL,
  stream_version integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', name), 'A') ||
    setweight(to_tsvector('simple', tags_text), 'B') ||
    setweight(to_tsvector('simple', brief_description), 'B') ||
    setweight(to_tsvector('simple', detailed_plain), 'C')
  ) STORED
);
CREATE INDEX IF NOT EXISTS formations_search ON formations USING gin (search);
CREATE INDEX IF NOT EXISTS formations_tag_keys ON formations USING gin (tag_keys);
CREATE INDEX IF NOT EXISTS formations_listed ON formations (visibility, deleted, created_at DESC);
CREATE INDEX IF NOT EXISTS formations_owner ON formations (owner_id, created_at DESC);
CREATE INDEX IF NOT EXISTS formations_team ON formations (team_id) WHERE team_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS formations_sport ON formations (sport, created_at DESC);
CREATE INDEX IF NOT EXISTS formations_type ON formations (formation_type);
CREATE INDEX IF NOT EXISTS formations_name_order ON formations (lower(name));
CREATE INDEX IF NOT EXISTS formations_updated ON formations (updated_at DESC);
CREATE INDEX IF NOT EXISTS formations_votes ON formations (vote_score DESC);
CREATE INDEX IF NOT EXISTS formations_duplicated_from ON formations (duplicated_from) WHERE duplicated_from IS NOT NULL;`;

/**
 * Every word of formation names, tags and brief descriptions, trigram-indexed: the fuzzy fallback of the search
 * (as for drills) finds the known words closest to a misspelt one here. Needs pg_trgm, which the drills read model
 * creates in `public`; it is created here too (idempotently) so this read model can be migrated on its own.
 */
const SEARCH_WORDS_TABLE = `
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
END $$;
CREATE TABLE IF NOT EXISTS formation_search_words (word text PRIMARY KEY);
CREATE INDEX IF NOT EXISTS formation_search_words_trgm ON formation_search_words USING gin (word gin_trgm_ops);`;

/** One row per voter and formation; a withdrawn vote stays as 0 so its stream version still guards the row. */
const FORMATION_VOTES_TABLE = `
CREATE TABLE IF NOT EXISTS formation_votes (
  formation_id text NOT NULL,
  user_id text NOT NULL,
  value smallint NOT NULL,
  version integer NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (formation_id, user_id)
);
CREATE INDEX IF NOT EXISTS formation_votes_user ON formation_votes (user_id, updated_at DESC) WHERE value <> 0;`;

/** Diagram versions (the history slider) and where snapshots are (loads start there), as for boards. */
const DIAGRAM_TABLES = `
CREATE TABLE IF NOT EXISTS formation_versions (
  formation_id text NOT NULL,
  version integer NOT NULL,
  kind text NOT NULL,
  at timestamptz NOT NULL,
  editors text[] NOT NULL,
  guest_link_ids text[] NOT NULL,
  restored_from integer,
  PRIMARY KEY (formation_id, version)
);
CREATE TABLE IF NOT EXISTS formation_snapshots (
  formation_id text NOT NULL,
  version integer NOT NULL,
  up_to_version integer NOT NULL,
  PRIMARY KEY (formation_id, version)
);
CREATE INDEX IF NOT EXISTS formation_snapshots_up_to ON formation_snapshots (formation_id, up_to_version);`;

export const formationsMigrations: readonly MigrationStep[] = [
  { id: '001-formations', sql: FORMATIONS_TABLE },
  { id: '002-formation-search-words', sql: SEARCH_WORDS_TABLE },
  { id: '003-formation-votes', sql: FORMATION_VOTES_TABLE },
  { id: '004-formation-diagram-versions', sql: DIAGRAM_TABLES },
  { id: '005-plan-formation-usage', sql: PLAN_FORMATION_USAGE_TABLE },
  // "4-3-3" and "1.5" are searchable as the words a coach types (4, 3, 3): see searchableText.
  {
    id: '006-search-words-as-typed',
    sql: searchVectorMigrationSql('formations', 'formations_search', [
      ['name', 'A'],
      ['tags_text', 'B'],
      ['brief_description', 'B'],
      ['detailed_plain', 'C'],
    ]),
  },
];
