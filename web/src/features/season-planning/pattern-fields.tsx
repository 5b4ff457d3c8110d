import { WEEKDAY_NAMES } from '@sideline/domain';
import styles from './season-planning.module.css';

export type PatternDraft = { kind: 'weekly' | 'monthly'; weekdays: number[]; intervalWeeks: number; monthDays: string };

export const splitDates = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((d) => d.trim())
    .filter(Boolean);
export const patternOf = (draft: PatternDraft) =>
  draft.kind === 'weekly'
    ? { kind: 'weekly' as const, weekdays: [...draft.weekdays].sort(), intervalWeeks: draft.intervalWeeks }
    : { kind: 'monthly' as const, monthDays: splitDates(draft.monthDays).map(Number) };

/** The rhythm of a series: weekdays every N weeks, or days of the month; its error shown beneath. */
export function PatternFields({
  draft,
  onChange,
  weekStart,
  error,
  errorId,
}: {
  draft: PatternDraft;
  onChange: (next: PatternDraft) => void;
  weekStart: number;
  error?: string | undefined;
  errorId: string;
}) {
  const order = Array.from({ length: 7 }, (_, i) => (weekStart + i) % 7);
  const invalid = { 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': errorId } : {}) };
  return (
    <>
      <label className={styles.field}>
        Repeats
        <select
          value={draft.kind}
          onChange={(e) => onChange({ ...draft, kind: e.target.value as PatternDraft['kind'] })}
        >
          <option value="weekly">Weekly, on weekdays</option>
          <option value="monthly">Monthly, on days of the month</option>
        </select>
      </label>
      {draft.kind === 'weekly' ? (
        <>
          <fieldset className={styles.chips} {...invalid}>
            <legend>On</legend>
            {order.map((day) => (
              <label key={day} className={styles.chip}>
                <input
                  type="checkbox"
                  checked={draft.weekdays.includes(day)}
                  onChange={(e) =>
                    onChange({
                      ...draft,
                      weekdays: e.target.checked ? [...draft.weekdays, day] : draft.weekdays.filter((d) => d !== day),
                    })
                  }
                />
                {WEEKDAY_NAMES[day]!.slice(0, 3)}
              </label>
            ))}
          </fieldset>
          <label className={styles.field}>
            Every how many weeks (counted from the first day)
            <input
              type="number"
              min={1}
              max={8}
              value={draft.intervalWeeks}
              onChange={(e) => onChange({ ...draft, intervalWeeks: Number(e.target.value) })}
              {...invalid}
            />
          </label>
        </>
      ) : (
        <label className={styles.field}>
          Days of the month (1–31; a month without the day is skipped)
          <input
            value={draft.monthDays}
            onChange={(e) => onChange({ ...draft, monthDays: e.target.value })}
            {...invalid}
          />
        </label>
      )}
      {error ? (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      ) : null}
    </>
  );
}
