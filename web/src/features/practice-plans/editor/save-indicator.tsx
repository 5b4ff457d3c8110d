import type { LiveFieldCounts } from '../../../ui/live-field/live-field-registry';
import type { SaveStatus } from './use-plan-commands';
import styles from './editor.module.css';

const WORDS: Record<SaveStatus, string> = {
  idle: 'Changes save as you make them',
  saving: 'Saving…',
  saved: 'All changes saved',
  failed: 'Last change not saved',
};

/**
 * Autosave is inherent (every change is a command): this says where the latest one is. Never "All changes saved"
 * while a field holds a co-editor's change waiting for a choice, or text typed and not saved yet.
 */
export function SaveIndicator({ status, fields }: { status: SaveStatus; fields: LiveFieldCounts }) {
  const settled = status !== 'saving' && status !== 'failed';
  const waiting =
    fields.conflicts > 0
      ? fields.conflicts === 1
        ? 'A change needs your choice'
        : `${fields.conflicts} changes need your choice`
      : settled && fields.changed > 0
        ? 'Not saved yet'
        : null;
  return (
    <span
      className={styles.saveStatus}
      data-status={waiting ? 'waiting' : status}
      role="status"
      aria-live="polite"
      data-testid="save-status"
    >
      {waiting ?? WORDS[status]}
    </span>
  );
}
