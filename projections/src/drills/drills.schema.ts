import type { MigrationStep } from '@sideline/eventstore';
import { PLAN_DRILL_USAGE_TABLE } from '../usage/usage-tables';
import { searchVectorMigrationSql } from '../sql';

/**
 * pg_trgm lives in `public` (every connection's search_path ends with it), never in an app or test schema:
 * dropping such a schema would drop the extension, and the trigram indexes of every other schema with it.
 * Two processes (or test workers on two schemas) may create it at once; the loser's duplicate error is harmless.
 */
const TRIGRAM_EXTENSION = `
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
END $$;`;

/**
 * One row per drill with every column the list filters, sorts or searches by. Arrays are text[] so "any of" and
 * "none of" filters are GIN overlap tests (`&&`); `*_keys` hold the lower-cased values the filters compare.
 * `search` is generated from the text columns, so rows written in bulk (bench, imports) are searchable too.
 * `team_id` is the team a drill is shared with (always null until drills can be shared with a team), kept so the
 * list scope is the policy's, column for column.
 */
const DRILLS_TABLE = `
CREATE TABLE IF NOT EXISTS drills (
  drill_id text PRIMARY KEY,
  owner_id text NOT NULL,
  team_id text,
  sport text NOT NULL,
  name text NOT NULL,
  brief_description text NOT NULL,
  detailed_plain text NOT NULL DEFAULT '',
  skill_levels text[] NOT NULL,
  complexity text,
  complexity_rank smallint,
  length_min integer NOT NULL,
  length_max integer NOT NULL,
  players_min integer NOT NULL,
  players_max integer,
  skills text[] NOT NULL,
  skill_keys text[] NOT NULL,
  positions text[] NOT NULL,
  drill_types text[] NOT NULL,
  drill_type_keys text[] NOT NULL,
  has_video boolean NOT NULL,
  diagram_count integer NOT NULL,
  visibility text NOT NULL,
  editable_by_others boolean NOT NULL,
  variation_of text,
  variation_count integer NOT NULL DEFAULT 0,
  votes_up integer NOT NULL DEFAULT 0,
  votes_down integer NOT NULL DEFAULT 0,
  vote_score integer NOT NULL DEFAULT 0,
  usage_count integer NOT NULL DEFAULT 0,
  import_batch_id text,
  deleted boolean NOT NULL DEFAULT false,
  version integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', name), 'A') ||
    setweight(to_tsvector('simple', brief_description), 'B') ||
    setweight(to_tsvector('simple', detailed_plain), 'C')
  ) STORED
);
CREATE INDEX IF NOT EXISTS drills_search ON drills USING gin (search);
CREATE INDEX IF NOT EXISTS drills_skill_levels ON drills USING gin (skill_levels);
CREATE INDEX IF NOT EXISTS drills_skill_keys ON drills USING gin (skill_keys);
CREATE INDEX IF NOT EXISTS drills_positions ON drills USING gin (positions);
CREATE INDEX IF NOT EXISTS drills_drill_type_keys ON drills USING gin (drill_type_keys);
CREATE INDEX IF NOT EXISTS drills_listed ON drills (visibility, deleted, created_at DESC);
CREATE INDEX IF NOT EXISTS drills_owner ON drills (owner_id, created_at DESC);
CREATE INDEX IF NOT EXISTS drills_team ON drills (team_id) WHERE team_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS drills_sport ON drills (sport, created_at DESC);
CREATE INDEX IF NOT EXISTS drills_variation_of ON drills (variation_of) WHERE variation_of IS NOT NULL;
CREATE INDEX IF NOT EXISTS drills_import_batch ON drills (import_batch_id) WHERE import_batch_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS drills_complexity ON drills (complexity_rank);
CREATE INDEX IF NOT EXISTS drills_length ON drills (length_min, length_max);
CREATE INDEX IF NOT EXISTS drills_players ON drills (players_min, players_max);
CREATE INDEX IF NOT EXISTS drills_media ON drills (has_video, diagram_count);
CREATE INDEX IF NOT EXISTS drills_name_order ON drills (lower(name));
CREATE INDEX IF NOT EXISTS drills_votes ON drills (vote_score DESC);
CREATE INDEX IF NOT EXISTS drills_usage ON drills (usage_count DESC);`;

/**
 * The whole drill (rich text, diagrams) for its page, beside the list row rather than in it: list queries scan
 * `drills`, and a narrow row keeps that scan fast (diagrams alone can be megabytes).
 */
const DRILL_CONTENTS_TABLE = `
CREATE TABLE IF NOT EXISTS drill_contents (
  drill_id text PRIMARY KEY,
  content jsonb NOT NULL
);
-- A first draft kept the content (and trigram indexes) in the list row; databases made with it lose them here.
ALTER TABLE drills DROP COLUMN IF EXISTS content;
DROP INDEX IF EXISTS drills_name_trgm;
DROP INDEX IF EXISTS drills_brief_trgm;`;

/**
 * Every word of drill names and brief descriptions, with a trigram index: the fuzzy fallback looks up the words
 * closest to each misspelt search word here (a few thousand short rows) and searches the full text for those,
 * instead of comparing the search with every drill's text (measured: 650 ms → a few ms on 10,000 drills).
 * Words are only added: a word no drill uses any more can only suggest a search that finds nothing.
 */
const SEARCH_WORDS_TABLE = `
CREATE TABLE IF NOT EXISTS drill_search_words (word text PRIMARY KEY);
CREATE INDEX IF NOT EXISTS drill_search_words_trgm ON drill_search_words USING gin (word gin_trgm_ops);`;

/**
 * One row per voter and drill. A withdrawn vote stays as value 0, so its stream version still guards the row
 * against an older event replayed over it.
 */
const DRILL_VOTES_TABLE = `
CREATE TABLE IF NOT EXISTS drill_votes (
  drill_id text NOT NULL,
  user_id text NOT NULL,
  value smallint NOT NULL,
  version integer NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (drill_id, user_id)
);
CREATE INDEX IF NOT EXISTS drill_votes_user ON drill_votes (user_id, updated_at DESC) WHERE value <> 0;`;

export const drillsMigrations: readonly MigrationStep[] = [
  { id: '001-pg-trgm', sql: TRIGRAM_EXTENSION },
  { id: '002-drills', sql: DRILLS_TABLE },
  { id: '003-drill-contents', sql: DRILL_CONTENTS_TABLE },
  { id: '004-drill-votes', sql: DRILL_VOTES_TABLE },
  { id: '005-drill-search-words', sql: SEARCH_WORDS_TABLE },
  // Owned by the usage read model; created here too so a drill inserted before any plan can read its usage.
  { id: '006-plan-drill-usage', sql: PLAN_DRILL_USAGE_TABLE },
  // "U-12" and "3-on-2" are searchable as the words a coach types: see searchableText.
  {
    id: '007-search-words-as-typed',
    sql: searchVectorMigrationSql('drills', 'drills_search', [
      ['name', 'A'],
      ['brief_description', 'B'],
      ['detailed_plain', 'C'],
    ]),
  },
];
