import { useId } from 'react';
import styles from './collab-ui.module.css';
import type { Participant } from './use-presence';

interface PresenceBarProps {
  participants: readonly Participant[];
  following: number | null;
  onFollow: (clientId: number | null) => void;
  /** what the list is, for screen readers: "On this board now", "Editing this formation now" */
  label?: string;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

/** Who is here (me first), each in their cursor colour; follow anyone else's view. */
export function PresenceBar({ participants, following, onFollow, label = 'On this board now' }: PresenceBarProps) {
  const headingId = useId();
  return (
    <div className={styles.presence}>
      <span className="visually-hidden" id={headingId}>
        {label}
      </span>
      <ul className={styles.presenceList} aria-labelledby={headingId} data-testid="presence-list">
        {participants.map((p) => (
          <li key={p.clientId} className={styles.presenceItem}>
            <span className={styles.avatar} style={{ background: p.user.color.background }} aria-hidden="true">
              {initials(p.user.name)}
            </span>
            <span className={styles.presenceName}>{p.isMe ? `${p.user.name} (you)` : p.user.name}</span>
            {p.isMe ? null : (
              <button
                type="button"
                className={styles.followButton}
                aria-pressed={following === p.clientId}
                onClick={() => onFollow(following === p.clientId ? null : p.clientId)}
              >
                {following === p.clientId ? 'Stop following' : 'Follow'}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
