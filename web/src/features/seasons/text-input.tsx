import type { ReactNode } from 'react';
import type { Errors } from './form-errors';
import styles from './seasons.module.css';

interface InputProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: Errors;
  type?: 'text' | 'date' | 'time' | 'number' | 'color';
  required?: boolean;
  hint?: string;
  /** a live field's highlight, and a co-editor's change shown beside it (see ui/live-field) */
  live?: { mark: Record<string, unknown>; beside: ReactNode };
}

/** A labelled input with its error right beside it (aria-invalid, aria-describedby). */
export function LabelledInput({
  id,
  name,
  label,
  value,
  onChange,
  errors,
  type = 'text',
  required = false,
  hint,
  live,
}: InputProps) {
  const error = errors[name];
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...live?.mark}
        onChange={(e) => onChange(e.target.value)}
      />
      {live?.beside}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function FormError({ errors }: { errors: Errors }) {
  return errors.form ? (
    <p className={styles.formError} role="alert">
      {errors.form}
    </p>
  ) : null;
}
