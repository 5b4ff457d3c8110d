import type { SeasonWeek, SessionUser } from '@sideline/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fetchMyTeams, teamKeys } from '../teams';
import { fetchWeek, seasonPlanningKeys } from './season-planning-api';
import panel from '../../ui/panel.module.css';
import styles from './season-planning.module.css';
import { formatClock, formatDayWithWeekday } from '../../ui/format/date-formats';

/**
 * On the home page: this week's practices of every team I am in that has an active season, from today on (published
 * ones for members; the staff see drafts too, as the week view does). Nothing when there are none.
 */
export function HomeThisWeek(_props: { user: SessionUser }) {
  const teams = useQuery({ queryKey: teamKeys.mine, queryFn: ({ signal }) => fetchMyTeams(signal) });
  const active = (teams.data?.items ?? []).filter((team) => !team.archived);
  const weeks = useQueries({
    queries: active.map((team) => ({
      queryKey: seasonPlanningKeys.week(team.id, null),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchWeek(team.id, null, signal),
      retry: false,
    })),
  });
  const rows = weeks.flatMap((week, i) => (week.data ? upcomingPractices(week.data, active[i]!.details.name) : []));
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="home-this-week-heading" className={panel.panel}>
      <h2 id="home-this-week-heading" className={panel.title}>
        This week's practices
      </h2>
      <ul className={styles.homeWeek}>
        {rows.map((row) => (
          <li key={row.planId}>
            <Link to={`/practice-plans/${row.planId}`}>{row.name}</Link>
            <span className={styles.note}>
              {row.teamName} · {formatDayWithWeekday(row.date)} at {formatClock(row.startTime)}
              {row.published ? '' : ' · draft'}
            </span>
          </li>
        ))}
      </ul>
      {active.map((team) => (
        <Link key={team.id} className={styles.note} to={`/teams/${team.id}/season/week`}>
          {active.length > 1 ? `${team.details.name}: the week` : 'The whole week'}
        </Link>
      ))}
    </section>
  );
}

/** The week's practices from today on, in day order, with their team's name. */
export function upcomingPractices(week: SeasonWeek, teamName: string) {
  return week.days
    .filter((day) => day.date >= week.today)
    .flatMap((day) =>
      day.practices.map((p) => ({
        planId: p.planId,
        name: p.name,
        startTime: p.startTime,
        published: p.published,
        date: day.date,
        weekday: day.weekday,
        teamName,
      })),
    );
}
