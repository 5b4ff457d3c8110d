import type { CollabDocumentState } from './use-collab-document';
import { documentFullText } from './limit-refusal';
import styles from './collab-ui.module.css';

/** Says so above the canvas when the server refused a change because the document is full. */
export function DocumentFullNotice({ state, what }: { state: CollabDocumentState; what: 'board' | 'diagram' }) {
  if (!state.full) return null;
  return (
    <p className={styles.limitNotice} role="alert" data-testid="document-full">
      {documentFullText(state.full, what)}
    </p>
  );
}
