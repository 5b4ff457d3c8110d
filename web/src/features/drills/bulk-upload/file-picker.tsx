import { useId, useState, type DragEvent } from 'react';
import { ACCEPTED_FILES } from './file-to-base64';
import styles from './bulk-upload.module.css';

interface FilePickerProps {
  onFile: (file: File) => void;
  busy: boolean;
  error: string | null;
}

/** Step 2: a file input (keyboard and screen readers) inside a drop zone (drag and drop). */
export function FilePicker({ onFile, busy, error }: FilePickerProps) {
  const ids = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };
  return (
    <div>
      <div
        className={styles.dropZone}
        data-dragging={dragging || undefined}
        aria-busy={busy || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label className={styles.label} htmlFor={`${ids}-file`}>
          Choose a CSV or Excel (.xlsx) file, or drop it here
        </label>
        <input
          id={`${ids}-file`}
          className={styles.fileInput}
          type="file"
          accept={ACCEPTED_FILES}
          disabled={busy}
          aria-describedby={`${ids}-status ${ids}-error`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            // The same file can be chosen again after fixing it.
            event.target.value = '';
          }}
        />
        <p id={`${ids}-status`} className={styles.muted} aria-live="polite">
          {busy
            ? 'Reading the file and checking every row…'
            : 'Up to 5,000 drills per file. Nothing is saved until you import.'}
        </p>
      </div>
      <p id={`${ids}-error`} className={styles.alert} role="alert">
        {error}
      </p>
    </div>
  );
}
