import type { MigrationStep } from './migrations';

/**
 * Channel the store notifies after every append (delivered on commit); the payload starts with `<schema>:` (then the
 * transaction id, and the position when sent after commit). Listeners only need "something new in my schema".
 */
export const EVENTS_CHANNEL = 'sideline_events';

/** SQLSTATEs raised by append_to_stream, turned into typed errors by the store. */
export const VERSION_CONFLICT_SQLSTATE = 'SL409';
export const DUPLICATE_EVENT_SQLSTATE = 'SL410';

const TABLES = `
CREATE TABLE streams (
  stream_id text PRIMARY KEY,
  stream_type text NOT NULL,
  version integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- No foreign key to streams: append_to_stream writes both under one lock, and the check would cost every insert.
CREATE TABLE events (
  global_position bigint GENERATED ALWAYS AS IDENTITY,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  stream_version integer NOT NULL,
  event_id uuid NOT NULL UNIQUE,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (stream_id, stream_version)
);

-- The global read order.
CREATE UNIQUE INDEX events_global_order_idx ON events (transaction_id, global_position);
CREATE INDEX events_type_idx ON events (type);

CREATE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events are append-only: % on the events table is not allowed', TG_OP
    USING HINT = 'Correct a past event by appending a new one.';
END $$;

-- Statement level, so even an UPDATE or DELETE that matches no row is refused.
CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION events_are_append_only();
`;

/**
 * (Migrations 002-004; replaced by one INSERT in 005, see append-statements.ts.)
 * The whole append in one call, so it is one round trip and one transaction (or part of the caller's).
 * p_expected_version: 'any' | 'no_stream' | 'stream_exists' | a version number, as text.
 * p_events: [{event_id, type, data, metadata}, ...].
 * p_notify: NOTIFY inside the transaction. NOTIFY serialises the commits of all notifying transactions
 * (a database-wide lock held through the commit flush), so plain appends on PostgreSQL notify after commit
 * from the client instead; appends inside a caller's transaction must notify here.
 * Few statements on purpose: each one costs an executor start-up, which dominates a one-event append.
 */

/** The stream's folded state at the version just written, kept beside the append in its transaction (optional). */
const SNAPSHOT_WRITE = `
  IF p_snapshot IS NOT NULL THEN
    INSERT INTO stream_snapshots AS sn (stream_id, tag, version, state)
    VALUES (p_stream_id, p_snapshot ->> 'tag', next_expected_version, p_snapshot -> 'state')
    ON CONFLICT (stream_id) DO UPDATE SET tag = excluded.tag, version = excluded.version, state = excluded.state, taken_at = now();
  END IF;`;

/**
 * Snapshots: one per stream, the state its decider folded at `version`, written by the command that reached that
 * version. Disposable: `tag` names the code that folded it (a changed evolve uses another tag, and the old snapshot is
 * ignored), and deleting the table loses nothing but speed. Not part of the log: UPDATE and DELETE are allowed.
 */
const SNAPSHOTS = `
CREATE TABLE stream_snapshots (
  stream_id text PRIMARY KEY,
  tag text NOT NULL,
  version integer NOT NULL,
  state jsonb NOT NULL,
  taken_at timestamptz NOT NULL DEFAULT now()
);
DROP FUNCTION append_to_stream(text, text, text, jsonb, boolean);
`;

