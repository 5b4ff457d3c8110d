import { lazy, Suspense, useState } from 'react';
import styles from './feedback.module.css';

// The form (and what it brings) loads when someone opens it, never with the page.
const FeedbackDialog = lazy(async () => ({ default: (await import('./feedback-dialog')).FeedbackDialog }));

/** On every page (in the root layout): opens the short feedback form. */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.launcher} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Feedback
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FeedbackDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
