import type { AuditEntry } from '@sideline/domain';
import { Link } from 'react-router';
import styles from './admin-pages.module.css';
import { formatDateTime } from '../../ui/format/date-formats';
import { AuditWhat } from './audit-what';

/**
 * Audit entries as a table: when, who, what happened (linking to the history of what it happened to), which version;
 * `live` rows (the live tail's) marked new.
 */
export function AuditRows({
  items,
  caption,
  live,
}: {
  items: readonly AuditEntry[];
  caption: string;
  live?: ReadonlySet<string>;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What happened</th>
            <th scope="col">Version</th>
          </tr>
        </thead>
        <tbody>
          {items.map((e) => (
            <tr
              key={e.position}
              data-testid="audit-row"
              data-event-type={e.eventType}
              className={live?.has(e.position) ? styles.liveRow : undefined}
            >
              <td>
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                {live?.has(e.position) ? <span className={styles.liveBadge}>New</span> : null}
              </td>
              <td>
                {e.actorId ? (
                  <Link to={`/admin/audit?actorId=${encodeURIComponent(e.actorId)}`}>{e.actorName}</Link>
                ) : (
                  e.actorName
                )}
              </td>
              <td title={e.eventType}>
                <AuditWhat words={e} />
              </td>
              <td>{e.streamVersion}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
