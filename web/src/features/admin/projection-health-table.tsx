import styles from './projection-health-table.module.css';
import { projectionStatus, type ProjectionHealth, type ProjectionStatus } from './admin-summary';
import { formatCount, formatLagSeconds } from './format-admin';

const STATUS_LABEL: Record<ProjectionStatus, string> = {
  current: 'Up to date',
  'catching-up': 'Catching up',
  behind: 'Behind',
  stopped: 'Not running',
  error: 'Failed',
};

export function ProjectionHealthTable({ projections }: { projections: readonly ProjectionHealth[] }) {
  if (projections.length === 0) {
    return <p className={styles.empty}>No projections are registered yet.</p>;
  }
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Projection health table">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Read model</th>
            <th scope="col">Status</th>
            <th scope="col" className={styles.numeric}>
              Events behind
            </th>
            <th scope="col" className={styles.numeric}>
              Time behind
            </th>
            <th scope="col">Running on</th>
          </tr>
        </thead>
        <tbody>
          {projections.map((projection) => {
            const status = projectionStatus(projection);
            return (
              <tr key={projection.name}>
                <th scope="row" className={styles.mono}>
                  {projection.name}
                </th>
                <td>
                  <span className={styles.status} data-status={status}>
                    {STATUS_LABEL[status]}
                  </span>
                  {projection.lastError ? <p className={styles.errorText}>{projection.lastError}</p> : null}
                </td>
                <td className={styles.numeric}>{formatCount(projection.lagEvents)}</td>
                <td className={styles.numeric}>
                  {projection.lagEvents === 0 ? '—' : formatLagSeconds(projection.lagSeconds)}
                </td>
                <td className={styles.mono}>{projection.leaseholder ?? 'No instance holds the lease'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
