import { moveOccurrenceSchema } from '@sideline/domain';
import { useState } from 'react';
import { friendlyMessage } from '../../api/friendly-message';
import { apiIssuesByField, issuesByField } from './field-issues';
import styles from './season-planning.module.css';
import { formatDayWithWeekday } from '../../ui/format/date-formats';

/** Move one date of a series to another day or time; the rest of the series stays as it is. */
export function MoveOccurrenceForm({
  date,
  startTime,
  onMove,
  onClose,
}: {
  date: string;
  startTime: string;
  onMove: (to: { date: string; startTime: string }) => Promise<void>;
  onClose: () => void;
}) {
  const [to, setTo] = useState({ date, startTime });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const move = async () => {
    setErrors({});
    setAlert(null);
    const checked = moveOccurrenceSchema.safeParse(to);
    if (!checked.success) return setErrors(issuesByField(checked.error.issues));
    setBusy(true);
    try {
      await onMove(checked.data);
      onClose();
    } catch (error) {
      const placed = apiIssuesByField(error);
      if (placed) setErrors(placed);
      else setAlert(friendlyMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const id = (field: string) => `move-${date}-${field}`;
  const invalid = (field: string) => ({
    'aria-invalid': Boolean(errors[field]),
    ...(errors[field] ? { 'aria-describedby': id(field) } : {}),
  });
  return (
    <form
      className={styles.moveForm}
      aria-label={`Move ${formatDayWithWeekday(date)}`}
      onSubmit={(e) => {
        e.preventDefault();
        void move();
      }}
    >
      <label className={styles.field}>
        New date
        <input
          type="date"
          value={to.date}
          onChange={(e) => setTo({ ...to, date: e.target.value })}
          {...invalid('date')}
        />
        {errors.date ? (
          <span className={styles.error} id={id('date')}>
            {errors.date}
          </span>
        ) : null}
      </label>
      <label className={styles.field}>
        New time
        <input
          type="time"
          value={to.startTime}
          onChange={(e) => setTo({ ...to, startTime: e.target.value })}
          {...invalid('startTime')}
        />
        {errors.startTime ? (
          <span className={styles.error} id={id('startTime')}>
            {errors.startTime}
          </span>
        ) : null}
      </label>
      {alert ? (
        <p role="alert" className={styles.error}>
          {alert}
        </p>
      ) : null}
      <div className={styles.row}>
        <button type="submit" className="button button--primary" disabled={busy}>
          Move
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Keep
        </button>
      </div>
    </form>
  );
}
