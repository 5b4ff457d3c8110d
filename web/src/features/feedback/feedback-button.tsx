import { lazy, Suspense, useEffect, useState } from 'react';
import styles from './feedback.module.css';

// The form (and what it brings) loads when someone opens it, never with the page.
const FeedbackDialog = lazy(async () => ({ default: (await import('./feedback-dialog')).FeedbackDialog }));

/** How far the page must move before the button reacts: a finger's jitter does not make it flicker. */
const SCROLL_STEP_PX = 8;

/**
 * Whether the page is being scrolled down (away from its top, not yet at its end): on a phone the button tucks itself
 * away then, so it never sits over what is being read, and comes back as soon as the page is scrolled up.
 */
function useScrollingDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < SCROLL_STEP_PX) return;
      const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - SCROLL_STEP_PX;
      setDown(y > last && !atEnd);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return down;
}

/** On every page (in the root layout): opens the short feedback form. Compact on a phone, and out of the way while scrolling down. */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  const tucked = useScrollingDown();
  return (
    <>
      <button
        type="button"
        className={styles.launcher}
        data-tucked={tucked || undefined}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label="Feedback"
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
        <span className={styles.launcherText}>Feedback</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FeedbackDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
