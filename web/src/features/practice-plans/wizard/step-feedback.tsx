import { shallowEqual } from '@xstate/react';
import { useWizardSelector } from './wizard-actor';
import styles from './wizard.module.css';

/**
 * Why the step did not go on: a failed save (offline, refused), the guard's problems, and schema messages about the
 * step as a whole. Messages about one field sit next to that field instead.
 */
export function StepFeedback() {
  const { error, problems, general } = useWizardSelector(
    (snapshot) => ({
      error: snapshot.context.error,
      problems: snapshot.context.problems,
      general: snapshot.context.fieldErrors._form ?? [],
    }),
    shallowEqual,
  );
  const messages = [...problems, ...general.filter((message) => message !== error && !problems.includes(message))];
  return (
    <div role="alert" className={error || messages.length > 0 ? styles.feedback : styles.feedbackEmpty}>
      {error ? <p className={styles.feedbackError}>{error}</p> : null}
      {messages.length > 0 ? (
        <ul className={styles.feedbackList}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
