import { useState } from 'react';
import { friendlyMessage } from '../../api/friendly-message';
import { editRecurrence, type RecurrenceView } from './season-planning-api';
import styles from './season-planning.module.css';

/** Change a series' time and length for all its dates, or for one date and the following ones (the series splits). */
export function SeriesEditForm({ seasonId, series, onSaved }: { seasonId: string; series: RecurrenceView; onSaved: () => void }) {
  const [startTime, setStartTime] = useState(series.startTime);
  const [minutes, setMinutes] = useState(String(series.durationMinutes));
  const [from, setFrom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    try {
      await editRecurrence(seasonId, series.id, { changes: { startTime, durationMinutes: Number(minutes) }, scope: from ? { kind: 'following', from } : { kind: 'all' } });
      onSaved();
    } catch (e) {
      setError(friendlyMessage(e));
    }
  };
  return (
    <details>
      <summary>Change time or length</summary>
      <div className={styles.grid2}>
        <label className={styles.field}>Time<input type="time" value={startTime} onChange={(e) => setStartTime(e.target.value)} /></label>
        <label className={styles.field}>Minutes<input type="number" min={15} max={600} value={minutes} onChange={(e) => setMinutes(e.target.value)} /></label>
        <label className={styles.field}>From this date on (blank: every date)<input type="date" min={series.startDate} max={series.endDate} value={from} onChange={(e) => setFrom(e.target.value)} /></label>
      </div>
      {error ? <p role="alert" className={styles.error}>{error}</p> : null}
      <button type="button" className="button button--secondary" onClick={() => void save()}>{from ? 'Change this and following' : 'Change every date'}</button>
    </details>
  );
}
