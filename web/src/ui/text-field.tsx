import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import styles from './text-field.module.css';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  hint?: ReactNode;
  /** the message shown next to the field; also marks the input invalid */
  error?: string;
  /** adds a show/hide button (for passwords) */
  revealable?: boolean;
}

/** A labelled input with its hint and its error message wired up for assistive technology. */
export function TextField({ label, hint, error, revealable = false, type, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  const input = (
    <input
      id={id}
      type={revealable && revealed ? 'text' : type}
      className={styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      {...inputProps}
    />
  );

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {revealable ? (
        <div className={styles.revealRow}>
          {input}
          <button
            type="button"
            className={styles.revealButton}
            aria-pressed={revealed}
            aria-label={revealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? 'Hide' : 'Show'}
          </button>
        </div>
      ) : (
        input
      )}
      <p id={errorId} className={styles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
