import type { CollabDocumentState } from './use-collab-document';
import styles from './collab-ui.module.css';

/** One word on what happens to my drawing: view only, connecting, offline (kept here), saving, saved. */
export function ConnectionBadge({ state }: { state: CollabDocumentState }) {
  const { label, tone, title } = describe(state);
  return (
    <span
      className={styles.badge}
      data-tone={tone}
      role="status"
      aria-live="polite"
      title={title}
      data-testid="connection-badge"
    >
      {label}
    </span>
  );
}

function describe(state: CollabDocumentState): {
  label: string;
  tone: 'ok' | 'busy' | 'warn' | 'muted';
  title: string;
} {
  if (state.connection === 'refused')
    return {
      label: 'Live editing unavailable',
      tone: 'warn',
      title:
        'The server refused the live connection from this address. Open Sideline at the address it was set up with, then reload.',
    };
  if (state.full)
    return {
      label: 'Not saved: full',
      tone: 'warn',
      title: 'The server refused your latest change: this document holds as much as it may.',
    };
  if (state.connection === 'offline')
    return {
      label: 'Offline',
      tone: 'warn',
      title: 'Your changes stay on this device and are sent when the connection returns.',
    };
  if (state.connection === 'connecting' || !state.synced)
    return { label: 'Connecting…', tone: 'busy', title: 'Opening the latest version.' };
  if (state.mode === 'read')
    return { label: 'View only', tone: 'muted', title: 'You can watch, follow and export, but not change this.' };
  if (!state.saved)
    return {
      label: 'Saving…',
      tone: 'busy',
      title: 'Your latest changes reach everyone at once; they are being written to the history.',
    };
  return {
    label: 'Saved',
    tone: 'ok',
    title: state.storedVersion
      ? `Every change is in the history (version ${state.storedVersion}).`
      : 'Every change is in the history.',
  };
}