const appendFunction = (withSnapshot: boolean, schemaInPayload = false) => `
CREATE FUNCTION append_to_stream(
  p_stream_id text,
  p_stream_type text,
  p_expected_version text,
  p_events jsonb,
  p_notify boolean,
${withSnapshot ? '  p_snapshot jsonb,\n' : ''}  OUT next_expected_version integer,
  OUT transaction_id xid8,
  OUT last_global_position bigint,
  OUT idempotent_replay boolean
)
-- Every lookup here has an index. Without this, a plan cached while the tables were small (a fresh database;
-- PGlite never auto-analyzes) stays a sequential scan as they grow, and appends slow down with the log's size.
LANGUAGE plpgsql SET enable_seqscan = off AS $$
#variable_conflict use_column
DECLARE
  v_count integer := jsonb_array_length(p_events);
  v_current integer;
  v_exists boolean;
  v_conflict boolean;
  v_stored integer;
  v_foreign integer;
  v_stored_version integer;
  v_previous_xid xid8;
BEGIN
  -- An advisory lock, not a row lock: it assigns no transaction id, so the writer of version n+1 gets its id
  -- after the writer of version n committed, and the global order (transaction_id, ...) keeps stream order.
  PERFORM pg_advisory_xact_lock(hashtextextended(p_stream_id, 0));

  -- The stream's version, and which of these event ids are stored already (a retry), in one statement.
  -- = ANY(ARRAY(...)) is always an index probe per id, whatever the planner thinks of the table's size.
  SELECT (SELECT s.version FROM streams s WHERE s.stream_id = p_stream_id),
         count(*)::integer, (count(*) FILTER (WHERE e.stream_id <> p_stream_id))::integer, max(e.stream_version)
    INTO v_current, v_stored, v_foreign, v_stored_version
    FROM events e
   WHERE e.event_id = ANY (ARRAY(SELECT (x ->> 'event_id')::uuid FROM jsonb_array_elements(p_events) AS x));
  v_exists := v_current IS NOT NULL;
  v_current := coalesce(v_current, 0);

  IF v_stored > 0 THEN
    IF v_foreign > 0 THEN
      RAISE EXCEPTION USING ERRCODE = '${DUPLICATE_EVENT_SQLSTATE}', MESSAGE = 'an event id is already stored in another stream';
    END IF;
    IF v_stored < v_count THEN
      RAISE EXCEPTION USING ERRCODE = '${DUPLICATE_EVENT_SQLSTATE}', MESSAGE = 'some of these event ids are already stored';
    END IF;
    -- A retry of an append that already committed: report it, write nothing, whatever the expected version.
    SELECT e.stream_version, e.transaction_id, e.global_position, true
      INTO next_expected_version, transaction_id, last_global_position, idempotent_replay
      FROM events e WHERE e.stream_id = p_stream_id AND e.stream_version = v_stored_version;
    RETURN;
  END IF;

  -- CASE, not OR: only CASE promises the ::integer cast never sees 'any'. (Assigned first: IF would stop at its THEN.)
  v_conflict := CASE p_expected_version
    WHEN 'any' THEN false
    WHEN 'no_stream' THEN v_exists
    WHEN 'stream_exists' THEN NOT v_exists
    ELSE p_expected_version::integer <> v_current
  END;
  IF v_conflict THEN
    RAISE EXCEPTION USING ERRCODE = '${VERSION_CONFLICT_SQLSTATE}', MESSAGE = 'version conflict', DETAIL = v_current::text;
  END IF;

  -- A caller's transaction that wrote before appending holds an older id than the previous writer of this
  -- stream: its events would sort before that writer's. Refuse; the caller retries in a new transaction.
  IF v_exists AND pg_current_xact_id_if_assigned() IS NOT NULL THEN
    SELECT e.transaction_id INTO v_previous_xid FROM events e
     WHERE e.stream_id = p_stream_id AND e.stream_version = v_current;
    IF v_previous_xid > pg_current_xact_id_if_assigned() THEN
      RAISE EXCEPTION USING ERRCODE = '${VERSION_CONFLICT_SQLSTATE}', MESSAGE = 'out of order', DETAIL = v_current::text;
    END IF;
  END IF;

  -- Events and stream row in one statement (a data-modifying CTE always runs to completion).
  WITH inserted AS (
    INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
    SELECT p_stream_id, v_current + x.ord::integer, (x.e ->> 'event_id')::uuid, x.e ->> 'type', x.e -> 'data', x.e -> 'metadata'
      FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(e, ord)
     ORDER BY x.ord
    RETURNING events.global_position
  ), stream AS (
    INSERT INTO streams AS s (stream_id, stream_type, version)
    VALUES (p_stream_id, p_stream_type, v_current + v_count)
    ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version, updated_at = now()
  )
  SELECT max(i.global_position) INTO last_global_position FROM inserted i;

  next_expected_version := v_current + v_count;
  transaction_id := pg_current_xact_id();
  idempotent_replay := false;
  IF p_notify THEN
    PERFORM pg_notify('${EVENTS_CHANNEL}', ${schemaInPayload ? "current_schema() || ':' || " : ''}transaction_id::text || ':' || last_global_position::text);
  END IF;${withSnapshot ? SNAPSHOT_WRITE : ''}
END $$;
`;

