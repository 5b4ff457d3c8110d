import { DEFAULT_ITEM_MINUTES, PLAN_LIMITS, durationProblem } from '@sideline/domain';
import { useId, useState, type FormEvent } from 'react';
import styles from './add-panel.module.css';
import type { useAddItem } from './use-add-item';

/** A break (named "Break" unless renamed) or a one-off activity (a name is required), with its minutes. */
export function SimpleItemForm({ kind, adder }: { kind: 'break' | 'activity'; adder: ReturnType<typeof useAddItem> }) {
  const id = useId();
  const [title, setTitle] = useState(kind === 'break' ? 'Break' : '');
  const [minutes, setMinutes] = useState(String(DEFAULT_ITEM_MINUTES[kind]));
  const [errors, setErrors] = useState<{ title?: string; minutes?: string }>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const name = title.trim();
    const problems: { title?: string; minutes?: string } = {};
    if (kind === 'activity' && name === '') problems.title = 'Name the activity.';
    const value = /^\d+$/.test(minutes.trim()) ? Number(minutes) : Number.NaN;
    const durationMessage = Number.isNaN(value) ? 'Enter whole minutes.' : durationProblem(kind, value);
    if (durationMessage) problems.minutes = durationMessage;
    setErrors(problems);
    if (problems.title || problems.minutes) return;
    const ok = await adder.add({ kind, title: name || 'Break', durationMinutes: value }, name || 'Break', (message) =>
      setErrors({ minutes: message }),
    );
    if (ok && kind === 'activity') setTitle('');
  };

  return (
    <form
      className={styles.tabBody}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={kind === 'break' ? 'Add a break' : 'Add a one-off activity'}
    >
      <div className={styles.formRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-title`} className={styles.label}>
            {kind === 'break' ? 'Name' : 'Activity'}
          </label>
          <input
            id={`${id}-title`}
            className={styles.input}
            value={title}
            maxLength={PLAN_LIMITS.title}
            placeholder={kind === 'activity' ? 'e.g. Team talk' : undefined}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${id}-title-error` : undefined}
            onChange={(event) => setTitle(event.target.value)}
          />
          {errors.title ? (
            <p id={`${id}-title-error`} className={styles.error}>
              {errors.title}
            </p>
          ) : null}
        </div>
        <div className={styles.fieldNarrow}>
          <label htmlFor={`${id}-minutes`} className={styles.label}>
            Minutes
          </label>
          <input
            id={`${id}-minutes`}
            className={styles.input}
            type="number"
            inputMode="numeric"
            min={1}
            max={PLAN_LIMITS.itemMinutes}
            value={minutes}
            aria-invalid={errors.minutes ? true : undefined}
            aria-describedby={errors.minutes ? `${id}-minutes-error` : undefined}
            onChange={(event) => setMinutes(event.target.value)}
          />
          {errors.minutes ? (
            <p id={`${id}-minutes-error`} className={styles.error}>
              {errors.minutes}
            </p>
          ) : null}
        </div>
      </div>
      <button type="submit" className="button button--primary">
        {kind === 'break' ? 'Add the break' : 'Add the activity'}
      </button>
    </form>
  );
}
