import styles from './recent-activity-list.module.css';
import type { RecentActivity } from './admin-summary';
import { formatDateTime, formatRelative } from '../../ui/format/date-formats';
import { AuditWhat } from './audit-what';

export function RecentActivityList({ recent }: { recent: readonly RecentActivity[] }) {
  if (recent.length === 0) {
    return <p className={styles.empty}>Nothing has happened yet. Changes appear here as soon as they are recorded.</p>;
  }
  return (
    <ol className={styles.activity}>
      {recent.map((entry, index) => (
        <li key={`${entry.at}-${entry.streamId}-${index}`} className={styles.activityItem}>
          <span className={styles.activityWhat} title={entry.type}>
            <strong>{entry.actorName}</strong> <AuditWhat words={entry} afterName />
          </span>
          <time className={styles.activityWhen} dateTime={entry.at} title={formatDateTime(entry.at)}>
            {formatRelative(entry.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
