import { useState } from 'react';
import { MoveOccurrenceForm } from './move-occurrence-form';
import type { RecurrencePreviewView } from './season-planning-api';
import styles from './season-planning.module.css';
import { formatClock, formatDayWithWeekday } from '../../ui/format/date-formats';

interface Props {
  preview: RecurrencePreviewView;
  onCancel?: ((originalDate: string) => void) | undefined;
  /** move one date (by its original date) to another day or time */
  onMove?: ((originalDate: string, to: { date: string; startTime: string }) => Promise<void>) | undefined;
}

/**
 * Each date with "will create", "already created" or why it is skipped, and the counts; staff move or cancel a date.
 */
export function PreviewList({ preview, onCancel, onMove }: Props) {
  const { counts } = preview;
  const [moving, setMoving] = useState<string | null>(null);
  return (
    <div aria-label="Preview">
      <p className={styles.note} role="status">
        {counts.total} dates: {counts.create} will be created, {counts.exists} already exist, {counts.skipped} skipped ·
        at most {preview.limit} practices per series · times in {preview.timeZone.replaceAll('_', ' ')}
      </p>
      <ul className={styles.previewList}>
        {preview.entries.map((entry) => (
          <li
            key={entry.key}
            data-status={entry.status}
            data-date={entry.date}
            aria-label={formatDayWithWeekday(entry.date)}
          >
            <span>{formatDayWithWeekday(entry.date)}</span>
            <span>{formatClock(entry.startTime)}</span>
            <span className={styles.entryActions}>
              {entry.message}
              {entry.originalDate !== entry.date ? (
                <span className={styles.note}> (moved from {formatDayWithWeekday(entry.originalDate)})</span>
              ) : null}
              {onMove && entry.status !== 'skipped' ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setMoving(moving === entry.key ? null : entry.key)}
                  aria-label={`Move ${formatDayWithWeekday(entry.date)}`}
                  aria-expanded={moving === entry.key}
                >
                  Move
                </button>
              ) : null}
              {onCancel && entry.status !== 'skipped' ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => onCancel(entry.originalDate)}
                  aria-label={`Cancel ${formatDayWithWeekday(entry.date)}`}
                >
                  Cancel
                </button>
              ) : null}
            </span>
            {onMove && moving === entry.key ? (
              <MoveOccurrenceForm
                date={entry.date}
                startTime={entry.startTime}
                onMove={(to) => onMove(entry.originalDate, to)}
                onClose={() => setMoving(null)}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
