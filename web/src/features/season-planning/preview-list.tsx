import type { RecurrencePreviewView } from './season-planning-api';
import styles from './season-planning.module.css';

/** Each date with "will create", "already created" or why it is skipped, and the counts. */
export function PreviewList({ preview }: { preview: RecurrencePreviewView }) {
  const { counts } = preview;
  return (
    <div aria-label="Preview">
      <p className={styles.note} role="status">
        {counts.total} dates: {counts.create} will be created, {counts.exists} already exist, {counts.skipped} skipped · at most {preview.limit} practices per series · times in {preview.timeZone.replaceAll('_', ' ')}
      </p>
      <ul className={styles.previewList}>
        {preview.entries.map((entry) => (
          <li key={entry.key} data-status={entry.status}>
            <span>{entry.date}</span>
            <span>{entry.weekday}</span>
            <span>{entry.startTime}</span>
            <span>{entry.message}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
