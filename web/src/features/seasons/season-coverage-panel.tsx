import { formatMinutes } from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchCoverage, seasonKeys, type SeasonCoverage } from './season-api';
import styles from './seasons.module.css';

function Bars({ title, rows }: { title: string; rows: SeasonCoverage['bySkill'] }) {
  const max = Math.max(1, ...rows.map((r) => r.minutes));
  return (
    <div>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className={styles.note}>Nothing planned yet.</p>
      ) : (
        <ul className={styles.bars}>
          {rows.slice(0, 12).map((row) => (
            <li key={row.key} className={styles.bar}>
              <span className={styles.barLabel} title={row.label}>
                {row.label}
              </span>
              <span className={styles.barTrack} role="img" aria-label={`${row.label}: ${formatMinutes(row.minutes)}`}>
                <span
                  className={styles.barFill}
                  style={{ width: `${(row.minutes / max) * 100}%`, ...(row.colour ? { background: row.colour } : {}) }}
                />
              </span>
              <span>{formatMinutes(row.minutes)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Planned minutes per skill, position group and season section across the practices the viewer sees. */
export function SeasonCoveragePanel({ teamId, seasonId }: { teamId: string; seasonId: string }) {
  const coverage = useQuery({
    queryKey: seasonKeys.coverage(teamId, seasonId),
    queryFn: ({ signal }) => fetchCoverage(teamId, seasonId, signal),
  });
  return (
    <section className={styles.card} aria-labelledby="coverage-heading">
      <h2 id="coverage-heading">Coverage</h2>
      {coverage.isPending ? <p className={styles.note}>Adding up the practices…</p> : null}
      {coverage.isError ? <p className={styles.formError}>Could not add up the practices.</p> : null}
      {coverage.data ? (
        <>
          <p className={styles.meta}>
            {coverage.data.practiceCount} {coverage.data.practiceCount === 1 ? 'practice' : 'practices'},{' '}
            {formatMinutes(coverage.data.totalMinutes)} planned
          </p>
          <div className={styles.columns}>
            <Bars title="Per skill" rows={coverage.data.bySkill} />
            <Bars title="Per position group" rows={coverage.data.byPositionGroup} />
            <Bars title="Per season section" rows={coverage.data.bySection} />
          </div>
        </>
      ) : null}
    </section>
  );
}
