import { MARKER_TYPE_LABELS } from '@sideline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { friendlyMessage } from '../../api/friendly-message';
import { isApiError } from '../../api/api-error';
import { PageTitle } from '../../ui/page-title';
import { useLiveChanges } from '../../live/use-live-changes';
import { AttendanceButtons } from './attendance-buttons';
import {
  createPracticeOn,
  fetchWeek,
  publishPractice,
  seasonPlanningKeys,
  type SeasonWeek,
} from './season-planning-api';
import { practiceSlotSummary } from './practice-slot';
import { PublishWeekDrafts } from './publish-range';
import styles from './season-planning.module.css';
import { formatClock, formatDay, formatDayWithWeekday } from '../../ui/format/date-formats';

/**
 * `/teams/:teamId/season/week?week=YYYY-MM-DD`: a week of the active season from the team's first day of week, made
 * for a phone at the field. Staff see drafts and can publish; members see published practices and answer.
 */
export function SeasonWeekPage() {
  const { teamId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const week = params.get('week');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: seasonPlanningKeys.week(teamId, week),
    queryFn: ({ signal }) => fetchWeek(teamId, week, signal),
    retry: false,
  });
  const seasonId = query.data?.season?.id;
  // A member's answer changes its practice (`plan:<id>`), not the season: the week hears each practice it shows.
  const practiceKeys = (query.data?.days ?? []).flatMap((day) =>
    day.practices.map((practice) => `plan:${practice.planId}`),
  );
  useLiveChanges(
    [...(seasonId ? [`season:${seasonId}`] : []), `team:${teamId}`, ...practiceKeys],
    () => void query.refetch(),
  );
  const [error, setError] = useState<string | null>(null);
  const go = (to: string | null) => setParams(to ? { week: to } : {});
  const refresh = () => queryClient.invalidateQueries({ queryKey: seasonPlanningKeys.weeks(teamId) });
  const publish = async (planId: string) => {
    setError(null);
    try {
      await publishPractice(planId);
      await refresh();
    } catch (e) {
      setError(friendlyMessage(e));
    }
  };
  const planPracticeOn = async (seasonId: string, date: string) => {
    setError(null);
    try {
      const made = await createPracticeOn(teamId, seasonId, date);
      void navigate(`/practice-plans/${made.planId}/edit`);
    } catch (e) {
      setError(friendlyMessage(e));
    }
  };

  if (query.isPending) return <p className={styles.note}>Loading the week…</p>;
  if (query.isError) {
    return (
      <div className={styles.page}>
        <PageTitle title="Week" />
        <h1>Week</h1>
        <p role="alert" className={styles.error}>
          {isApiError(query.error) && query.error.status === 404
            ? 'This team is not available to you.'
            : friendlyMessage(query.error)}
        </p>
      </div>
    );
  }
  const data: SeasonWeek = query.data;
  const drafts = data.days.reduce((n, day) => n + day.practices.filter((p) => p.can.publish).length, 0);
  return (
    <div className={styles.page}>
      <PageTitle title={`Week of ${formatDay(data.weekStart)}`} />
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/teams">Teams</Link> › <Link to={`/teams/${teamId}/season`}>Season</Link> › <span>Week</span>
      </nav>
      <header>
        <h1>Week of {formatDay(data.weekStart)}</h1>
        <p className={styles.lead}>
          {data.season ? data.season.name : 'No active season yet'} · times in {data.timeZone.replaceAll('_', ' ')}
          {data.can.readAll ? '' : ' · published practices'}
        </p>
      </header>
      <div className={styles.row}>
        <button type="button" className="button button--secondary" onClick={() => go(data.previousWeek)}>
          ‹ Previous
        </button>
        <button type="button" className="button button--secondary" onClick={() => go(null)}>
          Today
        </button>
        <button type="button" className="button button--secondary" onClick={() => go(data.nextWeek)}>
          Next ›
        </button>
        {data.can.create && data.season ? (
          <Link className="button button--secondary" to={`/teams/${teamId}/season/recurrences`}>
            Recurring practices
          </Link>
        ) : null}
      </div>
      {data.can.create ? (
        <PublishWeekDrafts
          key={data.weekStart}
          teamId={teamId}
          weekStart={data.weekStart}
          drafts={drafts}
          onPublished={refresh}
        />
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <ol className={styles.week} aria-label="Days of the week">
        {data.days.map((day) => (
          <li
            key={day.date}
            className={styles.day}
            data-today={day.date === data.today}
            data-in-season={day.inSeason}
            aria-label={formatDayWithWeekday(day.date)}
          >
            <div className={styles.dayHead}>
              <span>{day.weekday}</span>
              <span className={styles.note}>{formatDay(day.date)}</span>
            </div>
            {day.markers.map((marker) => (
              <div key={marker.id} className={styles.marker} style={{ ['--marker-colour' as string]: marker.colour }}>
                {marker.title}{' '}
                <span className={styles.note}>
                  ({MARKER_TYPE_LABELS[marker.type]}
                  {marker.time ? `, ${formatClock(marker.time)}` : ''})
                </span>
              </div>
            ))}
            {day.practices.map((practice) => (
              <div key={practice.planId} className={styles.practice} data-published={practice.published}>
                <div className={styles.row}>
                  <strong>{formatClock(practice.startTime)}</strong>
                  <Link to={`/practice-plans/${practice.planId}`}>{practice.name}</Link>
                  <span className={styles.note}>
                    {practiceSlotSummary(practice)} · {practice.published ? 'published' : 'draft'}
                  </span>
                </div>
                {practice.published ? (
                  <span className={styles.note}>
                    {practice.attendance.going} going · {practice.attendance.maybe} maybe ·{' '}
                    {practice.attendance['not-going']} not going
                  </span>
                ) : null}
                <div className={styles.row}>
                  {practice.can.answer ? (
                    <AttendanceButtons
                      planId={practice.planId}
                      mine={practice.myAnswer}
                      onAnswered={() => void refresh()}
                    />
                  ) : null}
                  {practice.can.publish ? (
                    <button
                      type="button"
                      className="button button--primary"
                      onClick={() => void publish(practice.planId)}
                    >
                      Publish
                    </button>
                  ) : null}
                </div>
              </div>
            ))}
            {day.practices.length === 0 && day.markers.length === 0 ? (
              <span className={styles.note}>Nothing planned</span>
            ) : null}
            {data.can.create && day.inSeason && day.practices.length === 0 && day.date >= data.today ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void planPracticeOn(data.season!.id, day.date)}
              >
                + Plan a practice
              </button>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
