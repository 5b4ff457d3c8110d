import {
  SEASON_EVENT_TYPES,
  evolveSeason,
  initialSeasonState,
  type LiveSeason,
  type SeasonEvent,
  type SeasonState,
  type TeamActiveSeasonChanged,
} from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { dirtyRows, foldInto, loadedRows, parseJson } from '../batch/folded-rows';
import { defineProjection, type ProjectionContext } from '../runner';
import { seasonsMigrations } from './seasons.schema';

/**
 * Seasons, their sections and markers, and each team's active season. A batch loads the documents of the seasons it
 * touches in one query, folds their events in memory with the domain's `evolve`, and rewrites each touched season's
 * rows in one statement per table. Live keys: `season:<id>` (its pages), `team-seasons:<teamId>` (a team's list).
 */
export const seasonsProjection = defineProjection({
  name: 'seasons',
  version: 1,
  handles: [...SEASON_EVENT_TYPES, 'TeamActiveSeasonChanged'],
  migrations: seasonsMigrations,
  async reset(tx: Queryable) {
    for (const table of [
      'season_sections',
      'season_markers',
      'seasons_view',
      'season_documents',
      'team_active_seasons',
    ])
      await tx.query(`DELETE FROM ${table}`);
  },
  apply: (tx, event, ctx) => applySeasonEvents(tx, [event], ctx),
  applyBatch: applySeasonEvents,
});

async function applySeasonEvents(
  tx: Queryable,
  events: readonly RecordedEvent[],
  ctx: ProjectionContext,
): Promise<void> {
  const active = events.filter((e) => e.type === 'TeamActiveSeasonChanged');
  const seasonEvents = events.filter((e) => e.type !== 'TeamActiveSeasonChanged');
  if (active.length > 0) await writeActive(tx, active, ctx);
  if (seasonEvents.length === 0) return;
  const ids = [...new Set(seasonEvents.map((e) => (e.data as SeasonEvent['data']).seasonId))];
  const stored = await tx.query<{ season_id: string; version: number; state: SeasonState | string }>(
    'SELECT season_id, version, state FROM season_documents WHERE season_id = ANY($1::text[])',
    [ids],
  );
  const rows = loadedRows(stored.map((r) => ({ key: r.season_id, version: r.version, state: parseJson(r.state) })));
  foldInto(
    rows,
    seasonEvents,
    (e) => (e.data as SeasonEvent['data']).seasonId,
    (current, e) => evolveSeason(current?.state ?? initialSeasonState(), { type: e.type, data: e.data } as SeasonEvent),
  );
  const written = dirtyRows(rows).flatMap(([seasonId, row]) =>
    row.state.status === 'none'
      ? []
      : [{ seasonId, version: row.version, state: row.state, createdAt: row.createdAt, updatedAt: row.updatedAt! }],
  );
  if (written.length === 0) return;
  await writeSeasons(tx, written);
  for (const { seasonId, state } of written) {
    ctx.changed(`season:${seasonId}`);
    ctx.changed(`team-seasons:${state.teamId}`);
  }
}

async function writeActive(tx: Queryable, events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const latest = new Map<string, { team_id: string; season_id: string; version: number }>();
  for (const e of events) {
    const data = e.data as TeamActiveSeasonChanged['data'];
    // An earlier change delivered again later in the same batch must not win over the newer one.
    if ((latest.get(data.teamId)?.version ?? 0) >= e.streamVersion) continue;
    latest.set(data.teamId, { team_id: data.teamId, season_id: data.to, version: e.streamVersion });
  }
  await tx.query(
    `INSERT INTO team_active_seasons SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(team_id text, season_id text, version integer)
     ON CONFLICT (team_id) DO UPDATE SET season_id = excluded.season_id, version = excluded.version WHERE team_active_seasons.version < excluded.version`,
    [JSON.stringify([...latest.values()])],
  );
  for (const { team_id, season_id } of latest.values()) {
    ctx.changed(`team-seasons:${team_id}`);
    ctx.changed(`season:${season_id}`);
  }
  // The season that stopped being active changes too (its page says so).
  for (const e of events) {
    const from = (e.data as TeamActiveSeasonChanged['data']).from;
    if (from) ctx.changed(`season:${from}`);
  }
}

type Written = { seasonId: string; version: number; state: LiveSeason; createdAt: string | null; updatedAt: string };

