import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { friendlyMessage } from '../../api/friendly-message';
import { PageTitle } from '../../ui/page-title';
import type { SeasonTimeline } from './season-api';
import styles from './seasons.module.css';
import { seasonQuery, useSeason } from './use-season';
import { formatDayRange } from '../../ui/format/date-formats';

/** The frame of a season's sections and markers pages: the season loaded and kept live, a way back. */
export function SeasonSubpage({
  title,
  children,
}: {
  title: string;
  children: (season: SeasonTimeline, show: (next: SeasonTimeline) => void) => ReactNode;
}) {
  const { teamId = '' } = useParams();
  const { list, season, seasonId, show } = useSeason(teamId);
  if (list.isPending || (seasonId && season.isPending)) return <p className={styles.note}>Loading the season…</p>;
  const error = list.error ?? season.error;
  if (error || !season.data) {
    return (
      <div className={styles.page}>
        <PageTitle title={title} />
        <h1>{title}</h1>
        <p className={styles.note}>{error ? friendlyMessage(error) : 'This team has no season yet.'}</p>
        <Link to={`/teams/${teamId}/season`}>Back to the season</Link>
      </div>
    );
  }
  const t = season.data;
  return (
    <div className={styles.page}>
      <PageTitle title={`${title} · ${t.season.name}`} />
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/teams">Teams</Link> <span aria-hidden="true">›</span> {t.team.name} <span aria-hidden="true">›</span>{' '}
        <Link to={`/teams/${teamId}/season${seasonQuery(t.season.id, t.season.active)}`}>{t.season.name}</Link>{' '}
        <span aria-hidden="true">›</span> {title}
      </nav>
      <header className={styles.header}>
        <div>
          <h1>{title}</h1>
          <p className={styles.meta}>
            {t.season.name}: {formatDayRange(t.season.startDate, t.season.endDate)}
          </p>
        </div>
      </header>
      {children(t, show)}
    </div>
  );
}
