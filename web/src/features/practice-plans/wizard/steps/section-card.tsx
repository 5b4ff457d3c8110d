import { PLAN_LIMITS, type FieldErrors } from '@sideline/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import { addGoal, type SectionDraft } from './sections-edit';
import styles from './steps.module.css';

interface SectionCardProps {
  section: SectionDraft;
  index: number;
  count: number;
  /** the step's field errors; this section's are under `<index>.` */
  errors: FieldErrors;
  onChange: (patch: Partial<Omit<SectionDraft, 'id'>>) => void;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
}

/** One chosen section: its name, place, goals and notes. */
export function SectionCard({ section, index, count, errors, onChange, onMove, onRemove }: SectionCardProps) {
  const id = useId();
  const [goal, setGoal] = useState('');
  const goals = section.goals ?? [];
  const errorsOf = (field: string) =>
    Object.entries(errors)
      .filter(([path]) => path === `${index}.${field}` || path.startsWith(`${index}.${field}.`))
      .flatMap(([, messages]) => messages);
  const nameErrors = errorsOf('name');
  const label = section.name.trim() || `section ${index + 1}`;

  const add = () => {
    onChange({ goals: addGoal(goals, goal) });
    setGoal('');
  };
  const onGoalKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <li className={styles.sectionCard}>
      <div className={styles.sectionTop}>
        <span className={styles.sectionIndex} aria-hidden="true">
          {index + 1}
        </span>
        <div className={styles.sectionName}>
          <label htmlFor={`${id}-name`} className="visually-hidden">
            Name of section {index + 1}
          </label>
          <input
            id={`${id}-name`}
            className={styles.input}
            value={section.name}
            maxLength={PLAN_LIMITS.sectionName}
            aria-invalid={nameErrors.length > 0 || undefined}
            aria-describedby={nameErrors.length > 0 ? `${id}-name-error` : undefined}
            onChange={(event) => onChange({ name: event.target.value })}
          />
          {nameErrors.length > 0 ? (
            <p id={`${id}-name-error`} className={styles.error}>
              {nameErrors.join(' ')}
            </p>
          ) : null}
        </div>
        <div className={styles.sectionActions}>
          <button
            id={`move-up-${section.id}`}
            type="button"
            className={styles.iconButton}
            disabled={index === 0}
            aria-label={`Move “${label}” up`}
            onClick={() => onMove('up')}
          >
            ↑
          </button>
          <button
            id={`move-down-${section.id}`}
            type="button"
            className={styles.iconButton}
            disabled={index === count - 1}
            aria-label={`Move “${label}” down`}
            onClick={() => onMove('down')}
          >
            ↓
          </button>
          <button type="button" className={styles.iconButton} aria-label={`Remove “${label}”`} onClick={onRemove}>
            ×
          </button>
        </div>
      </div>
      <div className={styles.sectionBody}>
        {goals.length > 0 ? (
          <ul className={styles.chips} aria-label={`Goals of “${label}”`}>
            {goals.map((g) => (
              <li key={g} className={styles.chip}>
                {g}
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={`Remove goal “${g}”`}
                  onClick={() => onChange({ goals: goals.filter((x) => x !== g) })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.addRow}>
          <div className={styles.addField}>
            <label htmlFor={`${id}-goal`} className={styles.labelSmall}>
              Add a goal
            </label>
            <input
              id={`${id}-goal`}
              className={styles.inputSmall}
              value={goal}
              maxLength={PLAN_LIMITS.goal}
              onChange={(event) => setGoal(event.target.value)}
              onKeyDown={onGoalKey}
            />
          </div>
          <button
            type="button"
            className="button button--ghost"
            onClick={add}
            disabled={goal.trim() === '' || goals.length >= PLAN_LIMITS.goalsPerSection}
            aria-label={`Add goal to “${label}”`}
          >
            Add goal
          </button>
        </div>
        {errorsOf('goals').length > 0 ? <p className={styles.error}>{errorsOf('goals').join(' ')}</p> : null}
        <label htmlFor={`${id}-notes`} className={styles.labelSmall}>
          Notes
        </label>
        <textarea
          id={`${id}-notes`}
          className={styles.textareaSmall}
          rows={2}
          maxLength={PLAN_LIMITS.notes}
          value={section.notes ?? ''}
          onChange={(event) => onChange({ notes: event.target.value })}
        />
        {errorsOf('notes').length > 0 ? <p className={styles.error}>{errorsOf('notes').join(' ')}</p> : null}
      </div>
    </li>
  );
}
