import styles from './auth-forms.module.css';

/** The form-level message; always in the page so screen readers announce it when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div className={message ? styles.alert : styles.alertEmpty} role="alert" aria-live="assertive">
      {message}
    </div>
  );
}
