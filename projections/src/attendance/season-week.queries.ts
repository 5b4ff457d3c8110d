import type { Queryable } from '@sideline/eventstore';

const day = (column: string, as = column) => `to_char(${column}, 'YYYY-MM-DD') AS ${as}`;

export interface WeekRows {
  season: { id: string; name: string; startDate: string; endDate: string } | null;
  markers: { id: string; type: string; title: string; startDate: string; endDate: string; time: string | null; colour: string }[];
  practices: { planId: string; name: string; date: string; startTime: string; durationMinutes: number; published: boolean }[];
}

/**
 * One week of a team's active season from the season read models: markers overlapping the week and practices on its
 * days (indexes: season_markers (season_id, start_date), season_practices (season_id, date)). `readAll`: drafts and
 * hidden markers too.
 */
export async function seasonWeekRows(db: Queryable, teamId: string, from: string, to: string, readAll: boolean): Promise<WeekRows> {
  const [season] = await db.query<{ season_id: string; name: string; start_date: string; end_date: string }>(
    `SELECT s.season_id, s.name, ${day('s.start_date', 'start_date')}, ${day('s.end_date', 'end_date')}
       FROM team_active_seasons a JOIN seasons_view s ON s.season_id = a.season_id WHERE a.team_id = $1`,
    [teamId],
  );
  if (!season) return { season: null, markers: [], practices: [] };
  const [markers, practices] = await Promise.all([
    db.query<{ marker_id: string; type: string; title: string; start_date: string; end_date: string; time: string | null; colour: string }>(
      `SELECT marker_id, type, title, ${day('start_date')}, ${day('end_date')}, time, colour FROM season_markers
        WHERE season_id = $1 AND start_date <= $3::date AND end_date >= $2::date AND ($4 OR visible_to_members) ORDER BY start_date, time NULLS FIRST, title`,
      [season.season_id, from, to, readAll],
    ),
    db.query<{ plan_id: string; name: string; date: string; start_time: string; duration_minutes: number; published: boolean }>(
      `SELECT plan_id, name, ${day('date')}, start_time, duration_minutes, published FROM season_practices
        WHERE season_id = $1 AND date BETWEEN $2::date AND $3::date AND NOT deleted AND ($4 OR published) ORDER BY date, start_time, plan_id`,
      [season.season_id, from, to, readAll],
    ),
  ]);
  return {
    season: { id: season.season_id, name: season.name, startDate: season.start_date, endDate: season.end_date },
    markers: markers.map((m) => ({ id: m.marker_id, type: m.type, title: m.title, startDate: m.start_date, endDate: m.end_date, time: m.time, colour: m.colour })),
    practices: practices.map((p) => ({ planId: p.plan_id, name: p.name, date: p.date, startTime: p.start_time, durationMinutes: p.duration_minutes, published: p.published })),
  };
}
