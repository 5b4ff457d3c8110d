import type { AttendanceAnswer } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';

const day = (column: string, as = column) => `to_char(${column}, 'YYYY-MM-DD') AS ${as}`;

export interface WeekRows {
  season: { id: string; name: string; startDate: string; endDate: string } | null;
  markers: {
    id: string;
    type: string;
    title: string;
    startDate: string;
    endDate: string;
    time: string | null;
    colour: string;
    visibleToMembers: boolean;
  }[];
  practices: {
    planId: string;
    name: string;
    date: string;
    startTime: string;
    durationMinutes: number;
    plannedMinutes: number;
    published: boolean;
    attendance: Record<AttendanceAnswer, number>;
    myAnswer: AttendanceAnswer | null;
  }[];
}

/**
 * One week of a team's active season from the read models, everything the staff may see (the caller leaves out
 * drafts and hidden markers for members): markers overlapping the week, practices on its days with their planned
 * minutes (the plan's content, from plans_view) and answer counts and the viewer's own answer. Indexes: season_markers
 * (season_id, start_date), season_practices (season_id, date), practice_attendance (plan_id, user_id).
 */
export async function seasonWeekRows(
  db: Queryable,
  teamId: string,
  from: string,
  to: string,
  userId: string,
): Promise<WeekRows> {
  const [season] = await db.query<{ season_id: string; name: string; start_date: string; end_date: string }>(
    `SELECT s.season_id, s.name, ${day('s.start_date', 'start_date')}, ${day('s.end_date', 'end_date')}
       FROM team_active_seasons a JOIN seasons_view s ON s.season_id = a.season_id WHERE a.team_id = $1`,
    [teamId],
  );
  if (!season) return { season: null, markers: [], practices: [] };
  const [markers, practices] = await Promise.all([
    db.query<{
      marker_id: string;
      type: string;
      title: string;
      start_date: string;
      end_date: string;
      time: string | null;
      colour: string;
      visible_to_members: boolean;
    }>(
      `SELECT marker_id, type, title, ${day('start_date')}, ${day('end_date')}, time, colour, visible_to_members FROM season_markers
        WHERE season_id = $1 AND start_date <= $3::date AND end_date >= $2::date ORDER BY start_date, time NULLS FIRST, title`,
      [season.season_id, from, to],
    ),
    db.query<{
      plan_id: string;
      name: string;
      date: string;
      start_time: string;
      duration_minutes: number;
      planned_minutes: number;
      published: boolean;
      going: number;
      not_going: number;
      maybe: number;
      mine: AttendanceAnswer | null;
    }>(
      `SELECT p.plan_id, p.name, ${day('p.date', 'date')}, p.start_time, p.duration_minutes, COALESCE(v.total_minutes, 0) AS planned_minutes, p.published,
              COALESCE(a.going, 0)::int AS going, COALESCE(a.not_going, 0)::int AS not_going, COALESCE(a.maybe, 0)::int AS maybe, a.mine
         FROM season_practices p
         LEFT JOIN plans_view v ON v.plan_id = p.plan_id
         LEFT JOIN LATERAL (
           SELECT count(*) FILTER (WHERE answer = 'going') AS going, count(*) FILTER (WHERE answer = 'not-going') AS not_going,
                  count(*) FILTER (WHERE answer = 'maybe') AS maybe, max(answer) FILTER (WHERE user_id = $4) AS mine
             FROM practice_attendance WHERE plan_id = p.plan_id
         ) a ON true
        WHERE p.season_id = $1 AND p.date BETWEEN $2::date AND $3::date AND NOT p.deleted ORDER BY p.date, p.start_time, p.plan_id`,
      [season.season_id, from, to, userId],
    ),
  ]);
  return {
    season: { id: season.season_id, name: season.name, startDate: season.start_date, endDate: season.end_date },
    markers: markers.map((m) => ({
      id: m.marker_id,
      type: m.type,
      title: m.title,
      startDate: m.start_date,
      endDate: m.end_date,
      time: m.time,
      colour: m.colour,
      visibleToMembers: m.visible_to_members,
    })),
    practices: practices.map((p) => ({
      planId: p.plan_id,
      name: p.name,
      date: p.date,
      startTime: p.start_time,
      durationMinutes: p.duration_minutes,
      plannedMinutes: p.planned_minutes,
      published: p.published,
      attendance: { going: Number(p.going), 'not-going': Number(p.not_going), maybe: Number(p.maybe) },
      myAnswer: p.mine,
    })),
  };
}
