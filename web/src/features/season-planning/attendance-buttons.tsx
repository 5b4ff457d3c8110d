import { ATTENDANCE_ANSWERS, ATTENDANCE_LABELS, type AttendanceAnswer } from '@sideline/domain';
import { useState } from 'react';
import { friendlyMessage } from '../../api/friendly-message';
import { answerAttendance, type PracticeAttendance } from './season-planning-api';
import styles from './season-planning.module.css';

/** Going / not going / maybe for one published practice (my answer is pressed). */
export function AttendanceButtons({
  planId,
  mine,
  onAnswered,
}: {
  planId: string;
  mine: AttendanceAnswer | null;
  onAnswered: (answer: PracticeAttendance) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const answerWith = async (answer: AttendanceAnswer) => {
    setBusy(true);
    setError(null);
    try {
      onAnswered(await answerAttendance(planId, { answer }));
    } catch (e) {
      setError(friendlyMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <div className={styles.answers} role="group" aria-label="Are you coming?">
        {ATTENDANCE_ANSWERS.map((answer) => (
          <button
            key={answer}
            type="button"
            className="button button--secondary"
            aria-pressed={mine === answer}
            disabled={busy}
            onClick={() => void answerWith(answer)}
          >
            {ATTENDANCE_LABELS[answer]}
          </button>
        ))}
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
