import type { AuditEntry } from '@sideline/domain';
import { Link } from 'react-router';
import styles from './admin-pages.module.css';
import { formatDateTime } from './format-admin';

/** Audit entries as a table: when, who, what, and a link to the entity's history; `live` rows (the live tail's) marked new. */
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
            <th scope="col">Event</th>
            <th scope="col">Entity</th>
            <th scope="col">Version</th>
          </tr>
        </thead>
        <tbody>
          {items.map((e) => (
            <tr key={e.position} data-testid="audit-row" className={live?.has(e.position) ? styles.liveRow : undefined}>
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
              <td>
                <code>{e.eventType}</code>
              </td>
              <td>
                {e.historyPath ? (
                  <Link to={e.historyPath} aria-label={`History of ${e.entityType} ${e.entityId}`}>
                    {e.entityType} · {e.entityId.slice(0, 8)}
                  </Link>
                ) : (
                  `${e.entityType} · ${e.entityId.slice(0, 8)}`
                )}
              </td>
              <td>{e.streamVersion}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
