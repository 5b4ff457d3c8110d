import { lazy, Suspense, useState } from 'react';
import styles from './feedback.module.css';

// The form (and what it brings) loads when someone opens it, never with the page.
const FeedbackDialog = lazy(async () => ({ default: (await import('./feedback-dialog')).FeedbackDialog }));

/**
 * The header's Feedback button: on every page, one tap away on a phone too, and part of the header's layout, so it
 * never sits over a control of the page (a floating button covered the wizard's Next button, filter chips and
 * editor warnings) and is not printed with the page.
 */
export function FeedbackButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ? `${styles.launcher} ${className}` : styles.launcher}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        title="Send feedback: a bug, an idea or a question"
      >
        <svg
          className={styles.launcherIcon}
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6A.5.5 0 0 1 5 19.2V16h0A2.5 2.5 0 0 1 4 13.5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        <span className="visually-hidden">Feedback</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FeedbackDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