/**
 * The same append as append-statements.ts builds, as a function for PGlite: PGlite parses and plans every statement
 * it is sent, while a function keeps its plans for the session. p_base is null when the function reads it.
 */
const APPEND_AS_ONE_INSERT = `
DROP FUNCTION append_to_stream(text, text, text, jsonb, boolean, jsonb);
ALTER TABLE streams DROP COLUMN version, DROP COLUMN updated_at;

CREATE FUNCTION append_events(p_stream_id text, p_stream_type text, p_base integer, p_requires_stream boolean,
                              p_events jsonb, p_snapshot jsonb, p_notify boolean)
RETURNS TABLE (stream_version integer, transaction_id xid8, global_position bigint)
-- Plans kept for the session must not be the sequential scans a small table once made cheapest.
LANGUAGE plpgsql SET enable_seqscan = off AS $$
#variable_conflict use_column
DECLARE
  v_base integer := p_base;
BEGIN
  IF v_base IS NULL THEN
    SELECT coalesce(max(c.stream_version), 0) INTO v_base FROM events c WHERE c.stream_id = p_stream_id;
    IF p_requires_stream AND v_base = 0 THEN
      RETURN;
    END IF;
  END IF;
  RETURN QUERY
  INSERT INTO events AS e (stream_id, stream_version, event_id, type, data, metadata)
  SELECT p_stream_id, v_base + x.ord::integer, x.event_id, x.type, x.data, x.metadata
    FROM ROWS FROM (jsonb_to_recordset(p_events) AS (event_id uuid, type text, data jsonb, metadata jsonb))
         WITH ORDINALITY AS x(event_id, type, data, metadata, ord)
   WHERE v_base = 0 OR EXISTS (SELECT 1 FROM events p WHERE p.stream_id = p_stream_id AND p.stream_version = v_base
                                                        AND p.transaction_id < pg_current_xact_id())
  RETURNING e.stream_version, e.transaction_id, e.global_position;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF v_base = 0 THEN
    INSERT INTO streams (stream_id, stream_type) VALUES (p_stream_id, p_stream_type);
  END IF;
  IF p_snapshot IS NOT NULL THEN
    INSERT INTO stream_snapshots AS sn (stream_id, tag, version, state)
    VALUES (p_stream_id, p_snapshot ->> 'tag', v_base + jsonb_array_length(p_events), p_snapshot -> 'state')
    ON CONFLICT (stream_id) DO UPDATE SET tag = excluded.tag, version = excluded.version, state = excluded.state, taken_at = now();
  END IF;
  IF p_notify THEN
    PERFORM pg_notify('${EVENTS_CHANNEL}', current_schema() || ':' || pg_current_xact_id()::text);
  END IF;
END $$;
`;

export const EVENT_STORE_MIGRATIONS: readonly MigrationStep[] = [
  { id: '001-streams-and-events', sql: TABLES },
  { id: '002-append-to-stream', sql: appendFunction(false) },
  { id: '003-stream-snapshots', sql: SNAPSHOTS + appendFunction(true) },
  // Several deployments (or test files) may share a database: a notification names its schema, so a process wakes
  // only for appends to its own log.
  {
    id: '004-notify-with-schema',
    sql: 'DROP FUNCTION append_to_stream(text, text, text, jsonb, boolean, jsonb);' + appendFunction(true, true),
  },
  // An append is one INSERT from the client (append-statements.ts): a stream's version is its last event's, and its
  // row is written once, when it is created. Nothing in the store is updated in place any more but snapshots.
  { id: '005-append-as-one-insert', sql: APPEND_AS_ONE_INSERT },
];
