import styles from './live-field.module.css';

interface LiveFieldConflictProps {
  incoming: { value: string; author: string | null };
  onUseTheirs: () => void;
  onKeepMine: () => void;
  /** what the field is, for screen readers ("the minutes of Alpha") */
  what?: string;
}

const MAX_QUOTED = 80;

/** A co-editor changed the field its user is typing in: their value beside it, and the user's choice. */
export function LiveFieldConflict({ incoming, onUseTheirs, onKeepMine, what }: LiveFieldConflictProps) {
  const who = incoming.author ?? 'Someone else';
  const text = incoming.value.trim();
  const quoted = text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED - 1)}…` : text;
  return (
    <div
      className={styles.conflict}
      role="group"
      aria-label={`${who}’s change${what ? ` to ${what}` : ''}`}
      data-testid="live-conflict"
    >
      <p className={styles.conflictText} role="status" title={text.length > MAX_QUOTED ? text : undefined}>
        {text === '' ? (
          `${who} cleared this.`
        ) : (
          <>
            {who} changed this to <q className={styles.theirs}>{quoted}</q>.
          </>
        )}
      </p>
      <span className={styles.conflictActions}>
        <button type="button" className={styles.choice} onClick={onUseTheirs}>
          Use theirs
        </button>
        <button type="button" className={styles.choice} onClick={onKeepMine}>
          Keep mine
        </button>
      </span>
    </div>
  );
}

/** Props that mark a field a co-editor's change just replaced (the global style highlights it briefly). */
export const updatedMark = (updated: boolean) => (updated ? { 'data-live-updated': true } : {});
