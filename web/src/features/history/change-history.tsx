import type { UseQueryResult } from '@tanstack/react-query';
import { friendlyMessage } from '../../api/friendly-message';
import styles from './change-history.module.css';
import type { HistoryChange, HistoryEntry } from '@sideline/domain';
import type { ReadableChange } from './readable-change';

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatDateTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
};

interface ChangeHistoryProps {
  history: UseQueryResult<HistoryEntry[]>;
  /** a recorded change in words (each kind of entity names and formats its own fields) */
  describeChange: (change: HistoryChange) => ReadableChange;
}

/** An entity's history, newest first: who did what, when, and each field's old and new value. */
export function ChangeHistory({ history, describeChange }: ChangeHistoryProps) {
  if (history.isPending) return <p role="status">Loading the history…</p>;
  if (history.isError) {
    return (
      <div role="alert" className={styles.inlineError}>
        <p>{friendlyMessage(history.error)}</p>
        <button type="button" className="button button--secondary" onClick={() => void history.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (history.data.length === 0) return <p>No changes recorded yet.</p>;
  return (
    <ol className={styles.history}>
      {history.data.map((entry) => (
        <li key={entry.version} className={styles.historyEntry}>
          <div className={styles.historyHead}>
            <span className={styles.historySummary}>{entry.summary}</span>
            <span className={styles.meta}>
              {entry.actorName ?? 'Sideline'} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · version {entry.version}
            </span>
          </div>
          {entry.changes && entry.changes.length > 0 ? (
            <table className={styles.changes}>
              <caption className="visually-hidden">Changes in version {entry.version}</caption>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {entry.changes.map((change) => {
                  const readable = describeChange(change);
                  return (
                    <tr key={change.field}>
                      <th scope="row">{readable.label}</th>
                      {readable.onlyChanged ? (
                        <td colSpan={2}>changed</td>
                      ) : (
                        <>
                          <td className={styles.before}>{readable.from}</td>
                          <td>{readable.to}</td>
                        </>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
