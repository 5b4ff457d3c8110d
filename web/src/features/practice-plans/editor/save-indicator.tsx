import type { SaveStatus } from './use-plan-commands';
import styles from './editor.module.css';

const WORDS: Record<SaveStatus, string> = {
  idle: 'Changes save as you make them',
  saving: 'Saving…',
  saved: 'All changes saved',
  failed: 'Last change not saved',
};

/** Autosave is inherent (every change is a command): this says where the latest one is. */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  return (
    <span className={styles.saveStatus} data-status={status} role="status" aria-live="polite" data-testid="save-status">
      {WORDS[status]}
    </span>
  );
}
