import {
  isBlock,
  seasonCoverage,
  type PlanFacts,
  type SeasonCoverage,
  type SeasonMarkerView,
  type SeasonPracticeView,
  type SeasonSectionView,
  type SeasonSummary,
  type SeasonTimeline,
  type SportId,
} from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { parseJson } from '../batch/folded-rows';

const day = (column: string, as = column) => `to_char(${column}, 'YYYY-MM-DD') AS ${as}`;
const SUMMARY = `s.season_id, s.team_id, s.name, ${day('s.start_date', 'start_date')}, ${day('s.end_date', 'end_date')}, s.template_plan_id, (a.season_id IS NOT NULL) AS active`;
type SummaryRow = {
  season_id: string;
  team_id: string;
  name: string;
  start_date: string;
  end_date: string;
  template_plan_id: string | null;
  active: boolean;
};
const summaryOf = (r: SummaryRow): SeasonSummary => ({
  id: r.season_id,
  teamId: r.team_id,
  name: r.name,
  startDate: r.start_date,
  endDate: r.end_date,
  templatePlanId: r.template_plan_id,
  active: r.active,
});

/** A team's seasons, latest first, and which one is active. */
export async function teamSeasons(
  db: Queryable,
  teamId: string,
): Promise<{ items: SeasonSummary[]; activeSeasonId: string | null }> {
  const rows = await db.query<SummaryRow>(
    `SELECT ${SUMMARY} FROM seasons_view s LEFT JOIN team_active_seasons a ON a.team_id = s.team_id AND a.season_id = s.season_id WHERE s.team_id = $1 ORDER BY s.start_date DESC, s.season_id`,
    [teamId],
  );
  const items = rows.map(summaryOf);
  return { items, activeSeasonId: items.find((s) => s.active)?.id ?? null };
}

export async function findSeason(db: Queryable, seasonId: string): Promise<SeasonSummary | null> {
  const [row] = await db.query<SummaryRow>(
    `SELECT ${SUMMARY} FROM seasons_view s LEFT JOIN team_active_seasons a ON a.team_id = s.team_id AND a.season_id = s.season_id WHERE s.season_id = $1`,
    [seasonId],
  );
  return row ? summaryOf(row) : null;
}

/** The days of the practices on the season's calendar (deleted plans left aside). */
export async function seasonPracticeDates(db: Queryable, seasonId: string): Promise<string[]> {
  const rows = await db.query<{ date: string }>(
    `SELECT ${day('date')} FROM season_practices WHERE season_id = $1 AND NOT deleted ORDER BY date`,
    [seasonId],
  );
  return rows.map((r) => r.date);
}

/** Every practice on the season's calendar (drafts too; deleted plans left aside), by day and time. */
export async function seasonPractices(db: Queryable, seasonId: string): Promise<SeasonPracticeView[]> {
  const rows = await db.query<{
    plan_id: string;
    name: string;
    date: string;
    start_time: string;
    duration_minutes: number;
    published: boolean;
  }>(
    `SELECT plan_id, name, ${day('date')}, start_time, duration_minutes, published FROM season_practices WHERE season_id = $1 AND NOT deleted ORDER BY date, start_time, plan_id`,
    [seasonId],
  );
  return rows.map((r) => ({
    planId: r.plan_id,
    name: r.name,
    date: r.date,
    startTime: r.start_time,
    durationMinutes: r.duration_minutes,
    published: r.published,
  }));
}

/**
 * The season page: the season, its team's zone and week, sections in order, markers and practices by day. `readAll`
 * (the team's staff): drafts and hidden sections and markers too; otherwise published practices and what is shown to
 * members only.
 */
