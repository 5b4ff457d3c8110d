import { useId, type ReactNode } from 'react';
import styles from './form-field.module.css';

export interface FieldIds {
  /** id for the control (single-control fields) */
  control: string;
  /** id of the visible label or legend */
  label: string;
  /** hint and error ids, for aria-describedby */
  describedBy: string | undefined;
  invalid: boolean;
}

interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** a fieldset with a legend (checkbox and radio groups, chips) instead of a label */
  group?: boolean;
  /** the control is not a labelable element (a rich text editor): name it with aria-labelledby instead */
  labelledByOnly?: boolean;
  /** a live field's highlight, and a co-editor's change shown under the control (see ui/live-field) */
  live?: { mark: Record<string, unknown>; beside: ReactNode };
  children: (ids: FieldIds) => ReactNode;
}

/** A labelled form field with its hint and its error message beside it, wired for assistive technology. */
export function Field({
  label,
  hint,
  error,
  required = false,
  group = false,
  labelledByOnly = false,
  live,
  children,
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const ids: FieldIds = {
    control: `${id}-control`,
    label: `${id}-label`,
    describedBy: [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined,
    invalid: Boolean(error),
  };
  const title = (
    <>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
      {/* A group cannot carry aria-required: its legend says it instead. */}
      {required && group ? <span className="visually-hidden"> (required)</span> : null}
    </>
  );
  const body = (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children(ids)}
      {live?.beside}
      <p id={errorId} className={styles.error} aria-live="polite">
        {error}
      </p>
    </>
  );
  if (group) {
    return (
      <fieldset
        className={styles.field}
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid || undefined}
        {...live?.mark}
      >
        <legend id={ids.label} className={styles.label}>
          {title}
        </legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={styles.field} {...live?.mark}>
      {labelledByOnly ? (
        <span id={ids.label} className={styles.label}>
          {title}
        </span>
      ) : (
        <label id={ids.label} htmlFor={ids.control} className={styles.label}>
          {title}
        </label>
      )}
      {body}
    </div>
  );
}
