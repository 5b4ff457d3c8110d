import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { readBootData } from '../../boot-data';
import type { ClassifiedError } from './classify-route-error';
import { errorDetailsText } from './error-details';
import { ErrorLayout } from './error-layout';
import styles from './error-pages.module.css';

/** 500 (and "offline"): Retry, Home, and error details to copy (there is no /feedback route yet). */
export function ServerErrorPage({ error }: { error: ClassifiedError }) {
  const location = useLocation();
  const [at] = useState(() => new Date());
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const release = readBootData()?.sentry.release ?? 'development';
  const details = errorDetailsText(error, `${location.pathname}${location.search}`, release, at);
  const offline = error.kind === 'offline';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(details);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <ErrorLayout
      eyebrow={offline ? 'No connection' : `Error ${error.status}`}
      title={offline ? "Can't reach Sideline" : 'Something went wrong'}
      actions={
        <>
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Retry
          </button>
          <Link to="/" className="button button--secondary" reloadDocument>
            Go to the home page
          </Link>
          <button type="button" className="button button--ghost" onClick={() => void copy()}>
            Copy error details
          </button>
        </>
      }
    >
      <p>
        {offline
          ? 'Your device seems to be offline, or the server is not answering. Check your connection, then retry.'
          : 'Sorry, this page failed to load. It is usually temporary: retrying often works. Nothing you saved is lost.'}
      </p>
      <p className={styles.copyStatus} aria-live="polite">
        {copyState === 'copied' ? 'Error details copied. Paste them when you tell the site operator.' : null}
        {copyState === 'failed' ? 'Copying is not allowed here: select the details below and copy them.' : null}
      </p>
      <details className={styles.details} open={copyState === 'failed'}>
        <summary>Error details</summary>
        <pre>{details}</pre>
      </details>
    </ErrorLayout>
  );
}
