import type { PlanEvent } from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { dirtyRows, foldInto, loadedRows } from '../batch/folded-rows';
import { defineProjection, type ProjectionContext } from '../runner';
import { seasonPracticesMigrations } from './seasons.schema';

/** What the season calendar needs of a plan: its team, name, state and place on a season's calendar. */
export interface PracticeFacts {
  teamId: string | null;
  name: string;
  published: boolean;
  deleted: boolean;
  seasonId: string | null;
  date: string | null;
  startTime: string | null;
  durationMinutes: number | null;
}

const HANDLED = [
  'PlanCreated',
  'PlanMetadataChanged',
  'PlanPublished',
  'PlanUnpublished',
  'PlanDeleted',
  'PlanRestored',
  'PlanScheduled',
  'PlanUnscheduled',
] as const;

type PracticeEvent = Extract<PlanEvent, { type: (typeof HANDLED)[number] }>;

/** Folds the events of a plan the calendar cares about (pure; the other plan events never reach it). */
export function evolvePracticeFacts(current: PracticeFacts | null, event: PracticeEvent): PracticeFacts | null {
  if (event.type === 'PlanCreated') {
    const m = event.data.metadata;
    return {
      teamId: m.teamId,
      name: m.name,
      published: false,
      deleted: false,
      seasonId: null,
      date: null,
      startTime: m.startTime,
      durationMinutes: null,
    };
  }
  if (!current) return null;
  switch (event.type) {
    case 'PlanMetadataChanged': {
      const { name, teamId, startTime } = event.data.changes;
      return {
        ...current,
        ...(name ? { name: name.to } : {}),
        ...(teamId ? { teamId: teamId.to } : {}),
        ...(startTime && current.seasonId && startTime.to ? { startTime: startTime.to } : {}),
      };
    }
    case 'PlanPublished':
      return { ...current, published: true };
    case 'PlanUnpublished':
      return { ...current, published: false };
    case 'PlanDeleted':
      return { ...current, deleted: true };
    case 'PlanRestored':
      return { ...current, deleted: false };
    case 'PlanScheduled': {
      const { seasonId, date, startTime, durationMinutes } = event.data;
      return { ...current, seasonId, date, startTime, durationMinutes };
    }
    case 'PlanUnscheduled':
      return { ...current, seasonId: null, date: null, durationMinutes: null };
  }
}

/**
 * Every plan's name, team, published and deleted flags and schedule: the practices of a season are the rows with its
 * id. Plans that never join a season cost a narrow row. Live keys: `season:<id>` for the season a practice joins,
 * leaves or changes in.
 */
export const seasonPracticesProjection = defineProjection({
  name: 'season-practices',
  version: 1,
  handles: HANDLED,
  migrations: seasonPracticesMigrations,
  async reset(tx: Queryable) {
    await tx.query('DELETE FROM season_practices');
  },
  apply: (tx, event, ctx) => applyPracticeEvents(tx, [event], ctx),
  applyBatch: applyPracticeEvents,
});

type Row = {
  plan_id: string;
  version: number;
  team_id: string | null;
  name: string;
  published: boolean;
  deleted: boolean;
  season_id: string | null;
  date: string | Date | null;
  start_time: string | null;
  duration_minutes: number | null;
};
const dateText = (value: string | Date | null) =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

async function applyPracticeEvents(
  tx: Queryable,
  events: readonly RecordedEvent[],
  ctx: ProjectionContext,
): Promise<void> {
  const ids = [...new Set(events.map((e) => (e.data as { planId: string }).planId))];
  const stored = await tx.query<Row>('SELECT * FROM season_practices WHERE plan_id = ANY($1::text[])', [ids]);
  const rows = loadedRows<PracticeFacts>(
    stored.map((r) => ({
      key: r.plan_id,
      version: r.version,
      state: {
        teamId: r.team_id,
        name: r.name,
        published: r.published,
        deleted: r.deleted,
        seasonId: r.season_id,
        date: dateText(r.date),
        startTime: r.start_time,
        durationMinutes: r.duration_minutes,
      },
    })),
  );
  const seasons = new Set<string>();
  foldInto(
    rows,
    events,
    (e) => (e.data as { planId: string }).planId,
    (current, e) => evolvePracticeFacts(current?.state ?? null, { type: e.type, data: e.data } as PracticeEvent),
    (_key, before, after) => {
      if (before?.state.seasonId) seasons.add(before.state.seasonId);
      if (after.state.seasonId) seasons.add(after.state.seasonId);
    },
  );
  const written = dirtyRows(rows).map(([planId, row]) => ({
    plan_id: planId,
    version: row.version,
    team_id: row.state.teamId,
    name: row.state.name,
    published: row.state.published,
    deleted: row.state.deleted,
    season_id: row.state.seasonId,
    date: row.state.date,
    start_time: row.state.startTime,
    duration_minutes: row.state.durationMinutes,
  }));
  if (written.length === 0) return;
  await tx.query(
    `INSERT INTO season_practices SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(plan_id text, version integer, team_id text, name text, published boolean, deleted boolean, season_id text, date date, start_time text, duration_minutes integer)
     ON CONFLICT (plan_id) DO UPDATE SET version = excluded.version, team_id = excluded.team_id, name = excluded.name, published = excluded.published, deleted = excluded.deleted,
       season_id = excluded.season_id, date = excluded.date, start_time = excluded.start_time, duration_minutes = excluded.duration_minutes`,
    [JSON.stringify(written)],
  );
  for (const seasonId of seasons) ctx.changed(`season:${seasonId}`);
}