export async function seasonTimeline(
  db: Queryable,
  seasonId: string,
  readAll: boolean,
): Promise<Omit<SeasonTimeline, 'can'> | null> {
  const [head] = await db.query<
    SummaryRow & {
      team_name: string;
      time_zone: string;
      first_day_of_week: number;
      view_link_rotated_at: Date | null;
      calendar_link_rotated_at: Date | null;
    }
  >(
    `SELECT ${SUMMARY}, t.name AS team_name, t.time_zone, t.first_day_of_week, s.view_link_rotated_at, s.calendar_link_rotated_at
       FROM seasons_view s JOIN teams_view t ON t.team_id = s.team_id LEFT JOIN team_active_seasons a ON a.team_id = s.team_id AND a.season_id = s.season_id WHERE s.season_id = $1`,
    [seasonId],
  );
  if (!head) return null;
  const [sections, markers, practices] = await Promise.all([
    db.query<{
      section_id: string;
      ord: number;
      name: string;
      start_date: string;
      end_date: string;
      colour: string;
      notes: string;
      visible_to_members: boolean;
      default_sections: unknown;
      linked_items: unknown;
    }>(
      `SELECT section_id, ord, name, ${day('start_date')}, ${day('end_date')}, colour, notes, visible_to_members, default_sections, linked_items FROM season_sections
        WHERE season_id = $1 AND ($2 OR visible_to_members) ORDER BY ord`,
      [seasonId, readAll],
    ),
    db.query<{
      marker_id: string;
      type: SeasonMarkerView['type'];
      title: string;
      start_date: string;
      end_date: string;
      time: string | null;
      duration_minutes: number | null;
      colour: string;
      notes: string;
      visible_to_members: boolean;
    }>(
      `SELECT marker_id, type, title, ${day('start_date')}, ${day('end_date')}, time, duration_minutes, colour, notes, visible_to_members FROM season_markers
        WHERE season_id = $1 AND ($2 OR visible_to_members) ORDER BY start_date, time NULLS FIRST, title, marker_id`,
      [seasonId, readAll],
    ),
    db.query<{
      plan_id: string;
      name: string;
      date: string;
      start_time: string;
      duration_minutes: number;
      published: boolean;
    }>(
      `SELECT plan_id, name, ${day('date')}, start_time, duration_minutes, published FROM season_practices
        WHERE season_id = $1 AND NOT deleted AND ($2 OR published) ORDER BY date, start_time, plan_id`,
      [seasonId, readAll],
    ),
  ]);
  return {
    season: summaryOf(head),
    team: {
      id: head.team_id,
      name: head.team_name,
      timeZone: head.time_zone,
      firstDayOfWeek: Number(head.first_day_of_week),
    },
    sections: sections.map((r): SeasonSectionView => ({
      id: r.section_id,
      name: r.name,
      startDate: r.start_date,
      endDate: r.end_date,
      colour: r.colour,
      notes: r.notes,
      visibleToMembers: r.visible_to_members,
      order: r.ord,
      defaultSections: parseJson(r.default_sections as SeasonSectionView['defaultSections']),
      linkedItems: parseJson(r.linked_items as SeasonSectionView['linkedItems']),
    })),
    markers: markers.map((r): SeasonMarkerView => ({
      id: r.marker_id,
      type: r.type,
      title: r.title,
      startDate: r.start_date,
      endDate: r.end_date,
      time: r.time,
      durationMinutes: r.duration_minutes,
      colour: r.colour,
      notes: r.notes,
      visibleToMembers: r.visible_to_members,
    })),
    practices: practices.map((r): SeasonPracticeView => ({
      planId: r.plan_id,
      name: r.name,
      date: r.date,
      startTime: r.start_time,
      durationMinutes: r.duration_minutes,
      published: r.published,
    })),
    shareLinks: {
      view: head.view_link_rotated_at ? new Date(head.view_link_rotated_at).toISOString() : null,
      calendar: head.calendar_link_rotated_at ? new Date(head.calendar_link_rotated_at).toISOString() : null,
    },
  };
}

/** Planned minutes per skill, position group and season section over the practices the viewer sees. */
export async function seasonCoverageOf(
  db: Queryable,
  seasonId: string,
  readAll: boolean,
): Promise<SeasonCoverage | null> {
  const [head] = await db.query<{ sport: SportId }>(
    'SELECT t.sport FROM seasons_view s JOIN teams_view t ON t.team_id = s.team_id WHERE s.season_id = $1',
    [seasonId],
  );
  if (!head) return null;
  const [plans, sections] = await Promise.all([
    db.query<{ date: string; state: PlanFacts | string }>(
      `SELECT ${day('p.date', 'date')}, d.state FROM season_practices p JOIN plan_documents d ON d.plan_id = p.plan_id WHERE p.season_id = $1 AND NOT p.deleted AND ($2 OR p.published)`,
      [seasonId, readAll],
    ),
    db.query<{ section_id: string; name: string; colour: string; start_date: string; end_date: string }>(
      `SELECT section_id, name, colour, ${day('start_date')}, ${day('end_date')} FROM season_sections WHERE season_id = $1 AND ($2 OR visible_to_members) ORDER BY ord`,
      [seasonId, readAll],
    ),
  ]);
  const practices = plans.map((row) => {
    const state = parseJson(row.state);
    return { date: row.date, startTime: state.metadata.startTime, sections: state.sections };
  });
  const drillIds = [
    ...new Set(
      practices
        .flatMap((p) =>
          p.sections.flatMap((section) =>
            section.entries.flatMap((e) => (isBlock(e) ? e.lanes.flatMap((l) => l.items) : [e])),
          ),
        )
        .flatMap((item) => item.drillId ?? []),
    ),
  ];
  const drills =
    drillIds.length === 0
      ? []
      : await db.query<{ drill_id: string; skills: string[] }>(
          'SELECT drill_id, skills FROM drills WHERE drill_id = ANY($1::text[])',
          [drillIds],
        );
  return seasonCoverage(
    practices,
    new Map(drills.map((d) => [d.drill_id, d.skills])),
    sections.map((s) => ({
      id: s.section_id,
      name: s.name,
      colour: s.colour,
      startDate: s.start_date,
      endDate: s.end_date,
    })),
    head.sport,
  );
}
