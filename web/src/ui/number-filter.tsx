import { useEffect, useEffectEvent, useId, useState } from 'react';
import styles from './number-filter.module.css';

interface NumberFilterProps {
  label: string;
  hint: string;
  value: number | null;
  onCommit: (value: number | null) => void;
  min?: number;
  max?: number;
  unit?: string;
}

const COMMIT_DELAY_MS = 500;

/** A list's whole-number filter that applies itself shortly after typing stops (or on Enter); empty means "any". */
export function NumberFilter({ label, hint, value, onCommit, min = 0, max = 1000, unit }: NumberFilterProps) {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => setText(value === null ? '' : String(value)), [value]);

  const parsed = text.trim() === '' ? null : Number.parseInt(text, 10);
  const valid = parsed === null || (Number.isInteger(parsed) && parsed >= min && parsed <= max);

  // Only the typed value restarts the wait; the commit is the latest onCommit (a filter changed meanwhile stays).
  const commit = useEffectEvent((next: number | null) => onCommit(next));
  useEffect(() => {
    if (!valid || parsed === value) return;
    const timer = setTimeout(() => commit(parsed), COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [parsed, valid, value]);

  return (
    <div className={styles.numberFilter}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={text}
          placeholder="Any"
          aria-describedby={`${id}-hint`}
          aria-invalid={valid ? undefined : true}
          className={styles.input}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && valid) onCommit(parsed);
          }}
        />
        {unit ? <span className={styles.unit}>{unit}</span> : null}
      </div>
      <p id={`${id}-hint`} className={valid ? styles.hint : styles.error}>
        {valid ? hint : `Enter a whole number from ${min} to ${max}.`}
      </p>
    </div>
  );
}