async function writeSeasons(tx: Queryable, seasons: readonly Written[]): Promise<void> {
  const ids = seasons.map((s) => s.seasonId);
  await tx.query(
    `INSERT INTO season_documents (season_id, version, state) SELECT t.season_id, t.version, t.state FROM jsonb_to_recordset($1::jsonb) AS t(season_id text, version integer, state jsonb)
     ON CONFLICT (season_id) DO UPDATE SET version = excluded.version, state = excluded.state`,
    [JSON.stringify(seasons.map((s) => ({ season_id: s.seasonId, version: s.version, state: s.state })))],
  );
  const views = seasons.map(({ seasonId, version, state, createdAt, updatedAt }) => ({
    season_id: seasonId,
    team_id: state.teamId,
    name: state.details.name,
    start_date: state.details.startDate,
    end_date: state.details.endDate,
    template_plan_id: state.details.templatePlanId,
    view_link_rotated_at: state.shareLinks.view?.rotatedAt ?? null,
    calendar_link_rotated_at: state.shareLinks.calendar?.rotatedAt ?? null,
    created_at: createdAt ?? updatedAt,
    updated_at: updatedAt,
    version,
  }));
  await tx.query(
    `INSERT INTO seasons_view SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(season_id text, team_id text, name text, start_date date, end_date date, template_plan_id text,
       view_link_rotated_at timestamptz, calendar_link_rotated_at timestamptz, created_at timestamptz, updated_at timestamptz, version integer)
     ON CONFLICT (season_id) DO UPDATE SET team_id = excluded.team_id, name = excluded.name, start_date = excluded.start_date, end_date = excluded.end_date,
       template_plan_id = excluded.template_plan_id, view_link_rotated_at = excluded.view_link_rotated_at, calendar_link_rotated_at = excluded.calendar_link_rotated_at,
       updated_at = excluded.updated_at, version = excluded.version`,
    [JSON.stringify(views)],
  );
  const sections = seasons.flatMap(({ seasonId, state }) =>
    state.sections.map((s, ord) => ({
      season_id: seasonId,
      section_id: s.id,
      ord,
      name: s.name,
      start_date: s.startDate,
      end_date: s.endDate,
      colour: s.colour,
      notes: s.notes,
      visible_to_members: s.visibleToMembers,
      default_sections: s.defaultSections,
      linked_items: s.linkedItems,
    })),
  );
  await tx.query(
    `WITH fresh AS (SELECT * FROM jsonb_to_recordset($2::jsonb) AS r(season_id text, section_id text, ord integer, name text, start_date date, end_date date, colour text, notes text, visible_to_members boolean, default_sections jsonb, linked_items jsonb)),
          upserted AS (INSERT INTO season_sections SELECT * FROM fresh ON CONFLICT (season_id, section_id) DO UPDATE SET ord = excluded.ord, name = excluded.name, start_date = excluded.start_date, end_date = excluded.end_date,
            colour = excluded.colour, notes = excluded.notes, visible_to_members = excluded.visible_to_members, default_sections = excluded.default_sections, linked_items = excluded.linked_items)
     DELETE FROM season_sections t WHERE t.season_id = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.season_id = t.season_id AND f.section_id = t.section_id)`,
    [ids, JSON.stringify(sections)],
  );
  const markers = seasons.flatMap(({ seasonId, state }) =>
    Object.values(state.markers).map((m) => ({
      season_id: seasonId,
      marker_id: m.id,
      type: m.type,
      title: m.title,
      start_date: m.startDate,
      end_date: m.endDate,
      time: m.time,
      duration_minutes: m.durationMinutes,
      colour: m.colour,
      notes: m.notes,
      visible_to_members: m.visibleToMembers,
    })),
  );
  await tx.query(
    `WITH fresh AS (SELECT * FROM jsonb_to_recordset($2::jsonb) AS r(season_id text, marker_id text, type text, title text, start_date date, end_date date, time text, duration_minutes integer, colour text, notes text, visible_to_members boolean)),
          upserted AS (INSERT INTO season_markers SELECT * FROM fresh ON CONFLICT (season_id, marker_id) DO UPDATE SET type = excluded.type, title = excluded.title, start_date = excluded.start_date, end_date = excluded.end_date,
            time = excluded.time, duration_minutes = excluded.duration_minutes, colour = excluded.colour, notes = excluded.notes, visible_to_members = excluded.visible_to_members)
     DELETE FROM season_markers t WHERE t.season_id = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.season_id = t.season_id AND f.marker_id = t.marker_id)`,
    [ids, JSON.stringify(markers)],
  );
}
