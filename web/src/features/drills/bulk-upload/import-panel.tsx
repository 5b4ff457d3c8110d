import { Link } from 'react-router';
import styles from './bulk-upload.module.css';
import type { ImportView } from './use-bulk-import';

interface ImportPanelProps {
  view: ImportView;
  validCount: number;
  invalidCount: number;
  fileName: string;
  onImport: () => void;
  onResume: () => void;
  onStartOver: () => void;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

function ProgressBar({ done, total }: { done: number; total: number }) {
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <div
      className={styles.progressTrack}
      role="progressbar"
      aria-label="Import progress"
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      aria-valuetext={`${done} of ${total} drills imported`}
    >
      <div className={styles.progressBar} style={{ width: `${percent}%` }} />
    </div>
  );
}

/** Step 4: import the valid rows with a progress bar, then a summary (or where it stopped, and carrying on). */
export function ImportPanel({
  view,
  validCount,
  invalidCount,
  fileName,
  onImport,
  onResume,
  onStartOver,
}: ImportPanelProps) {
  if (view.phase === 'done') {
    return (
      <div className={styles.summary} role="status">
        <p>
          <strong>Imported {plural(view.imported, 'drill')}</strong> from {fileName}. You can undo the whole import
          under “Recent imports”.
        </p>
        <Link className="button button--primary" to="/drills?mine=true">
          See my drills
        </Link>
        <button type="button" className="button button--secondary" onClick={onStartOver}>
          Upload another file
        </button>
      </div>
    );
  }
  if (view.phase === 'running') {
    const { done, total } = view.progress;
    return (
      <div>
        <p aria-live="polite">
          Importing… {done.toLocaleString('en')} of {plural(total, 'drill')} stored.
        </p>
        <ProgressBar done={done} total={total} />
      </div>
    );
  }
  return (
    <div>
      {view.phase === 'interrupted' ? (
        <div className={styles.alert} role="alert">
          <p>
            {view.message}{' '}
            {view.progress.done > 0
              ? `${plural(view.progress.done, 'drill')} of ${view.progress.total.toLocaleString('en')} were imported; the rest were not.`
              : 'Nothing was imported.'}
          </p>
          {view.rowMessages.length > 0 ? (
            <ul>
              {view.rowMessages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
          <button type="button" className="button button--secondary" onClick={onResume}>
            {view.progress.done > 0 ? 'Import the rest' : 'Try again'}
          </button>
        </div>
      ) : null}
      {view.phase === 'idle' ? (
        <>
          <p>
            {invalidCount > 0
              ? `${plural(invalidCount, 'row')} with problems will be left out: fix or remove them first if you want them.`
              : 'Every row is ready.'}
          </p>
          <button
            type="button"
            className="button button--primary button--large"
            disabled={validCount === 0}
            onClick={onImport}
          >
            Import {plural(validCount, 'drill')}
          </button>
        </>
      ) : null}
    </div>
  );
}
