import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { friendlyMessage } from '../../api/friendly-message';
import { isApiError } from '../../api/api-error';
import { PageTitle } from '../../ui/page-title';
import { activateSeason, createPractice, createSeason, editSeason } from './season-api';
import { PublishRangeForm } from '../season-planning';
import { SeasonCoveragePanel } from './season-coverage-panel';
import { SeasonForm } from './season-form';
import { SeasonSharePanel } from './season-share-panel';
import { SeasonTimelineView, TimelineLegend, ZOOM_LEVELS } from './season-timeline';
import styles from './seasons.module.css';
import { seasonQuery, useSeason } from './use-season';
import { formatDayRange } from '../../ui/format/date-formats';

/**
 * `/teams/:teamId/season`: the season overview (`?season=<id>` for another than the active one): the timeline, other
 * seasons and switching the active one, share settings and coverage. What each viewer may do comes from `can`.
 */
export function SeasonPage() {
  const { teamId = '' } = useParams();
  const navigate = useNavigate();
  const { list, season, seasonId, show } = useSeason(teamId);
  const [zoom, setZoom] = useState(2);
  const activate = useMutation({
    mutationFn: (id: string) => activateSeason(teamId, id),
    onSuccess: (next) => {
      show(next);
      void list.refetch();
    },
  });
  const practice = useMutation({
    mutationFn: (date: string) => createPractice(teamId, seasonId!, date),
    onSuccess: ({ planId, season: next }) => {
      show(next);
      void navigate(`/practice-plans/${planId}/edit`);
    },
  });

  if (list.isPending || (seasonId && season.isPending)) return <p className={styles.note}>Loading the season…</p>;
  if (list.isError || season.isError) {
    const error = list.error ?? season.error;
    const gone = isApiError(error) && error.status === 404;
    return (
      <div className={styles.page}>
        <PageTitle title="Season" />
        <h1>{gone ? 'This season is not available' : 'Could not load the season'}</h1>
        <p className={styles.note}>
          {gone ? 'It does not exist, or you are not a member of this team.' : friendlyMessage(error)}
        </p>
        <Link to="/teams">Back to my teams</Link>
      </div>
    );
  }
  const seasons = list.data;
  const t = season.data;
  if (!t) {
    return (
      <div className={styles.page}>
        <PageTitle title="Season" />
        <h1>No season yet</h1>
        {seasons.can.edit ? (
          <section className={styles.card} aria-labelledby="new-season">
            <h2 id="new-season">Start the team's first season</h2>
            <SeasonForm
              onSave={async (values) => {
                show(await createSeason(teamId, values));
                await list.refetch();
              }}
            />
          </section>
        ) : (
          <p className={styles.note}>The team's coaches have not set up a season yet.</p>
        )}
      </div>
    );
  }
  const byDay = new Map(t.practices.map((p) => [p.date, p]));
  const dayAction = (date: string) =>
    byDay.has(date) ? `open ${byDay.get(date)!.name}` : t.can.edit ? 'create a practice' : null;
  const openDay = (date: string) => {
    const existing = byDay.get(date);
    if (existing) void navigate(`/practice-plans/${existing.planId}`);
    else if (t.can.edit && !practice.isPending) practice.mutate(date);
  };
  const query = seasonQuery(t.season.id, t.season.active);

  return (
    <div className={styles.page}>
      <PageTitle title={`${t.season.name} · ${t.team.name}`} />
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/teams">Teams</Link> <span aria-hidden="true">›</span> {t.team.name} <span aria-hidden="true">›</span>{' '}
        Season
      </nav>
      <header className={styles.header}>
        <div>
          <h1>
            {t.season.name}
            {t.season.active ? <span className={styles.badge}>Active</span> : null}
          </h1>
          <p className={styles.meta}>
            {formatDayRange(t.season.startDate, t.season.endDate)} · times in {t.team.timeZone.replaceAll('_', ' ')}
          </p>
        </div>
        <div className={styles.links}>
          <Link className="button button--secondary" to={`/teams/${teamId}/season/sections${query}`}>
            Sections
          </Link>
          <Link className="button button--secondary" to={`/teams/${teamId}/season/markers${query}`}>
            Markers
          </Link>
          {t.season.active ? (
            <Link className="button button--secondary" to={`/teams/${teamId}/season/week`}>
              Week
            </Link>
          ) : null}
          {t.season.active && t.can.edit ? (
            <Link className="button button--secondary" to={`/teams/${teamId}/season/recurrences`}>
              Recurrences
            </Link>
          ) : null}
          {t.can.edit ? (
            <Link className="button button--secondary" to={`/history/season/${t.season.id}`}>
              History
            </Link>
          ) : null}
          {!t.season.active && t.can.edit ? (
            <button
              type="button"
              className="button button--primary"
              disabled={activate.isPending}
              onClick={() => activate.mutate(t.season.id)}
            >
              Make active
            </button>
          ) : null}
        </div>
      </header>

      <section className={styles.card} aria-labelledby="timeline-heading">
        <div className={styles.header}>
          <h2 id="timeline-heading">Timeline</h2>
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
            <span aria-live="polite">{ZOOM_LEVELS[zoom]} px a day</span>
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
        <SeasonTimelineView timeline={t} dayWidth={ZOOM_LEVELS[zoom] ?? 20} onDay={openDay} dayAction={dayAction} />
        <TimelineLegend />
        {practice.isPending ? <p role="status">Creating the practice…</p> : null}
        {practice.isError ? (
          <p className={styles.formError} role="alert">
            {friendlyMessage(practice.error)}
          </p>
        ) : null}
        {activate.isError ? (
          <p className={styles.formError} role="alert">
            {friendlyMessage(activate.error)}
          </p>
        ) : null}
      </section>

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="seasons-heading">
          <h2 id="seasons-heading">Seasons</h2>
          <ul className={styles.list}>
            {seasons.items.map((s) => (
              <li key={s.id} className={styles.item}>
                <span className={styles.itemMain}>
                  <Link
                    to={`/teams/${teamId}/season${seasonQuery(s.id, s.active)}`}
                    aria-current={s.id === t.season.id ? 'page' : undefined}
                  >
                    {s.name}
                  </Link>
                  <span className={styles.meta}>{formatDayRange(s.startDate, s.endDate)}</span>
                  {s.active ? <span className={styles.badge}>Active</span> : null}
                </span>
                {!s.active && seasons.can.edit ? (
                  <button
                    type="button"
                    className={`button button--ghost ${styles.smallButton}`}
                    disabled={activate.isPending}
                    onClick={() => activate.mutate(s.id)}
                  >
                    Set active
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {seasons.can.edit ? (
            <details>
              <summary>New season</summary>
              <SeasonForm
                onSave={async (values) => {
                  const made = await createSeason(teamId, values);
                  show(made);
                  await list.refetch();
                  void navigate(`/teams/${teamId}/season${seasonQuery(made.season.id, made.season.active)}`);
                }}
              />
            </details>
          ) : null}
          {t.can.edit ? (
            <details>
              <summary>Edit this season</summary>
              <SeasonForm
                editing={t.season}
                onSave={async (_values, changed) => show(await editSeason(teamId, t.season.id, changed))}
              />
            </details>
          ) : null}
        </section>
        {t.can.share ? <SeasonSharePanel timeline={t} /> : null}
        {t.season.active && t.can.edit ? (
          <PublishRangeForm
            teamId={teamId}
            startDate={t.season.startDate}
            endDate={t.season.endDate}
            today={new Date().toISOString().slice(0, 10)}
            onPublished={() => list.refetch()}
          />
        ) : null}
      </div>

      <SeasonCoveragePanel teamId={teamId} seasonId={t.season.id} />
    </div>
  );
}
