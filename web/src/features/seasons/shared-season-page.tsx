import { formatMinutes } from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { friendlyMessage } from '../../api/friendly-message';
import { PageTitle } from '../../ui/page-title';
import { fetchSharedSeason, seasonKeys } from './season-api';
import { MarkerIcon } from './marker-icon';
import { todayIn } from './season-layout';
import { SeasonTimelineView, TimelineLegend, ZOOM_LEVELS } from './season-timeline';
import styles from './seasons.module.css';
import { formatClock, formatDayRange, formatDayWithWeekday } from '../../ui/format/date-formats';

/** `/seasons/:seasonId/view?token=`: the season as members see it, for anyone holding the link; no sign-in. */
export function SharedSeasonPage() {
  const { seasonId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [zoom, setZoom] = useState(1);
  const season = useQuery({
    queryKey: seasonKeys.shared(seasonId, token),
    queryFn: ({ signal }) => fetchSharedSeason(seasonId, token, signal),
    enabled: token !== '',
    retry: false,
  });
  if (!token || season.isError) {
    const status = isApiError(season.error) ? season.error.status : 401;
    return (
      <div className={styles.page}>
        <PageTitle title="Shared season" />
        <h1>{status === 404 || status === 401 ? 'This link does not work' : 'Could not load the season'}</h1>
        <p className={styles.note}>
          {status === 401
            ? 'The address is missing its token: use the whole link the team shared.'
            : status === 404
              ? 'It may have been replaced by a newer link. Ask the team for the current one.'
              : friendlyMessage(season.error)}
        </p>
      </div>
    );
  }
  if (season.isPending) return <p className={styles.note}>Loading the season…</p>;
  const t = season.data;
  const today = todayIn(t.team.timeZone);
  const upcoming = t.practices.filter((p) => p.date >= today).slice(0, 10);
  const calendarHint = 'Ask the team for its calendar link to subscribe.';
  return (
    <div className={styles.page}>
      <PageTitle title={`${t.season.name} · ${t.team.name}`} />
      <header className={styles.header}>
        <div>
          <p className={styles.meta}>{t.team.name}</p>
          <h1>{t.season.name}</h1>
          <p className={styles.meta}>
            {formatDayRange(t.season.startDate, t.season.endDate)} · times in {t.team.timeZone.replaceAll('_', ' ')}
          </p>
        </div>
      </header>
      <section className={styles.card} aria-labelledby="shared-timeline">
        <div className={styles.header}>
          <h2 id="shared-timeline">Timeline</h2>
          <div className={styles.toolbar} role="group" aria-label="Zoom">
            <button
              type="button"
              className={`button button--ghost ${styles.smallButton}`}
              aria-label="Zoom out"
              disabled={zoom === 0}
              onClick={() => setZoom((z) => z - 1)}
            >
              −
            </button>
            <button
              type="button"
              className={`button button--ghost ${styles.smallButton}`}
              aria-label="Zoom in"
              disabled={zoom === ZOOM_LEVELS.length - 1}
              onClick={() => setZoom((z) => z + 1)}
            >
              +
            </button>
          </div>
        </div>
        <SeasonTimelineView timeline={t} dayWidth={ZOOM_LEVELS[zoom] ?? 20} />
        <TimelineLegend />
      </section>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading">Upcoming practices</h2>
          {upcoming.length === 0 ? <p className={styles.note}>No published practices ahead.</p> : null}
          <ul className={styles.list}>
            {upcoming.map((p) => (
              <li key={p.planId} className={styles.item}>
                <span className={styles.itemMain}>
                  <strong>{formatDayWithWeekday(p.date)}</strong> {formatClock(p.startTime)} · {p.name} (
                  {formatMinutes(p.durationMinutes)})
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.note}>{calendarHint}</p>
        </section>
        <section className={styles.card} aria-labelledby="dates-heading">
          <h2 id="dates-heading">Important dates</h2>
          {t.markers.length === 0 ? <p className={styles.note}>None yet.</p> : null}
          <ul className={styles.list}>
            {t.markers.map((m) => (
              <li key={m.id} className={styles.item}>
                <span className={styles.itemMain}>
                  <MarkerIcon type={m.type} /> <strong>{m.title}</strong>
                  <span className={styles.meta}>
                    {formatDayRange(m.startDate, m.endDate)}
                    {m.time ? ` at ${formatClock(m.time)}` : ''}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
